// Reads the local backend's inbox the way an end-to-end test would: its JSON endpoint.
import type { Mail } from '../../supabase/local/mailer.ts';

export async function mailsTo(inboxUrl: string, to: string): Promise<Mail[]> {
  const response = await fetch(`${inboxUrl}/api/messages?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`inbox: HTTP ${response.status}`);
  const { messages } = (await response.json()) as { messages: Mail[] };
  return messages;
}

/** The newest mail to `to`; throws when there is none. */
export async function latestMail(inboxUrl: string, to: string): Promise<Mail> {
  const [mail] = await mailsTo(inboxUrl, to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/** Follows a mailed link as a browser would, stopping at GoTrue's redirect to the site. */
export async function followLink(link: string): Promise<{ status: number; location: URL }> {
  const response = await fetch(link, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (!location) throw new Error(`no redirect from ${link}: HTTP ${response.status}`);
  return { status: response.status, location: new URL(location) };
}

/** The parameters GoTrue put in a redirect's fragment. */
export const fragmentOf = (url: URL): URLSearchParams => new URLSearchParams(url.hash.slice(1));
