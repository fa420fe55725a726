// The subset of Supabase Auth (GoTrue) under /auth/v1 that the app uses: signup, token
// (password and refresh_token grants), user (read and update), TOTP factors
// (auth-mfa-api.ts), logout, recover, verify and health. Runs in Node. With [auth.email]
// enable_confirmations on, sign-up mails a link (auth-links.ts) and answers with the user
// alone, as hosted projects do; [auth] enable_signup and [auth.email] enable_signup off
// refuse sign-ups, and the latter e-mail sign-ins, with GoTrue's errors.
// Invariant: every error carries GoTrue's JSON in both its 2024-01-01 form and its legacy
// form, with the X-Supabase-Api-Version header (auth-common.ts).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { AuthServer, Json } from './auth-common.ts';
import {
  authError,
  emailProblem,
  emailProviderProblem,
  isReply,
  metadataProblem,
  normaliseEmail,
  ok,
  passwordLengthProblem,
  passwordProblem,
  signedInUser,
} from './auth-common.ts';
import {
  pkceProblem,
  prepareLinkMail,
  recover,
  sendLinkMail,
  verifyLink,
  verifyOtp,
} from './auth-links.ts';
import { handleFactors } from './auth-mfa-api.ts';
import { listFactors } from './auth-mfa-store.ts';
import { endSessions, rotateRefreshToken, startSession } from './auth-sessions.ts';
import type { UserRow } from './auth-store.ts';
import { createUser, findUserByEmail, userJson, verifyPassword } from './auth-store.ts';
import { updateUser } from './auth-user-update.ts';
import type { Queryable } from './db.ts';
import type { Reply } from './http-util.ts';
import type { OutgoingMail } from './mailer.ts';
import { hashPassword } from './password-hashing.ts';

const invalidCredentials = () => authError(400, 'invalid_credentials', 'Invalid login credentials');

export async function handleAuth(
  server: AuthServer,
  req: IncomingMessage,
  url: URL,
  route: string,
  json: Json,
): Promise<Reply> {
  const method = req.method ?? 'GET';
  const { db } = server;
  if (route === 'health' && method === 'GET') {
    return ok(200, {
      version: 'local',
      name: 'GoTrue',
      description: 'Local stand-in for Supabase Auth',
    });
  }
  if (route === 'signup' && method === 'POST') return signUp(server, req, url, json);
  if (route === 'token' && method === 'POST') {
    const grant = url.searchParams.get('grant_type');
    if (grant === 'password') return passwordGrant(server, json);
    if (grant === 'refresh_token') return db.transaction((tx) => refreshGrant(tx, json, server));
    return authError(400, 'validation_failed', 'unsupported_grant_type');
  }
  if (route === 'user' && method === 'GET') {
    return db.transaction(async (tx) => {
      const found = await signedInUser(tx, req, url);
      if (isReply(found)) return found;
      return ok(200, userJson(found.user, await listFactors(tx, found.user.id)));
    });
  }
  if (route === 'user' && method === 'PUT') return updateUser(server, req, url, json);
  if (route === 'recover' && method === 'POST') {
    // GoTrue's requireEmailProvider, a middleware of the route.
    return emailProviderProblem(server.settings, 'recover') ?? recover(server, req, url, json);
  }
  if (route === 'verify' && method === 'GET') return verifyLink(server, req, url);
  if (route === 'verify' && method === 'POST') return verifyOtp(server, json);
  if (route === 'factors' || route.startsWith('factors/')) {
    return handleFactors(server, req, url, route, json);
  }
  if (route === 'logout' && method === 'POST') {
    const scope = url.searchParams.get('scope') ?? 'global';
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
      return authError(400, 'validation_failed', 'Unsupported logout scope');
    }
    return db.transaction(async (tx) => {
      const found = await signedInUser(tx, req, url);
      if (isReply(found)) return found;
      await endSessions(tx, found.user.id, found.sessionId, scope);
      return ok(204, null);
    });
  }
  return authError(404, 'not_found', 'Not Found');
}

/** Checks and bcrypt come before the transaction: no transaction ever waits for a hash. */
async function signUp(
  server: AuthServer,
  req: IncomingMessage,
  url: URL,
  json: Json,
): Promise<Reply> {
  const { db, settings } = server;
  if (!settings.enableSignup) {
    return authError(422, 'signup_disabled', 'Signups not allowed for this instance');
  }
  const email = normaliseEmail(json.email);
  const password = typeof json.password === 'string' ? json.password : '';
  if (!email) return authError(400, 'validation_failed', 'missing email or phone');
  const problem =
    emailProblem(email) ??
    passwordProblem(settings, password) ??
    emailProviderProblem(settings, 'signup');
  if (problem) return problem;
  const data = json.data && typeof json.data === 'object' ? (json.data as Json) : {};
  const metadataIssue = metadataProblem(data);
  if (metadataIssue) return metadataIssue;
  if (settings.enableConfirmations) {
    const pkce = pkceProblem(json);
    if (pkce) return pkce;
  }
  const existing = await findUserByEmail(db, email);
  const passwordHash = existing ? null : await hashPassword(password);
  const outcome = await db.transaction(
    async (tx): Promise<Reply | [Reply, OutgoingMail] | null> => {
      const registered = await findUserByEmail(tx, email);
      if (registered) return repeatedSignUp(server, tx, req, url, registered, data);
      // Deleted since the check above, so never hashed: start again.
      if (passwordHash === null) return null;
      let user: UserRow;
      try {
        user = await createUser(tx, email, passwordHash, data, !settings.enableConfirmations);
      } catch (error) {
        // GoTrue's answer when a trigger on auth.users fails.
        console.error('[local-backend] sign-up failed in the database:', error);
        return authError(500, 'unexpected_failure', 'Database error saving new user');
      }
      if (!settings.enableConfirmations) return ok(200, await startSession(tx, user, server));
      return withConfirmationMail(server, tx, req, url, user);
    },
  );
  if (outcome === null) return signUp(server, req, url, json);
  if (isReply(outcome)) return outcome;
  const [reply, mail] = outcome;
  return (await sendLinkMail(server, mail)) ?? reply;
}

/** Mails the confirmation link; the answer is the user alone, without a session. */
async function withConfirmationMail(
  server: AuthServer,
  tx: Queryable,
  req: IncomingMessage,
  url: URL,
  user: UserRow,
): Promise<Reply | [Reply, OutgoingMail]> {
  const mail = await prepareLinkMail(server, tx, req, url, user, 'signup');
  if (isReply(mail)) return mail;
  const sent = await findUserByEmail(tx, user.email);
  return [ok(200, userJson(sent ?? user)), mail];
}

/**
 * A sign-up for a registered address. With autoconfirm GoTrue says so; with confirmations
 * it must not reveal who has an account: a confirmed user gets a made-up user back, an
 * unconfirmed one a fresh confirmation mail (the password is not changed: nobody has
 * shown they own the address yet).
 */
async function repeatedSignUp(
  server: AuthServer,
  tx: Queryable,
  req: IncomingMessage,
  url: URL,
  user: UserRow,
  data: Json,
): Promise<Reply | [Reply, OutgoingMail]> {
  if (!server.settings.enableConfirmations) {
    return authError(422, 'user_already_exists', 'User already registered');
  }
  if (!user.email_confirmed_at) return withConfirmationMail(server, tx, req, url, user);
  const now = new Date().toISOString();
  return ok(200, {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email: user.email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  });
}

/** The password is checked outside any transaction, on a worker thread. */
async function passwordGrant(server: AuthServer, json: Json): Promise<Reply> {
  const email = normaliseEmail(json.email);
  const password = typeof json.password === 'string' ? json.password : '';
  if (!email) return authError(400, 'validation_failed', 'missing email or phone');
  const disabled = emailProviderProblem(server.settings, 'sign-in');
  if (disabled) return disabled;
  const tooLong = passwordLengthProblem(password);
  if (tooLong) return tooLong;
  const user = await findUserByEmail(server.db, email);
  if (!user || !(await verifyPassword(user, password))) return invalidCredentials();
  if (!user.email_confirmed_at) return authError(400, 'email_not_confirmed', 'Email not confirmed');
  return ok(200, await server.db.transaction((tx) => startSession(tx, user, server)));
}

async function refreshGrant(tx: Queryable, json: Json, server: AuthServer): Promise<Reply> {
  const token = typeof json.refresh_token === 'string' ? json.refresh_token : '';
  if (!token) return authError(400, 'validation_failed', 'Refresh Token is missing');
  const outcome = await rotateRefreshToken(tx, token, server);
  if (outcome.ok) return ok(200, outcome.session);
  return outcome.code === 'refresh_token_already_used'
    ? authError(400, outcome.code, 'Invalid Refresh Token: Already Used')
    : authError(400, outcome.code, 'Invalid Refresh Token: Refresh Token Not Found');
}
