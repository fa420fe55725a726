/*
 * Reads the fields a booth needs from a vCard 2.1, 3.0 or 4.0, as badge printers write them:
 * folded lines, groups (`item1.EMAIL`), bare 2.1 parameters, quoted-printable with a
 * charset, and backslash escapes. Only the first card counts.
 */

export interface VCardFields {
  /** FN, or N's given, additional and family names when FN is missing or empty. */
  name?: string;
  email?: string;
  /** ORG's first component: the organisation, not its department. */
  company?: string;
  /** TITLE, or ROLE when there is no TITLE. */
  title?: string;
  urls: string[];
}

interface Property {
  name: string;
  params: string[];
  value: string;
}

/** Joins folded lines: a line break followed by a space or a tab continues the line. */
function unfold(text: string): string[] {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .replace(/\n[ \t]/g, '')
    .split('\n');
  // Quoted-printable ends a line it continues with a soft break: '=' at the end.
  const joined: string[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    if (previous !== undefined && /QUOTED-PRINTABLE/i.test(previous) && previous.endsWith('=')) {
      joined[joined.length - 1] = previous.slice(0, -1) + line;
    } else {
      joined.push(line);
    }
  }
  return joined;
}

function parseLine(line: string): Property | null {
  const colon = line.indexOf(':');
  if (colon < 1) return null;
  const [head = '', ...params] = line.slice(0, colon).split(';');
  const name = head.replace(/^[\w-]+\./, '').toUpperCase();
  return { name, params: params.map((param) => param.trim()), value: line.slice(colon + 1) };
}

function param(property: Property, key: string): string | undefined {
  const prefix = `${key}=`;
  const found = property.params.find((entry) => entry.toUpperCase().startsWith(prefix));
  return found?.slice(prefix.length).replace(/^"|"$/g, '');
}

/** Decodes `=XX` bytes in the card's charset (UTF-8 unless it names another). */
function decodeQuotedPrintable(value: string, charset: string): string {
  const bytes: number[] = [];
  for (let index = 0; index < value.length; index += 1) {
    const hex = value.slice(index + 1, index + 3);
    if (value[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(value.charCodeAt(index) & 0xff);
    }
  }
  try {
    return new TextDecoder(charset).decode(new Uint8Array(bytes));
  } catch {
    return new TextDecoder().decode(new Uint8Array(bytes));
  }
}

/** The property's value as text: transfer encoding undone, components not yet split. */
function rawValue(property: Property): string {
  const encoding = param(property, 'ENCODING')?.toUpperCase();
  const quotedPrintable =
    encoding === 'QUOTED-PRINTABLE' ||
    property.params.some((entry) => entry.toUpperCase() === 'QUOTED-PRINTABLE');
  if (!quotedPrintable) return property.value;
  return decodeQuotedPrintable(property.value, param(property, 'CHARSET') ?? 'utf-8');
}

/**
 * Splits on `separator` where it is not escaped, then undoes the escapes of each part (an
 * escaped line break becomes a space: every field the booth fills is one line).
 */
export function splitEscaped(value: string, separator?: ';' | ','): string[] {
  const parts: string[] = [''];
  for (let index = 0; index < value.length; index += 1) {
    const char = value[index]!;
    if (char === '\\' && index + 1 < value.length) {
      const next = value[index + 1]!;
      parts[parts.length - 1] += /n/i.test(next) ? ' ' : next;
      index += 1;
    } else if (char === separator) {
      parts.push('');
    } else {
      parts[parts.length - 1] += char;
    }
  }
  return parts;
}

const isPreferred = (property: Property) =>
  property.params.some((entry) => /^(PREF(=1)?|TYPE=.*\bPREF\b.*)$/i.test(entry));

export function parseVCard(text: string): VCardFields {
  const start = text.search(/BEGIN:VCARD/i);
  const properties: Property[] = [];
  for (const line of unfold(text.slice(Math.max(start, 0)))) {
    const property = parseLine(line);
    if (property?.name === 'END' && /^VCARD$/i.test(property.value.trim())) break;
    if (property) properties.push(property);
  }
  const all = (name: string) => properties.filter((property) => property.name === name);
  const first = (name: string) => all(name)[0];
  const whole = (property: Property | undefined) =>
    property ? splitEscaped(rawValue(property))[0] : undefined;

  const structuredName = first('N');
  const [family, given, additional] = structuredName
    ? splitEscaped(rawValue(structuredName), ';')
    : [];
  const emails = all('EMAIL');
  return {
    name: whole(first('FN')) || [given, additional, family].filter(Boolean).join(' '),
    email: whole(emails.find(isPreferred) ?? emails[0])?.replace(/^mailto:/i, ''),
    company: first('ORG') && splitEscaped(rawValue(first('ORG')!), ';')[0],
    title: whole(first('TITLE')) || whole(first('ROLE')),
    urls: all('URL').map((property) => whole(property) ?? ''),
  };
}
