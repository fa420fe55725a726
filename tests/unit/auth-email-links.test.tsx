import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '@/auth/auth-provider';
import {
  authMessages,
  newPasswordErrorMessage,
  resetRequestErrorMessage,
} from '@/auth/auth-messages';
import { AuthPage } from '@/auth/auth-page';
import { ResetPasswordPage } from '@/auth/reset-password-page';
import { AuthContext } from '@/auth/auth-context';
import { useAuthStore } from '@/auth/auth-store';
import { renderWithProviders } from './render';

// The forms reach Supabase only through src/auth/auth-api; it stands in for the backend here.
const authApi = vi.hoisted(() => ({
  signIn: vi.fn(),
  signUp: vi.fn(),
  requestPasswordReset: vi.fn(),
  updatePassword: vi.fn(),
  startAuthSync: vi.fn(),
}));
vi.mock('@/auth/auth-api', () => authApi);

function renderAt(route: string, page: ReactElement) {
  return renderWithProviders(
    <AuthContext.Provider value>
      <Routes>
        <Route path={route} element={page} />
        <Route path="/" element={<p>Home page</p>} />
      </Routes>
    </AuthContext.Provider>,
    { route },
  );
}

const signedOut = () => act(() => useAuthStore.getState().signedOut());
const fill = (scope: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  notifications.clean();
  vi.clearAllMocks();
  vi.restoreAllMocks();
  window.location.hash = '';
});

describe('sign-up when the project confirms e-mail addresses', () => {
  it('asks the visitor to check their email, and stays put signed out', async () => {
    authApi.signUp.mockResolvedValue({
      data: { user: { id: 'u1', email: 'new@example.com' }, session: null },
      error: null,
    });
    renderAt('/auth', <AuthPage />);
    signedOut();
    fireEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));
    const form = screen.getByRole('form', { name: 'Sign up' });
    fill(form, /^Email/, 'new@example.com');
    fill(form, /^Password/, 'secret-password');
    fireEvent.click(within(form).getByRole('button', { name: 'Create Account' }));

    const notice = await within(form).findByRole('status');
    expect(notice.textContent).toBe('Check your email to confirm your account');
    expect(authApi.signUp).toHaveBeenCalledWith('new@example.com', 'secret-password', null);
    expect(screen.queryByText('Account created successfully!')).toBeNull();
    expect(screen.queryByText('Home page')).toBeNull();
  });

  it('still says the account was created and goes home when a session comes back', async () => {
    authApi.signUp.mockResolvedValue({
      data: { user: { id: 'u2' }, session: { access_token: 'token' } },
      error: null,
    });
    renderAt('/auth', <AuthPage />);
    signedOut();
    fireEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));
    const form = screen.getByRole('form', { name: 'Sign up' });
    fill(form, /^Email/, 'now@example.com');
    fill(form, /^Password/, 'secret-password');
    fireEvent.click(within(form).getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Account created successfully!')).toBeTruthy();
    expect(await screen.findByText('Home page')).toBeTruthy();
  });
});

describe("'Forgot password?'", () => {
  function openForgotForm() {
    renderAt('/auth', <AuthPage />);
    signedOut();
    const signIn = screen.getByRole('form', { name: 'Sign in' });
    fill(signIn, /^Email/, ' typed@example.com ');
    fireEvent.click(within(signIn).getByRole('button', { name: 'Forgot password?' }));
    return screen.getByRole('form', { name: 'Reset password' });
  }

  it('asks for the e-mail, taking what was typed, and puts the cursor there', () => {
    const form = openForgotForm();
    const email = within(form).getByLabelText(/^Email/) as HTMLInputElement;
    expect(email.value).toBe('typed@example.com');
    expect(document.activeElement).toBe(email);
    expect(screen.queryByRole('form', { name: 'Sign in' })).toBeNull();
  });

  it('mails a link to the reset page and says the same whether or not the account exists', async () => {
    authApi.requestPasswordReset.mockResolvedValue({ data: {}, error: null });
    const form = openForgotForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Send reset link' }));
    const notice = await within(form).findByRole('status');
    expect(notice.textContent).toBe(
      'If an account exists for that email, we sent a link to reset your password',
    );
    expect(authApi.requestPasswordReset).toHaveBeenCalledWith(
      'typed@example.com',
      `${window.location.origin}/auth/reset-password`,
    );
  });

  it('checks the address first and sends nothing when it is invalid', async () => {
    const form = openForgotForm();
    fill(form, /^Email/, 'not-an-email');
    fireEvent.click(within(form).getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(authApi.requestPasswordReset).not.toHaveBeenCalled();
    expect(within(form).queryByRole('status')).toBeNull();
  });

  it("shows Supabase's own words when it refuses, e.g. a second mail too soon", async () => {
    const message = 'For security purposes, you can only request this after 1 seconds.';
    authApi.requestPasswordReset.mockResolvedValue({
      data: null,
      error: { name: 'AuthApiError', status: 429, message },
    });
    const form = openForgotForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(within(form).queryByRole('status')).toBeNull();
  });

  it('goes back to the sign-in form, focus on the link that left it', () => {
    const form = openForgotForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Back to sign in' }));
    const signIn = screen.getByRole('form', { name: 'Sign in' });
    expect(document.activeElement).toBe(
      within(signIn).getByRole('button', { name: 'Forgot password?' }),
    );
  });
});

describe('the reset-password page', () => {
  const signedIn = () =>
    act(() =>
      useAuthStore.getState().signedIn({ id: 'u3', email: 'reset@example.com', displayName: null }),
    );

  it('waits for the session a mailed link brings', () => {
    act(() => useAuthStore.setState({ status: 'loading', user: null }));
    renderAt('/auth/reset-password', <ResetPasswordPage />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });

  it('without a session, explains and offers a new link', () => {
    renderAt('/auth/reset-password', <ResetPasswordPage />);
    signedOut();
    expect(screen.getByText(authMessages.resetLinkNeeded)).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Reset password' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back to sign in' })).toBeNull();
  });

  it.each([
    ['', 'Password must be at least 6 characters'],
    ['12345', 'Password must be at least 6 characters'],
    ['p'.repeat(73), 'Password cannot be longer than 72 characters'],
  ])('refuses %j with sign-up’s rule: %s', async (password, message) => {
    renderAt('/auth/reset-password', <ResetPasswordPage />);
    signedIn();
    const form = screen.getByRole('form', { name: 'Choose a new password' });
    fill(form, /^New password/, password);
    fireEvent.click(within(form).getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(authApi.updatePassword).not.toHaveBeenCalled();
  });

  it('sets the new password, says so and goes home', async () => {
    authApi.updatePassword.mockResolvedValue({ data: { user: { id: 'u3' } }, error: null });
    renderAt('/auth/reset-password', <ResetPasswordPage />);
    signedIn();
    expect(screen.getByText('reset@example.com')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Choose a new password' });
    fill(form, /^New password/, 'brand-new-password');
    fireEvent.click(within(form).getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Your password has been updated')).toBeTruthy();
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(authApi.updatePassword).toHaveBeenCalledWith('brand-new-password');
  });

  it('says why Supabase refused the new password', async () => {
    authApi.updatePassword.mockResolvedValue({
      data: { user: null },
      error: {
        name: 'AuthApiError',
        status: 422,
        message: 'New password should be different from the old password.',
      },
    });
    renderAt('/auth/reset-password', <ResetPasswordPage />);
    signedIn();
    const form = screen.getByRole('form', { name: 'Choose a new password' });
    fill(form, /^New password/, 'same-old-password');
    fireEvent.click(within(form).getByRole('button', { name: 'Update password' }));
    expect(
      await screen.findByText('New password should be different from the old password.'),
    ).toBeTruthy();
    expect(screen.queryByText('Home page')).toBeNull();
  });
});

describe('arriving from a mailed link', () => {
  it('loads auth at once to take the session from the URL', async () => {
    window.location.hash = '#access_token=a&refresh_token=r&expires_in=3600&type=recovery';
    renderWithProviders(
      <AuthProvider>
        <p>page</p>
      </AuthProvider>,
    );
    await waitFor(() => expect(authApi.startAuthSync).toHaveBeenCalledTimes(1));
  });

  it("loads it for a refused link too, to say why in GoTrue's words", async () => {
    window.location.hash =
      '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired';
    renderWithProviders(
      <AuthProvider>
        <p>page</p>
      </AuthProvider>,
    );
    await waitFor(() => expect(authApi.startAuthSync).toHaveBeenCalledTimes(1));
  });

  it('otherwise stays signed out without loading supabase-js', () => {
    act(() => useAuthStore.setState({ status: 'loading', user: null }));
    renderWithProviders(
      <AuthProvider>
        <p>page</p>
      </AuthProvider>,
    );
    expect(useAuthStore.getState().status).toBe('signedOut');
    expect(authApi.startAuthSync).not.toHaveBeenCalled();
  });
});

describe('link and reset messages', () => {
  it('map the backend errors', () => {
    const offline = { name: 'AuthRetryableFetchError', message: 'Failed to fetch', status: 0 };
    expect(resetRequestErrorMessage(offline)).toBe(authMessages.offline);
    expect(newPasswordErrorMessage(offline)).toBe(authMessages.offline);
    expect(newPasswordErrorMessage({ name: 'AuthSessionMissingError', message: 'x' })).toBe(
      'Your reset link has expired. Ask for a new one.',
    );
    expect(resetRequestErrorMessage({ message: '', status: 500 })).toBe(authMessages.generic);
  });
});
