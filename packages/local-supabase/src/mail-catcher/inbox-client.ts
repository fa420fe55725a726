// Reads a mail catcher the way an end-to-end test would: its Mailpit API (search by to:,
// then each message), plus the GoTrue link of an auth mail.
export interface InboxMail {
  ID: string;
  Subject: string;
  Text: string;
  HTML: string;
  To: { Name: string; Address: string }[];
  Attachments: { PartID: string; FileName: string; ContentType: string }[];
  /** The /auth/v1/verify link of an auth mail, '' in any other mail. */
  link: string;
}

interface Summary {
  ID: string;
  To: { Address: string }[];
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`inbox: HTTP ${response.status} from ${url}`);
  return (await response.json()) as T;
}

/**
 * Every mail to exactly `to` (any case), newest first; `words` narrows the search to mail
 * whose subject or text holds them too (Mailpit's search).
 */
export async function mailsTo(
  inboxUrl: string | null,
  to: string,
  words = '',
): Promise<InboxMail[]> {
  if (!inboxUrl) throw new Error('inbox: this backend sends its mail to SMTP_HOST');
  const query = encodeURIComponent(`to:"${to}" ${words}`.trim());
  const { messages } = await json<{ messages: Summary[] }>(
    `${inboxUrl}/api/v1/search?query=${query}&limit=0`,
  );
  // Mailpit's to: matches part of an address too (to:ann@x finds joann@x).
  const exact = messages.filter((message) =>
    message.To.some(({ Address }) => Address.toLowerCase() === to.toLowerCase()),
  );
  return Promise.all(
    exact.map(async ({ ID }) => {
      const mail = await json<Omit<InboxMail, 'link'>>(`${inboxUrl}/api/v1/message/${ID}`);
      // A link in the text stands alone or in <…>.
      const link = /https?:\/\/[^\s<>]+\/auth\/v1\/verify\?[^\s<>]+/.exec(mail.Text)?.[0] ?? '';
      return { ...mail, link };
    }),
  );
}

/** The newest mail to `to`; throws when there is none. */
export async function latestMail(inboxUrl: string | null, to: string): Promise<InboxMail> {
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

/** The calendar invite a mail carries (its .ics attachment), as text. */
export async function calendarOf(inboxUrl: string | null, mail: InboxMail): Promise<string> {
  const part = mail.Attachments.find(
    ({ ContentType, FileName }) => /calendar|ics/.test(ContentType) || FileName.endsWith('.ics'),
  );
  if (!inboxUrl || !part) throw new Error(`inbox: "${mail.Subject}" carries no invite`);
  const response = await fetch(`${inboxUrl}/api/v1/message/${mail.ID}/part/${part.PartID}`);
  if (!response.ok) throw new Error(`inbox: HTTP ${response.status} for the invite`);
  return response.text();
}
