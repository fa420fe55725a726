// What the local backend refuses in any request before it reaches Postgres, which cannot
// store it: invalid UTF-8, NUL characters and lone UTF-16 surrogates, in the body or the
// query string. Each gets a 4xx with a message that names the problem, never a 500 from
// deep inside the database or bcrypt. Runs in Node.

const utf8 = new TextDecoder('utf-8', { fatal: true });
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The bytes as text, or null when they are not valid UTF-8. */
export function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return utf8.decode(bytes);
  } catch {
    return null;
  }
}

/** Why this text cannot be stored, or null when it can. */
function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'contains a NUL character (\\u0000)';
  if (loneSurrogate.test(text))
    return 'contains a lone UTF-16 surrogate, which is not valid Unicode';
  return null;
}

/** The first problem in any string (key or value) of a parsed JSON body. */
export function jsonProblem(value: unknown): string | null {
  if (typeof value === 'string') return textProblem(value);
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = jsonProblem(item);
      if (problem) return problem;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const problem = textProblem(key) ?? jsonProblem(item);
      if (problem) return problem;
    }
  }
  return null;
}

/** The problem in a raw query string (still %-encoded), or null. */
export function queryProblem(search: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(search.replaceAll('+', ' '));
  } catch {
    return 'is not valid %-encoded UTF-8';
  }
  return textProblem(decoded);
}
