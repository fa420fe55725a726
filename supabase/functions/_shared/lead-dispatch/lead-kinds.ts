// The lead kinds as the dispatcher knows them (lead-kinds.json, generated from the app's
// lead descriptions by npm run functions:kinds), and the short reference a visitor and an
// admin both see. Runs in Deno (the Edge Function) and Node (the embedded backend).
import kinds from './lead-kinds.json' with { type: 'json' };

export interface DispatchKind {
  kind: string;
  table: string;
  label: string;
  personField: string;
  firstStatus: string;
  /** What the mails restate; a `file` entry holds a stored file's path, shown by its name. */
  summary: { name: string; label: string; file?: boolean }[];
  promise: string;
  respondWithinHours: number;
  /**
   * Fields that hold pages of the site by path (an event lead's "Send me this"), with the
   * pages they may name: the acknowledgement links those, titled, and nothing else.
   */
  pages: { name: string; pages: { path: string; title: string }[] }[];
}

const byTable = new Map<string, DispatchKind>(kinds.map((kind) => [kind.table, kind]));

export function kindOfTable(table: string): DispatchKind {
  const kind = byTable.get(table);
  if (!kind) throw new Error(`no lead kind stores its leads in ${table}`);
  return kind;
}

/** The first eight hex digits of the lead's id, upper-cased: what a visitor quotes. */
export function leadReference(id: string): string {
  return id.replaceAll('-', '').slice(0, 8).toUpperCase();
}
