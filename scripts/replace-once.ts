/*
 * The build's string surgery on HTML and scripts: each replacement must meet its pattern
 * exactly once, or the build fails naming what it was for, instead of shipping a page that
 * quietly lacks a piece after Vite, React or a template changed what it writes.
 */

function occurrences(text: string, pattern: string | RegExp): number {
  if (typeof pattern === 'string') return text.split(pattern).length - 1;
  const flags = pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`;
  return [...text.matchAll(new RegExp(pattern.source, flags))].length;
}

/** `text` with the one match of `pattern` replaced; `what` names it in the error. */
export function replaceOnce(
  text: string,
  pattern: string | RegExp,
  replacement: string,
  what: string,
): string {
  const count = occurrences(text, pattern);
  if (count !== 1) {
    throw new Error(`${what}: expected ${String(pattern)} once, found it ${count} times`);
  }
  // A function, so a `$` in the replacement is not read as a replacement pattern.
  return text.replace(pattern, () => replacement);
}
