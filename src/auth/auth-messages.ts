/** What the auth page says for each outcome, worded as the spec's error catalogue. */

export const authMessages = {
  signedIn: 'Welcome back!',
  signedUp: 'Account created successfully!',
  /** Sign-up when the project confirms e-mail addresses: no session until the link. */
  checkEmail: 'Check your email to confirm your account',
  /** The same whether or not the address has an account, as Supabase answers. */
  resetLinkSent: 'If an account exists for that email, we sent a link to reset your password',
  passwordUpdated: 'Your password has been updated',
  resetLinkNeeded:
    'To choose a new password, open the link in your password reset email. Links work once and expire, so if yours no longer works, ask for a new one below.',
  resetSessionEnded: 'Your reset link has expired. Ask for a new one.',
  invalidCredentials: 'Invalid email or password',
  alreadyRegistered: 'An account with this email already exists',
  generic: 'An error occurred. Please try again.',
  offline: "You're offline. Signing in and signing up need an internet connection.",
} as const;

interface AuthErrorLike {
  message?: string;
  status?: number;
  name?: string;
}

/** supabase-js reports a failed fetch as AuthRetryableFetchError with status 0. */
function isNetworkFailure(error: AuthErrorLike): boolean {
  return error.status === 0 || error.name === 'AuthRetryableFetchError';
}

export function signInErrorMessage(error: AuthErrorLike): string {
  if (isNetworkFailure(error)) return authMessages.offline;
  if (/invalid login credentials/i.test(error.message ?? ''))
    return authMessages.invalidCredentials;
  return error.message || authMessages.generic;
}

export function signUpErrorMessage(error: AuthErrorLike): string {
  if (isNetworkFailure(error)) return authMessages.offline;
  if (/already registered/i.test(error.message ?? '')) return authMessages.alreadyRegistered;
  return error.message || authMessages.generic;
}

/** Asking for a reset link: only the network or a rate limit can stand in the way. */
export function resetRequestErrorMessage(error: AuthErrorLike): string {
  if (isNetworkFailure(error)) return authMessages.offline;
  return error.message || authMessages.generic;
}

export function newPasswordErrorMessage(error: AuthErrorLike): string {
  if (isNetworkFailure(error)) return authMessages.offline;
  if (error.name === 'AuthSessionMissingError') return authMessages.resetSessionEnded;
  return error.message || authMessages.generic;
}
