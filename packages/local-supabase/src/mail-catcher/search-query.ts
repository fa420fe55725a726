// Mailpit's search language (https://mailpit.axllent.org/docs/usage/search-filters/), the
// subset a test or a developer needs: to:, from:, cc:, bcc:, reply-to:, addressed:,
// subject:, message-id:, is:read, is:unread, has:attachment, plain words, "quoted phrases",
// and - or ! before a term to exclude. Runs in Node, inside the mail catcher.
// Invariant: every term must match (AND), each case-insensitively, as a substring.
import type { Address, CaughtMessage } from './caught-message.ts';
import { cleanText } from './caught-message.ts';

type Test = (message: CaughtMessage) => boolean;

/** Mailpit's ArgsParser: words split on spaces outside double quotes, the quotes dropped. */
function terms(query: string): string[] {
  return (query.match(/(?:[^\s"]+|"[^"]*"?)+/g) ?? [])
    .map((term) => term.replaceAll('"', '').trim())
    .filter(Boolean);
}

const addressText = (addresses: Address[]) =>
  addresses.map(({ Name, Address }) => `${Name} ${Address}`.toLowerCase()).join('\n');

const addressFields: Record<string, (message: CaughtMessage) => Address[]> = {
  'to:': (message) => message.to,
  'from:': (message) => (message.from ? [message.from] : []),
  'cc:': (message) => message.cc,
  'bcc:': (message) => message.bcc,
  'reply-to:': (message) => message.replyTo,
  'addressed:': (message) => [
    ...(message.from ? [message.from] : []),
    ...message.to,
    ...message.cc,
    ...message.bcc,
    ...message.replyTo,
  ],
};

const flags: Record<string, Test> = {
  'is:read': (message) => message.read,
  'is:unread': (message) => !message.read,
  'has:attachment': (message) => message.attachmentCount > 0,
  'has:attachments': (message) => message.attachmentCount > 0,
};

function testOf(term: string): Test | null {
  const lower = term.toLowerCase();
  const flag = flags[lower];
  if (flag) return flag;
  for (const [prefix, addresses] of Object.entries(addressFields)) {
    if (!lower.startsWith(prefix)) continue;
    const wanted = cleanText(term.slice(prefix.length));
    return wanted ? (message) => addressText(addresses(message)).includes(wanted) : null;
  }
  if (lower.startsWith('subject:')) {
    const wanted = lower.slice('subject:'.length);
    return wanted ? (message) => message.subject.toLowerCase().includes(wanted) : null;
  }
  if (lower.startsWith('message-id:')) {
    const wanted = cleanText(term.slice('message-id:'.length));
    return wanted ? (message) => message.messageId.toLowerCase().includes(wanted) : null;
  }
  const wanted = cleanText(term);
  return wanted ? (message) => message.searchText.includes(wanted) : null;
}

/** A test every term of `query` must pass; a query of no terms matches every message. */
export function searchFilter(query: string): Test {
  const tests = terms(query).flatMap((term) => {
    const exclude = term.length > 1 && (term.startsWith('-') || term.startsWith('!'));
    const test = testOf(exclude ? term.slice(1) : term);
    if (!test) return [];
    return [exclude ? (message: CaughtMessage) => !test(message) : test];
  });
  return (message) => tests.every((test) => test(message));
}
