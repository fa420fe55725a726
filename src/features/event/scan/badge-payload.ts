/*
 * What a badge's QR code says about its wearer, in the event lead form's terms. Reads a
 * vCard (2.1, 3.0, 4.0), a MeCard, a mailto: link, a bare e-mail address or a LinkedIn
 * profile URL; anything else (a ticket number, a web page) is nothing usable: null.
 */
import { parseVCard, splitEscaped } from '@/features/event/scan/vcard';
import { emailPattern } from '@/shared/leads/lead-field';

export interface BadgeFields {
  /** Full Name. */
  name?: string;
  email?: string;
  company?: string;
  /** Job Title. */
  title?: string;
  /**
   * A LinkedIn profile, as https://www.linkedin.com/in/<slug>, for the Notes. No name is
   * guessed from the slug: people choose slugs freely ('ada-l-1815', 'countess42') and they
   * lose case and accents, so a guess would often thank a visitor by a wrong name.
   */
  linkedin?: string;
}

/** One line of plain text: whitespace of any kind collapsed, mojibake repaired. */
function clean(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const text = repairMojibake(value).replace(/\s+/g, ' ').trim();
  return text === '' ? undefined : text;
}

/**
 * UTF-8 read as Latin-1 ('JosÃ©' for 'José') is what a badge printer without an ECI marker
 * often produces: such text is turned back into the UTF-8 it was, when it decodes cleanly.
 */
function repairMojibake(value: string): string {
  const codes = Array.from(value, (char) => char.charCodeAt(0));
  if (!/[\u00c2-\u00f4][\u0080-\u00bf]/.test(value) || codes.some((code) => code > 0xff)) {
    return value;
  }
  const bytes = Uint8Array.from(codes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return value;
  }
}

function cleanEmail(value: string | undefined): string | undefined {
  const email = clean(value);
  return email && emailPattern.test(email) ? email : undefined;
}

const linkedInProfile =
  /^(?:https?:\/\/)?(?:[a-z]{2,3}\.|www\.)?linkedin\.com\/in\/([^/?#\s]+)\/?(?:[?#]\S*)?$/i;

function linkedInUrl(text: string): string | undefined {
  const slug = linkedInProfile.exec(text.trim())?.[1];
  return slug ? `https://www.linkedin.com/in/${slug}` : undefined;
}

/** MeCard: `MECARD:N:Last,First;EMAIL:…;ORG:…;TITLE:…;;`, with backslash escapes. */
function parseMeCard(text: string): BadgeFields {
  const fields = new Map<string, string>();
  for (const part of splitKeepingEscapes(text.replace(/^MECARD:/i, ''))) {
    const colon = part.indexOf(':');
    if (colon < 1) continue;
    const key = part.slice(0, colon).trim().toUpperCase();
    if (!fields.has(key)) fields.set(key, part.slice(colon + 1));
  }
  const [last, first] = splitEscaped(fields.get('N') ?? '', ',');
  const unescape = (key: string) => splitEscaped(fields.get(key) ?? '')[0];
  return {
    name: [first, last].filter(Boolean).join(' '),
    email: unescape('EMAIL'),
    company: unescape('ORG'),
    title: unescape('TITLE'),
    linkedin: linkedInUrl(unescape('URL') ?? ''),
  };
}

/** Splits MeCard fields on unescaped semicolons, leaving escapes for each field to undo. */
function splitKeepingEscapes(text: string): string[] {
  return text.match(/(?:\\.|[^;\\])+/g) ?? [];
}

/** `mailto:ada@example.com?subject=…`: the first recipient; subject and body are ignored. */
function parseMailto(text: string): BadgeFields {
  const recipients = text.trim().slice('mailto:'.length).split('?')[0] ?? '';
  try {
    return { email: decodeURIComponent(recipients.split(',')[0] ?? '') };
  } catch {
    return {};
  }
}

function parseVCardFields(text: string): BadgeFields {
  const card = parseVCard(text);
  return { ...card, linkedin: card.urls.map(linkedInUrl).find(Boolean) };
}

function read(text: string): BadgeFields {
  const trimmed = text.trim();
  if (/BEGIN:VCARD/i.test(trimmed)) return parseVCardFields(trimmed);
  if (/^MECARD:/i.test(trimmed)) return parseMeCard(trimmed);
  if (/^mailto:/i.test(trimmed)) return parseMailto(trimmed);
  if (emailPattern.test(trimmed)) return { email: trimmed };
  return { linkedin: linkedInUrl(trimmed) };
}

/** The badge's fields, each one line of plain text, or null when none is usable. */
export function parseBadge(text: string): BadgeFields | null {
  const raw = read(text);
  const fields: BadgeFields = {
    name: clean(raw.name),
    email: cleanEmail(raw.email),
    company: clean(raw.company),
    title: clean(raw.title),
    linkedin: raw.linkedin,
  };
  const found = Object.entries(fields).filter(([, value]) => value !== undefined);
  return found.length > 0 ? (Object.fromEntries(found) as BadgeFields) : null;
}
