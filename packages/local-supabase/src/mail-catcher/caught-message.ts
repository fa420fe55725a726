// One caught message: its source as received, and what Mailpit's API v1 shows of it (the
// Message and MessageSummary of axllent/mailpit internal/storage/structs.go), parsed once by
// mailparser. Runs in Node, inside the mail catcher.
// Invariant: everything here derives from `source` (plus ID, Created, Read and Username), so
// a message read back from the inbox file looks exactly as it did when it arrived.
import { createHash } from 'node:crypto';
import type { AddressObject, Attachment, EmailAddress } from 'mailparser';
import { simpleParser } from 'mailparser';
import { headerFields, headerValue } from './mime-headers.ts';

/** Go's net/mail.Address as JSON. */
export interface Address {
  Name: string;
  Address: string;
}

export interface AttachmentInfo {
  PartID: string;
  FileName: string;
  ContentType: string;
  ContentID: string;
  Size: number;
  Checksums: { MD5: string; SHA1: string; SHA256: string };
}

export interface CaughtMessage {
  id: string;
  /** ISO 8601, when the catcher received it. */
  created: string;
  read: boolean;
  /** The SMTP AUTH user name, '' without one. */
  username: string;
  source: Buffer;
  messageId: string;
  /** null when the message has no From, as in Mailpit's Message. */
  from: Address | null;
  to: Address[];
  cc: Address[];
  bcc: Address[];
  replyTo: Address[];
  returnPath: string;
  subject: string;
  /** ISO 8601: the Date header, else `created`. */
  date: string;
  text: string;
  html: string;
  inline: AttachmentInfo[];
  attachments: AttachmentInfo[];
  /** Mailpit counts every attachment, listed or not. */
  attachmentCount: number;
  /** Every part a client can download by PartID. */
  parts: Map<string, { contentType: string; fileName: string; content: Buffer }>;
  snippet: string;
  /** Mailpit's SearchText: the address and subject fields, the text and the file names. */
  searchText: string;
}

export interface Receipt {
  id: string;
  created: string;
  read: boolean;
  username: string;
}

/** Mailpit's cleanString: lower case, no brackets, quotes or separators, single spaces. */
export function cleanText(text: string): string {
  return text
    .replaceAll('\uFEFF', ' ')
    .replace(/\r?\n|\t|[<>",;()]/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}

function addressList(header: AddressObject | AddressObject[] | undefined): Address[] {
  const flatten = (entry: EmailAddress): Address[] =>
    entry.group
      ? entry.group.flatMap(flatten)
      : [{ Name: entry.name, Address: entry.address ?? '' }];
  return [header ?? []].flat().flatMap((object) => object.value.flatMap(flatten));
}

function describe(part: Attachment): AttachmentInfo {
  const digest = (algorithm: string) => createHash(algorithm).update(part.content).digest('hex');
  return {
    PartID: part.partId ?? '',
    FileName: part.filename ?? part.cid ?? '',
    ContentType: part.contentType,
    ContentID: part.cid ?? '',
    Size: part.size,
    Checksums: { MD5: digest('md5'), SHA1: digest('sha1'), SHA256: digest('sha256') },
  };
}

/** Mailpit's CreateSnippet: 200 characters of the text, whitespace collapsed. */
function snippetOf(text: string): string {
  const flat = text.replaceAll('\uFEFF', ' ').replace(/\s+/g, ' ').trim();
  return flat.length <= 200 ? flat : `${flat.slice(0, 200)}...`;
}

const isInline = (part: Attachment) =>
  part.related === true || part.contentDisposition === 'inline';

const addressText = (addresses: Address[]) =>
  addresses.map(({ Name, Address }) => `${Name} ${Address}`).join(' ');

export async function parseCaught(source: Buffer, receipt: Receipt): Promise<CaughtMessage> {
  // cid: links stay as sent and plain text stays out of the HTML, as Mailpit's HTML has them.
  const mail = await simpleParser(source, { keepCidLinks: true, skipTextToHtml: true });
  const fields = headerFields(source);
  const from = addressList(mail.from)[0] ?? null;
  const to = addressList(mail.to);
  const cc = addressList(mail.cc);
  const bcc = addressList(mail.bcc);
  const replyTo = addressList(mail.replyTo);
  const returnPath = headerValue(fields, 'Return-Path').replace(/^<|>$/g, '');
  const subject = mail.subject ?? '';
  const text = mail.text ?? '';
  const listed = mail.attachments.filter((part) => part.filename || part.cid);
  const searched = [from ? [from] : [], to, cc, bcc, replyTo].map(addressText);
  return {
    ...receipt,
    source,
    messageId: headerValue(fields, 'Message-ID').replace(/^<|>$/g, ''),
    from,
    to,
    cc,
    bcc,
    replyTo,
    returnPath: returnPath || (from?.Address ?? ''),
    subject,
    date: headerValue(fields, 'Date') && mail.date ? mail.date.toISOString() : receipt.created,
    text,
    html: typeof mail.html === 'string' ? mail.html : '',
    inline: listed.filter(isInline).map(describe),
    attachments: listed.filter((part) => !isInline(part)).map(describe),
    attachmentCount: mail.attachments.filter((part) => !isInline(part)).length,
    parts: new Map(
      mail.attachments.map((part) => [
        part.partId ?? '',
        {
          contentType: part.contentType,
          fileName: part.filename ?? part.cid ?? '',
          content: part.content,
        },
      ]),
    ),
    snippet: snippetOf(text),
    searchText: cleanText(
      [...searched, returnPath, subject, text, ...listed.map((part) => part.filename ?? '')].join(
        ' ',
      ),
    ),
  };
}

/** Mailpit's MessageSummary, for the lists. */
export function summaryJson(message: CaughtMessage) {
  return {
    ID: message.id,
    MessageID: message.messageId,
    Read: message.read,
    From: message.from ?? { Name: '', Address: '' },
    To: message.to,
    Cc: message.cc,
    Bcc: message.bcc,
    ReplyTo: message.replyTo,
    Subject: message.subject,
    Created: message.created,
    Username: message.username,
    Tags: [],
    Size: message.source.length,
    Attachments: message.attachmentCount,
    Snippet: message.snippet,
  };
}

/** Mailpit's Message, for GET /api/v1/message/{ID}. */
export function messageJson(message: CaughtMessage) {
  return {
    ID: message.id,
    MessageID: message.messageId,
    From: message.from,
    To: message.to,
    Cc: message.cc,
    Bcc: message.bcc,
    ReplyTo: message.replyTo,
    ReturnPath: message.returnPath,
    Subject: message.subject,
    Date: message.date,
    Tags: [],
    Username: message.username,
    Text: message.text,
    HTML: message.html,
    Size: message.source.length,
    Inline: message.inline,
    Attachments: message.attachments,
  };
}
