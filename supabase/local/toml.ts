// A reader for the part of TOML that supabase/config.toml uses: tables, dotted and quoted
// keys, strings (basic, literal, multi-line), booleans, numbers, arrays and inline
// tables. Runs in Node, with no dependency. Invariant: anything else (dates, arrays of
// tables, hex numbers) is refused with the file's line number, never misread.

export type TomlValue = string | number | boolean | TomlValue[] | { [key: string]: TomlValue };

/** Every value of the document by its full dotted key, e.g. 'auth.email.enable_confirmations'. */
export type TomlKeys = Map<string, TomlValue>;

const bareKey = /[A-Za-z0-9_-]/;
const numberShape = /^[+-]?(?:\d[\d_]*)(?:\.\d[\d_]*)?(?:[eE][+-]?\d+)?$/;
const basicEscapes: Record<string, string> = {
  b: '\b',
  t: '\t',
  n: '\n',
  f: '\f',
  r: '\r',
  '"': '"',
  '\\': '\\',
};

export function parseToml(text: string, source = 'TOML'): TomlKeys {
  let pos = 0;
  const keys: TomlKeys = new Map();

  const fail = (problem: string): never => {
    const line = text.slice(0, pos).split('\n').length;
    throw new Error(`${source}:${line}: ${problem}`);
  };
  const skipSpaces = () => {
    while (text[pos] === ' ' || text[pos] === '\t') pos += 1;
  };
  /** Spaces, newlines and comments: what may sit between array items and statements. */
  const skipBlank = () => {
    for (;;) {
      skipSpaces();
      if (text[pos] === '#') while (pos < text.length && text[pos] !== '\n') pos += 1;
      if (text[pos] === '\n' || text[pos] === '\r') pos += 1;
      else return;
    }
  };
  const endOfLine = () => {
    skipSpaces();
    if (text[pos] === '#') while (pos < text.length && text[pos] !== '\n') pos += 1;
    if (text[pos] === '\r') pos += 1;
    if (pos < text.length && text[pos] !== '\n') fail(`unexpected '${text[pos]}' after a value`);
  };

  const basicString = (multiline: boolean): string => {
    const close = multiline ? '"""' : '"';
    let out = '';
    if (multiline && text[pos] === '\n') pos += 1;
    while (!text.startsWith(close, pos)) {
      const char = text[pos];
      if (char === undefined || (!multiline && char === '\n')) fail('unterminated string');
      if (char === '\\') {
        const code = text[pos + 1] ?? '';
        if (code === 'u' || code === 'U') {
          const length = code === 'u' ? 4 : 8;
          const hex = text.slice(pos + 2, pos + 2 + length);
          if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length !== length) fail('bad unicode escape');
          out += String.fromCodePoint(parseInt(hex, 16));
          pos += 2 + length;
        } else if (multiline && (code === '\n' || code === '\r' || code === ' ')) {
          // A line-ending backslash trims the newline and the whitespace after it.
          pos += 1;
          while (/\s/.test(text[pos] ?? '')) pos += 1;
        } else {
          const escaped = basicEscapes[code];
          if (escaped === undefined) fail(`bad escape \\${code}`);
          out += escaped;
          pos += 2;
        }
      } else {
        out += char;
        pos += 1;
      }
    }
    pos += close.length;
    return out;
  };

  const literalString = (multiline: boolean): string => {
    const close = multiline ? "'''" : "'";
    if (multiline && text[pos] === '\n') pos += 1;
    const end = text.indexOf(close, pos);
    const value = end < 0 ? fail('unterminated string') : text.slice(pos, end);
    if (!multiline && value.includes('\n')) fail('unterminated string');
    pos = end + close.length;
    return value;
  };

  const key = (): string[] => {
    const parts: string[] = [];
    for (;;) {
      skipSpaces();
      const char = text[pos];
      if (char === '"') {
        pos += 1;
        parts.push(basicString(false));
      } else if (char === "'") {
        pos += 1;
        parts.push(literalString(false));
      } else {
        const start = pos;
        while (bareKey.test(text[pos] ?? '')) pos += 1;
        if (pos === start) fail('expected a key');
        parts.push(text.slice(start, pos));
      }
      skipSpaces();
      if (text[pos] !== '.') return parts;
      pos += 1;
    }
  };

  const value = (): TomlValue => {
    const char = text[pos];
    if (char === '"' || char === "'") {
      const multiline = text.startsWith(char.repeat(3), pos);
      pos += multiline ? 3 : 1;
      return char === '"' ? basicString(multiline) : literalString(multiline);
    }
    if (char === '[') {
      pos += 1;
      const items: TomlValue[] = [];
      for (;;) {
        skipBlank();
        if (text[pos] === ']') break;
        items.push(value());
        skipBlank();
        if (text[pos] === ',') pos += 1;
        else if (text[pos] !== ']') fail("expected ',' or ']' in an array");
      }
      pos += 1;
      return items;
    }
    if (char === '{') {
      pos += 1;
      const table: Record<string, TomlValue> = {};
      skipSpaces();
      while (text[pos] !== '}') {
        const path = key();
        if (text[pos] !== '=') fail("expected '=' in an inline table");
        pos += 1;
        skipSpaces();
        table[path.join('.')] = value();
        skipSpaces();
        if (text[pos] === ',') pos += 1;
        else if (text[pos] !== '}') fail("expected ',' or '}' in an inline table");
        skipSpaces();
      }
      pos += 1;
      return table;
    }
    const start = pos;
    while (pos < text.length && !/[\s,\]}#]/.test(text[pos] ?? '')) pos += 1;
    const word = text.slice(start, pos);
    if (word === 'true' || word === 'false') return word === 'true';
    if (numberShape.test(word)) return Number(word.replaceAll('_', ''));
    return fail(`unsupported value '${word}'`);
  };

  const store = (path: string, item: TomlValue) => {
    if (keys.has(path)) fail(`'${path}' is defined twice`);
    keys.set(path, item);
    if (item && typeof item === 'object' && !Array.isArray(item)) {
      for (const [name, inner] of Object.entries(item)) store(`${path}.${name}`, inner);
    }
  };

  let table = '';
  for (;;) {
    skipBlank();
    if (pos >= text.length) return keys;
    if (text.startsWith('[[', pos)) fail('arrays of tables are not supported');
    if (text[pos] === '[') {
      pos += 1;
      table = key().join('.');
      if (text[pos] !== ']') fail("expected ']' after a table name");
      pos += 1;
      endOfLine();
      continue;
    }
    const path = [table, ...key()].filter(Boolean).join('.');
    if (text[pos] !== '=') fail("expected '=' after a key");
    pos += 1;
    skipSpaces();
    store(path, value());
    endOfLine();
  }
}
