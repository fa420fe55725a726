// A person's sign-up account under data rights, against the embedded backend with the real
// supabase-js: an admin at aal2 finds it in the person's export, erasing the address deletes
// it (the person can no longer sign in), and an admin's own address is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppBackend, type AppBackend } from '../../scripts/local-backend/app-backend.ts';
import { adminClient, supabaseClient } from './supabase-client.ts';

let backend: AppBackend;

beforeAll(async () => {
  backend = await startAppBackend({ port: 0, db: 'memory', functions: false });
});

afterAll(async () => {
  await backend?.close();
});

const person = { email: 'Grace.Erased@example.com', password: 'grace-secret-1' };

describe("a person's account", () => {
  it('is exported, then erased with the address, and its owner can no longer sign in', async () => {
    const visitor = supabaseClient(backend.url, backend.anonKey);
    const signUp = await visitor.auth.signUp({
      ...person,
      options: { data: { display_name: 'Grace' } },
    });
    expect(signUp.error).toBeNull();
    const userId = signUp.data.user?.id;
    const admin = await adminClient(backend);

    const exported = await admin.rpc('export_person', { email: 'grace.erased@example.com' });
    expect(exported.error).toBeNull();
    expect((exported.data as { account: unknown }).account).toMatchObject({
      id: userId,
      email: 'grace.erased@example.com',
      profile: { display_name: 'Grace' },
    });

    const erased = await admin.rpc('erase_person', { email: ' GRACE.erased@example.com' });
    expect(erased.error).toBeNull();
    expect((erased.data as { account: number }).account).toBe(1);

    const again = await supabaseClient(backend.url, backend.anonKey).auth.signInWithPassword(
      person,
    );
    expect(again.error?.message).toBe('Invalid login credentials');
    const after = await admin.rpc('export_person', { email: 'grace.erased@example.com' });
    expect((after.data as { account: unknown }).account).toBeNull();
  });

  it("refuses an admin's own address and leaves the admin signed in", async () => {
    const admin = await adminClient(backend);
    const refused = await admin.rpc('erase_person', { email: backend.admin.email.toUpperCase() });
    expect(refused.error?.message).toBe(
      'This address belongs to an admin. Remove the admin role before erasing it.',
    );
    const roles = await admin.from('user_roles').select('role');
    expect(roles.data).toEqual([{ role: 'admin' }]);
  });
});
