// Supabase Auth's Send Email Hook ([auth.hook.send_email] with an http(s) uri), called as
// GoTrue's sendEmail calls it: the sign-up and recovery mails are not sent but posted, as
// {user, email_data}, signed Standard Webhooks style with the hook's secret, and any answer but
// 2xx without an `error` object fails the request that wanted the mail. Runs in Node.
// Invariant: the secret the auth server signs with is the one the project's functions get.
import { randomBytes, randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import type { Mailer, OutgoingMail } from './mailer.ts';
import type { AuthSettings } from './project-config.ts';

export interface EmailHook {
  /** Where the hook is posted. */
  url: string;
  /** "v1,whsec_<base64>", as Supabase gives it. */
  secret: string;
  /** The variable config.toml's env(NAME) names: the functions get the secret under it. */
  secretName: string | null;
}

/**
 * GoTrue's hook timeout is 5 s; the first call here also loads the function's modules in this
 * process, which takes longer on a busy host.
 */
const hookTimeoutMs = 30_000;

/**
 * The hook of config.toml, resolved for a backend listening at `baseUrl`. A uri on
 * /functions/v1/<name> names this project's own function wherever the CLI would reach it
 * (host.docker.internal:54321), so it is called here at the port this backend listens on.
 * env(NAME) reads the variable; when it is unset, a fresh secret is made for this start,
 * which only this backend's auth server and functions know.
 */
export function emailHookOf(
  hook: NonNullable<AuthSettings['sendEmailHook']>,
  baseUrl: string,
  env: NodeJS.ProcessEnv = process.env,
): EmailHook {
  const target = new URL(hook.uri);
  const url = target.pathname.startsWith('/functions/v1/')
    ? `${baseUrl}${target.pathname}${target.search}`
    : hook.uri;
  const secretName = /^env\((\w+)\)$/.exec(hook.secrets)?.[1] ?? null;
  if (!secretName) return { url, secret: hook.secrets, secretName };
  const secret = env[secretName]?.trim() || `v1,whsec_${randomBytes(32).toString('base64')}`;
  return { url, secret, secretName };
}

/** The hook's failure as GoTrue logs it: the status, and the hook's own message if it gave one. */
async function failureOf(response: Response): Promise<string | null> {
  const text = await response.text();
  let message: unknown;
  try {
    message = (JSON.parse(text) as { error?: { message?: unknown } } | null)?.error?.message;
  } catch {
    message = undefined;
  }
  if (response.ok && message === undefined) return null;
  return `the Send Email Hook answered ${response.status}${typeof message === 'string' ? `: ${message}` : ''}`;
}

async function postToHook(hook: EmailHook, mail: OutgoingMail): Promise<void> {
  const { data } = mail;
  if (!data) throw new Error(`the Send Email Hook takes link mail only, not ${mail.kind}`);
  const body = JSON.stringify({
    user: data.user,
    email_data: {
      token: data.token,
      token_hash: data.tokenHash,
      redirect_to: data.redirectTo,
      email_action_type: mail.kind,
      site_url: data.externalUrl,
      token_new: '',
      token_hash_new: '',
    },
  });
  const id = randomUUID();
  const now = new Date();
  const signature = new Webhook(hook.secret.replace(/^v1,/, '')).sign(id, now, body);
  const response = await fetch(hook.url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': signature,
    },
    body,
    signal: AbortSignal.timeout(hookTimeoutMs),
  });
  const failure = await failureOf(response);
  if (failure) throw new Error(failure);
}

/** Link mail goes to the hook; anything else is sent by `direct`, as GoTrue's own mail is. */
export function hookedMailer(hook: EmailHook, direct: Mailer): Mailer {
  return {
    send: (mail) => (mail.data ? postToHook(hook, mail) : direct.send(mail)),
    close: () => direct.close(),
  };
}
