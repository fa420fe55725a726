// PUT /auth/v1/user, what supabase-js's updateUser() sends: a new password (after a
// recovery link, or any time signed in) and user metadata, as GoTrue's UserUpdate does it
// with the default settings (secure_password_change off); with a verified factor a new
// password needs an aal2 session, as GoTrue asks. Runs in Node.
// Invariant: bcrypt runs before the transaction, and a new password ends every other
// session of the user and spends every mailed link.
import type { IncomingMessage } from 'node:http';
import type { AuthServer, Json } from './auth-common.ts';
import {
  authError,
  isReply,
  metadataProblem,
  normaliseEmail,
  ok,
  passwordProblem,
  signedInUser,
} from './auth-common.ts';
import { listFactors } from './auth-mfa-store.ts';
import { sessionAal } from './auth-sessions.ts';
import {
  findUserById,
  mergeUserMetadata,
  setPassword,
  userJson,
  verifyPassword,
} from './auth-store.ts';
import type { Reply } from './http-util.ts';
import { hashPassword } from './password-hashing.ts';

export async function updateUser(
  server: AuthServer,
  req: IncomingMessage,
  url: URL,
  json: Json,
): Promise<Reply> {
  const found = await signedInUser(server.db, req, url);
  if (isReply(found)) return found;
  const { user, sessionId } = found;

  // Changing the address or phone needs GoTrue's confirmation mails to the old and new
  // address; nothing in the app asks for it, so it is refused rather than half done.
  if (
    typeof json.email === 'string' &&
    json.email !== '' &&
    normaliseEmail(json.email) !== user.email
  ) {
    return authError(
      422,
      'validation_failed',
      'The local backend does not change e-mail addresses',
    );
  }
  if (typeof json.phone === 'string' && json.phone !== '') {
    return authError(422, 'validation_failed', 'The local backend does not change phone numbers');
  }
  if (json.app_metadata !== undefined && json.app_metadata !== null) {
    return authError(403, 'not_admin', 'Updating app_metadata requires admin privileges');
  }

  let data: Json | null = null;
  if (json.data !== undefined && json.data !== null) {
    if (typeof json.data !== 'object' || Array.isArray(json.data)) {
      return authError(400, 'validation_failed', 'data must be a JSON object');
    }
    data = json.data as Json;
    const merged = { ...(user.raw_user_meta_data ?? {}), ...data };
    const problem = metadataProblem(merged);
    if (problem) return problem;
  }

  let passwordHash: string | null = null;
  if (json.password !== undefined && json.password !== null) {
    if (typeof json.password !== 'string') {
      return authError(400, 'validation_failed', 'password must be a string');
    }
    const problem = passwordProblem(server.settings, json.password);
    if (problem) return problem;
    // GoTrue's UserUpdate: with a verified factor, the password alone changes no password.
    const factors = await listFactors(server.db, user.id);
    if (
      factors.some((factor) => factor.status === 'verified') &&
      (await sessionAal(server.db, sessionId)) !== 'aal2'
    ) {
      return authError(
        401,
        'insufficient_aal',
        'AAL2 session is required to update email or password when MFA is enabled.',
      );
    }
    if (await verifyPassword(user, json.password)) {
      return authError(
        422,
        'same_password',
        'New password should be different from the old password.',
      );
    }
    passwordHash = await hashPassword(json.password);
  }

  return server.db.transaction(async (tx) => {
    if (passwordHash) await setPassword(tx, user.id, passwordHash, sessionId);
    if (data) await mergeUserMetadata(tx, user.id, data);
    const updated = await findUserById(tx, user.id);
    return ok(200, userJson(updated ?? user, await listFactors(tx, user.id)));
  });
}
