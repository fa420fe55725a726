// list(): the objects under a prefix folded into one level of folders and files, as hosted
// Storage's storage.search() answers (supabase/storage v1.70.6, migrations/tenant
// 0063-fix-search-name-relative-to-prefix.sql). Names are matched without regard to case and
// returned relative to the prefix; a folder is a name with a '/' after prefix + search, and
// comes back once, with null id, dates and metadata. Runs in Node; pure.

export type SortColumn = 'name' | 'updated_at' | 'created_at' | 'last_accessed_at';

export interface ListOptions {
  /** A folder: empty, or ending in '/'. */
  prefix: string;
  search: string;
  limit: number;
  offset: number;
  column: SortColumn;
  ascending: boolean;
}

/** A storage.objects row as list() reads it. */
export interface ListedRow {
  name: string;
  id: string;
  updated_at: unknown;
  created_at: unknown;
  last_accessed_at: unknown;
  metadata: unknown;
}

type Entry = Omit<ListedRow, 'id'> & { id: string | null };

const folderEntry = (name: string): Entry => ({
  name,
  id: null,
  updated_at: null,
  created_at: null,
  last_accessed_at: null,
  metadata: null,
});

/** search() compares lower(name) COLLATE "C": code units, which keys (all ASCII) share. */
const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export function listEntries(rows: ListedRow[], options: ListOptions): Entry[] {
  const { prefix, search, column, ascending } = options;
  const matched = (prefix + search).length;
  const direction = ascending ? 1 : -1;
  const folderOf = (name: string): string | null => {
    const slash = name.indexOf('/', matched);
    return slash < 0 ? null : name.slice(prefix.length, slash);
  };
  const sorted = [...rows].sort(
    (a, b) => direction * compareText(a.name.toLowerCase(), b.name.toLowerCase()),
  );
  const folders = new Map<string, Entry>();
  const files: Entry[] = [];
  // By name, folders and files interleave in name order; by a date, folders come first.
  const ordered: Entry[] = [];
  for (const row of sorted) {
    const folder = folderOf(row.name);
    if (folder === null) {
      const file = { ...row, name: row.name.slice(prefix.length) };
      files.push(file);
      if (column === 'name') ordered.push(file);
    } else if (!folders.has(folder.toLowerCase())) {
      folders.set(folder.toLowerCase(), folderEntry(folder));
      if (column === 'name') ordered.push(folderEntry(folder));
    }
  }
  if (column !== 'name') {
    const dated = files.sort(
      (a, b) => direction * compareText(sortValue(a[column]), sortValue(b[column])),
    );
    ordered.push(...folders.values(), ...dated);
  }
  return ordered.slice(options.offset, options.offset + options.limit);
}

/** A timestamp as text that sorts as the time does. */
function sortValue(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value);
}
