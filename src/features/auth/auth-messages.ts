/** What the auth page says for each outcome, worded as the spec's error catalogue. */

export const authMessages = {
  signedIn: 'Welcome back!',
  signedUp: 'Account created successfully!',
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
