// The README's Layout section names what the repository holds: every path it names is
// tracked by git, and every top-level entry, every folder of src/ and of tests/ is named
// there (a glob such as tsconfig*.json names several). Runs in Node under vitest.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const tracked = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean);

/** The paths the Layout block names: a line's first column, nested under its folder. */
function namedPaths(readme: string): string[] {
  const section = readme.split('\n## Layout\n')[1] ?? '';
  const block = section.split('```')[1] ?? '';
  const named: string[] = [];
  let parent = '';
  for (const line of block.split('\n')) {
    const indent = line.length - line.trimStart().length;
    // Deeper lines continue the description on the line above.
    if (!line.trim() || indent > 2) continue;
    const [column = ''] = line.trim().split(/ {2,}/);
    const paths = column.split(/\s+/).map((token) => token.replace(/<[^>]+>\/$/, ''));
    if (indent === 0) parent = paths[0]?.endsWith('/') ? paths[0] : '';
    for (const path of paths) named.push(indent === 0 ? path : parent + path);
  }
  return named.filter(Boolean);
}

/** A named path as a pattern: a folder or file, or a glob; `whole` for an entry itself. */
const asPattern = (path: string, whole = false) =>
  new RegExp(
    `^${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}${whole ? '$' : ''}`,
  );

const isNamed = (entry: string, named: string[]) =>
  named.some((path) => asPattern(path, true).test(entry));

describe("the README's layout", () => {
  const named = namedPaths(readFileSync('README.md', 'utf8'));

  it('names only paths git tracks', () => {
    const missing = named.filter((path) => !tracked.some((file) => asPattern(path).test(file)));
    expect(missing).toEqual([]);
  });

  it('names every top-level entry and every folder of src/ and tests/', () => {
    const entries = new Set(
      tracked.flatMap((file) => {
        const parts = file.split('/');
        const top = parts.length > 1 ? `${parts[0]}/` : parts[0]!;
        const inner = ['src', 'tests'].includes(parts[0]!) && parts.length > 1;
        const second = parts.length > 2 ? `${parts[1]}/` : parts[1];
        return inner ? [top, `${top}${second}`] : [top];
      }),
    );
    const unnamed = [...entries].filter(
      (entry) => !entry.startsWith('.') && !isNamed(entry, named),
    );
    expect(unnamed).toEqual([]);
  });
});
