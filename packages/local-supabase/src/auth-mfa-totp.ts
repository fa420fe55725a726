// TOTP for the local auth server's MFA, as GoTrue does it with pquerna/otp: a 20-byte
// secret in base32, SHA-1, six digits, 30-second steps, one step of skew either way, and
// the otpauth:// URI as a QR code in SVG. The codes are otpauth's and the QR code uqr's.
// Runs in Node. Invariant: a code is compared in constant time, and only six digits are.
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';

const digits = 6;
const codeShape = new RegExp(`^\\d{${digits}}$`);
const period = 30;
/** GoTrue's ValidateOpts Skew: the step before and the step after the current one. */
const skew = 1;
/** GoTrue's DefaultQRSize: pixels per module. */
const qrPixels = 3;

export interface TotpKey {
  secret: string;
  uri: string;
  /** An SVG document; supabase-js makes it the data: URI the page shows. */
  qrCode: string;
}

export function newTotpKey(issuer: string, accountName: string): TotpKey {
  const totp = new TOTP({
    issuer,
    label: accountName,
    secret: new Secret({ size: 20 }),
    algorithm: 'SHA1',
    digits,
    period,
  });
  const uri = totp.toString();
  // GoTrue's highest error correction (qr.H), with the four-module quiet zone of the standard.
  const qrCode = renderSVG(uri, { ecc: 'H', border: 4, pixelSize: qrPixels });
  return { secret: totp.secret.base32, uri, qrCode };
}

/** The time step whose code `code` is, within the skew of `now`; null if none. */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  // otpauth's comparison throws on a token of another byte length.
  if (!codeShape.test(code)) return null;
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits,
    period,
    timestamp: now,
    window: skew,
  });
  return delta === null ? null : TOTP.counter({ period, timestamp: now }) + delta;
}
