// Supabase Auth's Send Email Hook ([auth.hook.send_email] in config.toml): Auth posts every mail
// it would send, signed Standard Webhooks style with SEND_EMAIL_HOOK_SECRET, and this function
// writes it on the company's frame (../_shared/mail/auth-mail.tsx) and sends it over SMTP, from
// SMTP_SENDER. The same file runs hosted and in the embedded backend, whose auth server calls it
// as GoTrue does. Runs in Deno.
// Invariant: nothing is sent for a call whose signature fails (401); a mail that cannot be sent
// is answered with the hook's error shape, so Auth fails the request instead of saying "sent".
import { Webhook } from 'standardwebhooks';
import type { AuthMailKind } from '../_shared/mail/auth-mail.tsx';
import { authMail } from '../_shared/mail/auth-mail.tsx';
import { smtpFromEnv, smtpTransport } from '../_shared/mail/smtp.ts';

const env = Deno.env.toObject();

/** The part of the hook's payload a mail needs (GoTrue's v0hooks.SendEmailInput). */
interface SendEmailPayload {
  user: { email: string };
  email_data: { token_hash: string; redirect_to: string; email_action_type: string };
}

/** The action types this project sends; Auth's others (invite, magic link, …) it never asks. */
const kinds: Record<string, AuthMailKind> = { signup: 'signup', recovery: 'recovery' };

/** What Auth reads from a failed hook: the status and message it answers the request with. */
const hookError = (status: number, message: string) =>
  Response.json({ error: { http_code: status, message } }, { status });

/** GoTrue's encodeRedirectURL: Go's QueryEscape, only when the URL would break the query. */
function encodeRedirect(url: string): string {
  if (!/[&=#]/.test(url)) return url;
  return encodeURIComponent(url)
    .replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replaceAll('%20', '+');
}

/** The link GoTrue's own templates carry as {{ .ConfirmationURL }}. */
function verifyLink({
  token_hash,
  email_action_type,
  redirect_to,
}: SendEmailPayload['email_data']) {
  const api = (env.SUPABASE_URL ?? '').replace(/\/+$/, '');
  return `${api}/auth/v1/verify?token=${token_hash}&type=${email_action_type}&redirect_to=${encodeRedirect(redirect_to)}`;
}

/** Supabase gives the secret as "v1,whsec_<base64>"; the library takes the whsec_ part. */
function verified(body: string, request: Request): SendEmailPayload | null {
  const secret = (env.SEND_EMAIL_HOOK_SECRET ?? '').replace(/^v1,/, '');
  if (!secret) return null;
  try {
    return new Webhook(secret).verify(
      body,
      Object.fromEntries(request.headers),
    ) as SendEmailPayload;
  } catch {
    return null;
  }
}

async function handle(request: Request): Promise<Response> {
  const payload = verified(await request.text(), request);
  if (!payload) return hookError(401, 'Invalid signature');
  const kind = kinds[payload.email_data.email_action_type];
  if (!kind) {
    return hookError(400, `No mail is written for ${payload.email_data.email_action_type}`);
  }
  const smtp = smtpFromEnv(env);
  const from = env.SMTP_SENDER?.trim();
  const siteUrl = env.SITE_URL?.trim().replace(/\/+$/, '');
  if (!smtp || !from || !siteUrl) {
    return hookError(500, 'SMTP_HOST, SMTP_SENDER and SITE_URL must be set');
  }
  const mail = await authMail(kind, { siteUrl, link: verifyLink(payload.email_data) });
  const transport = smtpTransport(smtp);
  try {
    await transport.sendMail({
      from,
      to: payload.user.email,
      ...mail,
      disableFileAccess: true,
      disableUrlAccess: true,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return hookError(500, `Could not send the ${kind} mail: ${reason}`);
  } finally {
    transport.close();
  }
  return Response.json({});
}

export default { fetch: handle } satisfies Deno.ServeDefaultExport;
