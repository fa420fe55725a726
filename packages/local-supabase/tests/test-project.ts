// The Supabase project these tests start the backend on: the one the workspace's vitest config
// names in LOCAL_SUPABASE_PROJECT (the app's supabase/ folder), whose migrations hold the
// tables, functions and policies the contract tests call, and whose auth mail templates the
// backend sends its own mail with.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AuthMailTemplates } from '../src/mailer.ts';

const named = process.env.LOCAL_SUPABASE_PROJECT;
if (!named) throw new Error('LOCAL_SUPABASE_PROJECT names no project for the tests to use');

export const projectDir: string = named;

const templates = pathToFileURL(join(named, 'functions/_shared/mail/auth-mail.tsx')).href;

/** The project's authMail (supabase/functions/_shared/mail/auth-mail.tsx). */
export const projectAuthMail = ((await import(templates)) as { authMail: AuthMailTemplates })
  .authMail;
