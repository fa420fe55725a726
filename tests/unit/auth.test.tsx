import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authMessages, signInErrorMessage, signUpErrorMessage } from '@/auth/auth-messages';
import { signInSchema, signUpSchema } from '@/auth/auth-schema';
import { useAuth } from '@/auth/use-auth';
import { useAuthStore } from '@/auth/auth-store';

describe('auth messages', () => {
  it('maps the backend errors to the spec wording', () => {
    expect(signInErrorMessage({ message: 'Invalid login credentials', status: 400 })).toBe(
      'Invalid email or password',
    );
    expect(signInErrorMessage({ message: 'Email not confirmed', status: 400 })).toBe(
      'Email not confirmed',
    );
    expect(signUpErrorMessage({ message: 'User already registered', status: 422 })).toBe(
      'An account with this email already exists',
    );
    expect(signUpErrorMessage({ message: '', status: 500 })).toBe(authMessages.generic);
  });

  it('says a connection is needed when the request never reached the server', () => {
    const offline = { name: 'AuthRetryableFetchError', message: 'Failed to fetch', status: 0 };
    expect(signInErrorMessage(offline)).toBe(authMessages.offline);
    expect(signUpErrorMessage(offline)).toBe(authMessages.offline);
  });
});

describe('auth schemas', () => {
  it('reports the spec messages, first failure first', () => {
    const result = signInSchema.safeParse({ email: 'nope', password: '123' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Invalid email address',
      'Password must be at least 6 characters',
    ]);
  });

  it("refuses a password bcrypt would truncate (over 72 bytes) in Supabase Auth's words", () => {
    const messages = (password: string) =>
      signUpSchema
        .safeParse({ email: 'a@example.com', password, displayName: '' })
        .error?.issues.map((issue) => issue.message) ?? [];
    expect(messages('p'.repeat(72))).toEqual([]);
    expect(messages('p'.repeat(73))).toEqual(['Password cannot be longer than 72 characters']);
    // 25 three-byte characters: 75 bytes, though only 25 characters.
    expect(messages('€'.repeat(25))).toEqual(['Password cannot be longer than 72 characters']);
  });

  it('trims the display name and stores an empty one as null', () => {
    const parsed = signUpSchema.parse({
      email: ' a@example.com ',
      password: 'secret1',
      displayName: '  ',
    });
    expect(parsed).toEqual({ email: 'a@example.com', password: 'secret1', displayName: null });
    expect(
      signUpSchema.safeParse({
        email: 'a@example.com',
        password: 'secret1',
        displayName: 'd'.repeat(101),
      }).success,
    ).toBe(false);
  });
});

describe('useAuth', () => {
  it('must be used within an AuthProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Probe() {
      useAuth();
      return null;
    }
    expect(() => render(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
    vi.restoreAllMocks();
  });
});

describe('auth store', () => {
  it('keeps the admin flag across a token refresh and clears it on sign-out', () => {
    const store = useAuthStore.getState();
    store.signedIn({ id: 'u1', email: 'a@example.com', displayName: null });
    expect(useAuthStore.getState().user?.isAdmin).toBeNull();
    useAuthStore.getState().adminChecked('u1', true);
    useAuthStore.getState().signedIn({ id: 'u1', email: 'a@example.com', displayName: 'A' });
    expect(useAuthStore.getState().user?.isAdmin).toBe(true);
    useAuthStore.getState().signedOut();
    expect(useAuthStore.getState()).toMatchObject({ status: 'signedOut', user: null });
  });

  it('ignores an admin answer for a user who is no longer signed in', () => {
    useAuthStore.getState().signedIn({ id: 'u2', email: 'b@example.com', displayName: null });
    useAuthStore.getState().adminChecked('someone-else', true);
    expect(useAuthStore.getState().user?.isAdmin).toBeNull();
  });
});
