// Signed object URLs as hosted Storage makes and checks them (supabase/storage v1.70.6,
// ObjectStorage.signObjectUrl and verifyObjectSignature): an HS256 token, signed with the
// project's JWT secret, carrying `url` = `<bucket>/<path>`, `scope` = 'download', iat and
// exp. jose does the signing and checking, as it does in Storage, so the reasons a bad
// token is refused read the same. Runs in Node.
// Upload tokens (scope 'upload', with owner and upsert) open one upload of one path until exp.
// Invariant: a download token opens one object, until its exp, and never an upload.
import { jwtVerify, SignJWT } from 'jose';
import { jwtSecret } from './jwt.ts';
import { storageErrors } from './storage-errors.ts';

const key = new TextEncoder().encode(jwtSecret);

/** The latest exp a numeric JWT may carry (Storage's MAX_ABSOLUTE_JWT_EXPIRATION_SECONDS). */
const latestExpiry = Math.floor(Number.MAX_SAFE_INTEGER / 1000);

/** Storage's assertValidNumericJWTExpiration: whole seconds from one to the latest exp. */
export function checkExpiresIn(expiresIn: number): number {
  const seconds = Math.floor(expiresIn);
  if (seconds < 1 || seconds > latestExpiry - Math.floor(Date.now() / 1000)) {
    throw storageErrors.invalidParameter('expiresIn');
  }
  return seconds;
}

/** The path (after /storage/v1) of a signed URL for `<bucket>/<path>`. */
export async function signedObjectUrl(objectUrl: string, expiresIn: number): Promise<string> {
  const token = await new SignJWT({ url: objectUrl, scope: 'download' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(`${expiresIn}s`)
    .sign(key);
  return `/object/sign/${objectUrl}?token=${token}`;
}

type Verified = { ok: true; claims: Record<string, unknown> } | { ok: false; message: string };

/** The token's claims, or jose's reason for refusing it (the message Storage passes on). */
export async function verifyStorageJwt(token: string): Promise<Verified> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    return { ok: true, claims: payload };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/** Checks a signed URL's token for `<bucket>/<path>`; returns its exp, or throws as Storage. */
export async function verifyObjectToken(token: string, objectUrl: string): Promise<number> {
  const verified = await verifyStorageJwt(token);
  if (!verified.ok) throw storageErrors.invalidJwt(verified.message);
  const { scope, url, exp } = verified.claims;
  // Tokens from before scopes existed carry neither scope nor (as upload tokens do) upsert.
  const forDownload =
    scope === 'download' || (scope === undefined && !('upsert' in verified.claims));
  if (!forDownload) throw storageErrors.invalidSignature('Token is not scoped for download');
  if (url !== objectUrl || typeof exp !== 'number') throw storageErrors.invalidSignature();
  return exp;
}

/** Storage's UPLOAD_SIGNED_URL_EXPIRATION_TIME default: two hours. */
export const uploadUrlSeconds = 7200;

/** The path (after /storage/v1) of a signed upload URL for `<bucket>/<path>`, and its token. */
export async function signedUploadUrl(
  objectUrl: string,
  owner: string | undefined,
  upsert: boolean,
): Promise<{ url: string; token: string }> {
  const token = await new SignJWT({ owner, url: objectUrl, upsert, scope: 'upload' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(`${uploadUrlSeconds}s`)
    .sign(key);
  return { url: `/object/upload/sign/${objectUrl}?token=${token}`, token };
}

/** Checks an upload token for `<bucket>/<path>`: its owner and upsert, or throws as Storage. */
export async function verifyUploadToken(
  token: string,
  objectUrl: string,
): Promise<{ owner: string | undefined; upsert: boolean }> {
  const verified = await verifyStorageJwt(token);
  if (!verified.ok) throw storageErrors.invalidJwt(verified.message);
  const { scope, url, owner, upsert } = verified.claims;
  if (scope !== undefined && scope !== 'upload') {
    throw storageErrors.invalidSignature('Token is not scoped for upload');
  }
  if (url !== objectUrl) throw storageErrors.invalidSignature('The url do not match the signature');
  return { owner: typeof owner === 'string' ? owner : undefined, upsert: upsert === true };
}
