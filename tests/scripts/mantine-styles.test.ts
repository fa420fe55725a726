// src/app/mantine-styles.css imports Mantine's stylesheets one component at a time. This
// holds the list to what src/ uses: every Mantine component imported from '@mantine/core'
// (and by @mantine/notifications), followed through Mantine's own imports to the CSS
// modules it may render, needs its stylesheet in the list or a "Left out:" reason there;
// and a component stylesheet no such component needs is listed only with a comment on its
// line. A sheet that only a lazily loaded part renders is adopted by that part instead
// (`?inline`, src/lib/adopt-styles.ts) and must stay off the list. Runs in Node under vitest.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const coreDir = 'node_modules/@mantine/core/esm';
const list = readFileSync('src/app/mantine-styles.css', 'utf8');

/** The names a file imports as values from `from`. */
function importedNames(source: string, from: string): string[] {
  const imports = source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+["']([^"']+)["']/g);
  return [...imports]
    .filter(([, type, , module]) => !type && module === from)
    .flatMap(([, , names]) => names!.split(','))
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0]!);
}

const filesIn = (dir: string, pattern: RegExp) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'));

/** What src/ takes from '@mantine/core', with what @mantine/notifications takes if used. */
function usedNames(): Set<string> {
  const sources = filesIn('src', /\.tsx?$/);
  const names = sources.flatMap((source) => importedNames(source, '@mantine/core'));
  if (sources.some((source) => source.includes("from '@mantine/notifications'"))) {
    const notifications = filesIn('node_modules/@mantine/notifications/esm', /\.mjs$/);
    names.push(...notifications.flatMap((source) => importedNames(source, '@mantine/core')));
  }
  return new Set(names);
}

/** The stylesheet names (Button for Button.module.mjs) the named exports may render. */
function neededSheets(names: Set<string>): Set<string> {
  const index = readFileSync(join(coreDir, 'index.mjs'), 'utf8');
  // Null for what Mantine takes from another package (RemoveScroll): no Mantine CSS there.
  const fileOf = new Map<string, string | null>();
  for (const [, exported, path] of index.matchAll(/import \{([^}]*)\} from "([^"]+)"/g)) {
    const file = path!.startsWith('.') ? resolve(coreDir, path!) : null;
    for (const name of exported!.split(',')) fileOf.set(name.trim().split(/\s+as\s+/)[0]!, file);
  }
  const seen = new Set<string>();
  const sheets = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const sheet = /(\w+)\.module\.mjs$/.exec(file)?.[1];
    if (sheet) sheets.add(sheet);
    for (const [, path] of readFileSync(file, 'utf8').matchAll(/from "(\.[^"]+)"/g)) {
      visit(resolve(dirname(file), path!));
    }
  };
  for (const name of names) {
    const file = fileOf.get(name);
    if (file === undefined) throw new Error(`@mantine/core exports no ${name}`);
    if (file) visit(file);
  }
  return sheets;
}

/** Mantine's stylesheets that belong to no component: the baseline and the variables. */
const componentSheets = new Set(
  readdirSync(coreDir, { recursive: true })
    .map((path) => /(\w+)\.module\.mjs$/.exec(String(path))?.[1])
    .filter(Boolean),
);

const listed = [...list.matchAll(/@import '@mantine\/core\/styles\/(\w+)\.css';(.*)/g)].map(
  ([, sheet, rest]) => ({ sheet: sheet!, commented: rest!.includes('/*') }),
);
const leftOut = (/Left out: ([\w, ]+)/.exec(list)?.[1] ?? '')
  .split(',')
  .map((sheet) => sheet.trim())
  .filter(Boolean);

/** Stylesheets a lazily loaded part adopts when its code loads (src/lib/adopt-styles.ts). */
const adopted = filesIn('src', /\.ts$/).flatMap((source) =>
  [...source.matchAll(/from '@mantine\/core\/styles\/(\w+)\.css\?inline'/g)].map(
    ([, sheet]) => sheet!,
  ),
);

describe("the list of Mantine's stylesheets", () => {
  const needed = neededSheets(usedNames());

  it('has every stylesheet the components src/ uses may render', () => {
    const names = new Set([...listed.map(({ sheet }) => sheet), ...adopted]);
    const missing = [...needed].filter((sheet) => !names.has(sheet) && !leftOut.includes(sheet));
    expect(missing, 'add their @import, or a reason under "Left out:"').toEqual([]);
  });

  it('has no component stylesheet that nothing needs, unless a comment says why', () => {
    const unneeded = listed.filter(
      ({ sheet, commented }) => componentSheets.has(sheet) && !needed.has(sheet) && !commented,
    );
    expect(unneeded.map(({ sheet }) => sheet)).toEqual([]);
    expect(
      leftOut.filter((sheet) => !needed.has(sheet)),
      'stale "Left out:" names',
    ).toEqual([]);
  });

  it("keeps the booth's and the dashboard's own stylesheets off every page's first paint", () => {
    expect(adopted).toEqual(
      expect.arrayContaining(['Chip', 'Fieldset', 'Pill', 'PillsInput', 'Table', 'Pagination']),
    );
    const global = new Set(listed.map(({ sheet }) => sheet));
    expect(adopted.filter((sheet) => global.has(sheet) || !needed.has(sheet))).toEqual([]);
  });
});
