// The parity corpus: for every field of every lead kind, values at and past its limits,
// blank in Unicode ways, HTML, spreadsheet formulas, emoji, NUL, lone surrogates and very
// long strings, each placed in an otherwise valid lead.
import type {
  ChoicesField,
  InstantsField,
  LeadField,
  PagesField,
  TextField,
} from '../../src/shared/leads/lead-field.ts';
import type { LeadKindDescription } from '../../src/shared/leads/lead-kind.ts';

export interface CorpusEntry {
  field: string;
  label: string;
  lead: Record<string, unknown>;
}

/** A value the field accepts. */
export function validValue(field: LeadField): unknown {
  if (field.input === 'choices') return field.options.values.slice(0, 2);
  if (field.input === 'consent') return true;
  // Long past: a valid request the database keeps as a wish, booking nothing.
  if (field.input === 'instants') return ['2026-01-15T10:00:00.000Z'];
  if (field.input === 'pages') return field.pages.slice(0, 2).map((page) => page.path);
  return validText(field);
}

function validText(field: TextField): string {
  if (field.options) return field.options.values[0] ?? '';
  if (field.shape?.kind === 'email') return 'ada@example.com';
  if (field.shape?.kind === 'url') return 'https://example.com/ada';
  if (field.shape?.kind === 'date') return '2026-12-01';
  if (field.shape?.kind === 'uuid') return '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';
  if (field.shape?.kind === 'instant') return '2026-11-23T09:30:00.000Z';
  if (field.shape?.kind === 'origin') return 'https://news.example';
  if (field.shape?.kind === 'path') return '/services';
  if (field.shape?.kind === 'timeZone') return 'Asia/Kolkata';
  return 'x'.repeat(Math.max(field.min?.value ?? 0, 3));
}

/** A value of exactly `length` characters that is otherwise valid for the field. */
function ofLength(field: TextField, length: number, filler = 'a'): string {
  if (field.shape?.kind === 'email')
    return filler.repeat(length - '@example.com'.length) + '@example.com';
  if (field.shape?.kind === 'url') return 'https://example.com/' + filler.repeat(length - 20);
  if (field.shape?.kind === 'origin') return 'https://' + filler.repeat(length - 8);
  if (field.shape?.kind === 'path') return '/' + filler.repeat(length - 1);
  return filler.repeat(length);
}

const hostile: [string, string][] = [
  ['HTML', '<b>x</b>@evil'],
  ['script tag', '<script>alert(1)</script>'],
  ['formula', '=HYPERLINK("https://evil.example","x")'],
  ['formula +', '+1+1'],
  ['formula @', '@SUM(A1:A9)'],
  ['NUL', 'a\u0000b'],
  ['lone high surrogate', 'a\ud800b'],
  ['lone low surrogate', 'a\udc00b'],
  ['emoji', '😀 hello'],
  ['zero-width space only', '\u200b'],
  ['very long', 'x'.repeat(100_000)],
  ['javascript URL', 'javascript:alert(1)'],
  ['URL with user info', 'https://user@example.com/'],
  ['URL with a space', 'https://example.com/a b'],
  ['mixed-case option', 'ai intern'],
];

/** Blank in every way JavaScript's trim knows. */
const blanks: [string, string][] = [
  ['empty', ''],
  ['ASCII spaces', '   '],
  ['no-break spaces', '\u00a0\u00a0'],
  ['ideographic and em spaces', '\u3000\u2003'],
  ['line ends', '\n\r\u2028'],
];

/** Lists of starts: none, the most allowed, one too many, and what is no list of instants. */
function instantsValues(field: InstantsField): [string, unknown][] {
  const starts = Array.from(
    { length: field.max.value + 1 },
    (_, index) => `2026-01-15T1${index}:00:00.000Z`,
  );
  return [
    ['missing', undefined],
    ['null', null],
    ['one', starts.slice(0, 1)],
    ['the most allowed', starts.slice(0, field.max.value)],
    ['one too many', starts],
    ['an empty list', []],
    ['words', ['tomorrow at nine']],
    ['a string, not a list', starts[0]],
    ['a list in a list', [starts.slice(0, 1)]],
  ];
}

/** Lists of options: none, all, repeats, near misses, and what is not a list at all. */
function choicesValues(field: ChoicesField): [string, unknown][] {
  const { values } = field.options;
  const first = values[0] ?? '';
  return [
    ['none', []],
    ['missing', undefined],
    ['null', null],
    ['every option', [...values]],
    ['an option twice', [first, first]],
    ['an unknown option', ['Something else']],
    ['an option in lower case', [first.toLowerCase()]],
    ['an option padded with spaces', [` ${first} `]],
    ['a null option', [null]],
    ['an empty option', ['']],
    ['an option with NUL', [`${first}\u0000`]],
    ['a string, not a list', first],
    ['a list in a list', [[first]]],
    ['a very long list', Array.from({ length: 10_000 }, () => first)],
  ];
}

/** Lists of pages: none, all, repeats, paths off the list or near it, and what is no list. */
function pagesValues(field: PagesField): [string, unknown][] {
  const paths = field.pages.map((page) => page.path);
  const first = paths[0] ?? '';
  return [
    ['missing', undefined],
    ['null', null],
    ['an empty list', []],
    ['one', [first]],
    ['every page', paths],
    ['a page twice', [first, first]],
    ['a page off the list', ['/admin']],
    ['another site', ['https://phish.example/login']],
    ['a listed page on another site', [`https://phish.example${first}`]],
    ['a page with a query', [`${first}?next=https://phish.example`]],
    ['a page with a trailing slash', [`${first}/`]],
    ['a page in upper case', [first.toUpperCase()]],
    ['a page padded with spaces', [` ${first} `]],
    ['a null page', [null]],
    ['an empty page', ['']],
    ['a string, not a list', first],
    ['a list in a list', [[first]]],
    ['a very long list', Array.from({ length: 10_000 }, () => first)],
  ];
}

function consentValues(): [string, unknown][] {
  return [
    ['ticked', true],
    ['not ticked', false],
    ['missing', undefined],
    ['null', null],
  ];
}

function valuesFor(field: LeadField): [string, unknown][] {
  if (field.input === 'choices') return choicesValues(field);
  if (field.input === 'consent') return consentValues();
  if (field.input === 'instants') return instantsValues(field);
  if (field.input === 'pages') return pagesValues(field);
  return textValues(field);
}

function textValues(field: TextField): [string, unknown][] {
  const valid = validText(field);
  const values: [string, unknown][] = [
    ['valid', valid],
    ['missing', undefined],
    ['null', null],
    ...hostile,
  ];
  if (field.shape?.kind === 'date') {
    values.push(
      ['impossible date', '2026-02-30'],
      ['words', 'tomorrow'],
      ['US style', '12/01/2026'],
      ['year 0', '0000-01-01'],
      ['leap day', '2028-02-29'],
    );
  }
  if (field.shape?.kind === 'instant') {
    values.push(
      ['impossible day', '2026-02-30T09:30:00.000Z'],
      ['hour 24', '2026-11-23T24:00:00.000Z'],
      ['without milliseconds', '2026-11-23T09:30:00Z'],
      ['with an offset', '2026-11-23T09:30:00.000+05:30'],
      ['words', 'now'],
      ['date only', '2026-11-23'],
    );
  }
  if (field.shape?.kind === 'origin') {
    values.push(
      ['with a port', 'http://localhost:4173'],
      ['with a path', 'https://news.example/story'],
      ['with a trailing slash', 'https://news.example/'],
      ['with a query', 'https://news.example?ref=1'],
      ['with user info', 'https://ada@news.example'],
      ['upper-case scheme', 'HTTPS://news.example'],
      ['another scheme', 'android-app://com.example'],
      ['no-break space in the host', 'https://news\u00a0example'],
    );
  }
  if (field.shape?.kind === 'path') {
    values.push(
      ['the root', '/'],
      ['not from the root', 'services'],
      ['a full URL', 'https://example.com/services'],
      ['two slashes', '//evil.example'],
      ['percent-encoded', '/case-studies/caf%C3%A9'],
      ['a space inside', '/case studies'],
      ['an ideographic space inside', '/case\u3000studies'],
    );
  }
  if (field.shape?.kind === 'timeZone') {
    values.push(
      ['an older alias', 'Asia/Calcutta'],
      ['UTC', 'UTC'],
      ['lower case', 'asia/kolkata'],
      ['an offset', '+05:30'],
      ['a made-up city', 'Asia/Atlantis'],
      ['a POSIX rule', 'UTC+3'],
      ['a path', '../../etc/passwd'],
    );
  }
  if (field.shape?.kind === 'uuid') {
    values.push(
      ['upper case', '3F2B8C1E-9A4D-4E6F-8B7A-1C2D3E4F5A6B'],
      ['without hyphens', '3f2b8c1e9a4d4e6f8b7a1c2d3e4f5a6b'],
      ['in braces', '{3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b}'],
    );
  }
  values.push(...blanks);
  values.push(['padded with Unicode spaces', `\u00a0${valid}\u3000`]);
  if (!field.options) {
    values.push([`max (${field.max.value})`, ofLength(field, field.max.value)]);
    values.push([`max + 1`, ofLength(field, field.max.value + 1)]);
    if (!field.shape) {
      values.push(['max in emoji', '😀'.repeat(field.max.value)]);
      values.push(['max + 1 in emoji', '😀'.repeat(field.max.value + 1)]);
    }
  }
  if (field.min) {
    values.push([`min - 1 (${field.min.value - 1})`, ofLength(field, field.min.value - 1)]);
    values.push([`min (${field.min.value})`, ofLength(field, field.min.value)]);
  }
  for (const option of field.options?.values ?? []) values.push([`option ${option}`, option]);
  return values;
}

export function corpusFor(description: LeadKindDescription): CorpusEntry[] {
  const base = Object.fromEntries(
    description.fields.map((field) => [field.name, validValue(field)]),
  );
  return description.fields.flatMap((field) =>
    valuesFor(field).map(([label, value]) => {
      const lead: Record<string, unknown> = { ...base };
      if (value === undefined) delete lead[field.name];
      else lead[field.name] = value;
      return { field: field.name, label, lead };
    }),
  );
}
