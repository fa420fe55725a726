// The header section of a raw message, read and rewritten the way Mailpit's SMTP side does
// (Go's net/mail and textproto): fields unfolded in order, names in Go's canonical form.
// Runs in Node, inside the mail catcher.
// Invariant: rewriting keeps every byte of the body and of the fields it does not replace.
export interface HeaderField {
  name: string;
  value: string;
}

/** Where the header section ends: the empty line, or the end of a message without a body. */
function headEnd(source: Buffer): number {
  const crlf = source.indexOf('\r\n\r\n');
  const lf = source.indexOf('\n\n');
  if (crlf === -1) return lf === -1 ? source.length : lf + 1;
  return lf === -1 || crlf < lf ? crlf + 2 : lf + 1;
}

/** The raw fields, each with its folded continuation lines. */
function rawFields(head: string): string[] {
  return head.split(/(?<=\n)(?![ \t])/).filter((field) => field.trim() !== '');
}

export function headerFields(source: Buffer): HeaderField[] {
  const head = source.subarray(0, headEnd(source)).toString('utf8');
  return rawFields(head).flatMap((field) => {
    const colon = field.indexOf(':');
    if (colon <= 0) return [];
    const value = field
      .slice(colon + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim();
    return [{ name: canonicalName(field.slice(0, colon).trim()), value }];
  });
}

/** Go's textproto.CanonicalMIMEHeaderKey, which names Mailpit's headers ("Message-Id"). */
export function canonicalName(name: string): string {
  return name.toLowerCase().replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => {
    return dash + letter.toUpperCase();
  });
}

/** The first value of a field, or ''. */
export function headerValue(fields: HeaderField[], name: string): string {
  return fields.find((field) => field.name === canonicalName(name))?.value ?? '';
}

/** GET /api/v1/message/{ID}/headers: every field's values by name, names in Go's map order. */
export function headerMap(source: Buffer): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const { name, value } of headerFields(source)) (map[name] ??= []).push(value);
  return Object.fromEntries(Object.entries(map).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** The source with `fields` first, replacing any field of the same name (as Mailpit stamps). */
export function withHeaders(source: Buffer, fields: HeaderField[]): Buffer {
  if (fields.length === 0) return source;
  const end = headEnd(source);
  // latin1 maps bytes to chars one to one, so unknown 8-bit bytes survive the round trip.
  const head = source.subarray(0, end).toString('latin1');
  const replaced = new Set(fields.map((field) => canonicalName(field.name)));
  const kept = rawFields(head).filter((field) => {
    const colon = field.indexOf(':');
    return colon <= 0 || !replaced.has(canonicalName(field.slice(0, colon).trim()));
  });
  const added = fields.map(({ name, value }) => `${name}: ${value}\r\n`);
  const newHead = Buffer.from([...added, ...kept].join(''), 'latin1');
  return Buffer.concat([newHead, source.subarray(end)]);
}
