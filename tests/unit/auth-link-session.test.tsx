import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from './render';

/*
 * The real supabase-js in the page, arriving from GoTrue's /verify redirect: it takes the
 * session (or the refusal) from the URL fragment, and src/auth/auth-api reports it.
 * fetch stands in for the backend's GET /auth/v1/user and the admin lookup.
 */

const user = {
  id: '5b0e3f4a-2d7c-4c1e-9a57-7d1c2f0e8a11',
  aud: 'authenticated',
  role: 'authenticated',
  email: 'linked@example.com',
  email_confirmed_at: '2026-11-22T10:00:00Z',
  phone: '',
  app_metadata: { provider: 'email', providers: ['email'] },
  user_metadata: { display_name: 'Linked' },
  identities: [],
  created_at: '2026-11-22T09:00:00Z',
  updated_at: '2026-11-22T10:00:00Z',
  is_anonymous: false,
};

function fakeBackend(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.pathname === '/auth/v1/user') return Promise.resolve(Response.json(user));
  return Promise.resolve(
    Response.json(
      { code: 'PGRST116', message: 'no rows', details: null, hint: null },
      { status: 406 },
    ),
  );
}

async function arriveWith(fragment: string) {
  window.history.replaceState(null, '', `/auth/reset-password#${fragment}`);
  renderWithProviders(<p>page</p>);
  const { startAuthSync } = await import('@/auth/auth-api');
  const { useAuthStore } = await import('@/auth/auth-store');
  startAuthSync();
  return useAuthStore;
}

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
  vi.stubGlobal('fetch', vi.fn(fakeBackend));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('a mailed link back on the site', () => {
  it('signs the visitor in from the fragment and cleans the address bar', async () => {
    const now = Math.floor(Date.now() / 1000);
    const store = await arriveWith(
      `access_token=header.payload.signature&expires_at=${now + 3600}&expires_in=3600&refresh_token=refresh&sb=&token_type=bearer&type=signup`,
    );
    await waitFor(() => expect(store.getState().status).toBe('signedIn'));
    expect(store.getState().user).toMatchObject({
      email: 'linked@example.com',
      displayName: 'Linked',
    });
    expect(await screen.findByText('Your email address is confirmed. Welcome!')).toBeTruthy();
    await waitFor(() =>
      expect(window.location.href).toBe('http://localhost:3000/auth/reset-password'),
    );
  });

  it("reports a refused link in GoTrue's words and leaves the visitor signed out", async () => {
    const store = await arriveWith(
      'error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
    );
    expect(await screen.findByText('Email link is invalid or has expired')).toBeTruthy();
    await waitFor(() => expect(store.getState().status).toBe('signedOut'));
    expect(window.location.hash).toBe('');
  });
});
