// The Supabase project these tests start the backend on: the one the workspace's vitest config
// names in LOCAL_SUPABASE_PROJECT (the app's supabase/ folder), whose migrations hold the
// tables, functions and policies the contract tests call.
const named = process.env.LOCAL_SUPABASE_PROJECT;
if (!named) throw new Error('LOCAL_SUPABASE_PROJECT names no project for the tests to use');

export const projectDir: string = named;
