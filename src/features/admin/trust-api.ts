/*
 * The dashboard's calls for leads held as spam and for one person's data. Each is a
 * database function that checks for an admin at aal2 and writes the audit trail itself.
 */
import { failure } from '@/features/admin/api-failure';
import { getSupabase } from '@/lib/supabase';
import {
  leadKindNames,
  leadKindOfTable,
  leadKinds,
  type LeadKind,
} from '@/shared/leads/lead-kinds';

/** The kinds the database may hold as spam: their tables have held_at (the booth's has not). */
const holdableKinds = leadKindNames.filter((kind) =>
  leadKinds[kind].managedColumns?.some(({ name }) => name === 'held_at'),
);

export interface HeldLead {
  kind: LeadKind;
  id: string;
  created_at: string;
  email: string;
  person: string;
  held_reason: string;
  text: string;
}

export async function fetchHeldLeads(): Promise<HeldLead[]> {
  const lists = await Promise.all(
    holdableKinds.map(async (kind) => {
      const { table, admin, fields } = leadKinds[kind];
      // What the visitor wrote at length: a message, or an applicant's cover letter.
      const textColumn = fields.find((field) => field.input === 'textarea')?.name;
      // Held leads are hidden from the admin's table reads; only this function lists them.
      const { data, error } = await getSupabase().rpc('held_leads', { lead_table: table });
      if (error) throw failure(error);
      return (data as Record<string, string | null>[]).map((row): HeldLead => ({
        kind,
        id: String(row.id),
        created_at: String(row.created_at),
        email: String(row.email),
        person: String(row[admin.personField] ?? ''),
        held_reason: String(row.held_reason),
        text: String((textColumn && row[textColumn]) ?? ''),
      }));
    }),
  );
  return lists.flat().sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** Release sends the follow-up the hold kept back; discard deletes the lead. */
export async function decideHeldLead(lead: HeldLead, decision: 'release' | 'discard') {
  const name = decision === 'release' ? 'release_held_lead' : 'discard_held_lead';
  const { error } = await getSupabase().rpc(name, {
    lead_table: leadKinds[lead.kind].table,
    lead_id: lead.id,
  });
  if (error) throw failure(error);
}

/** What export_person answers: every lead of every kind under one address. */
export interface PersonRecord {
  email: string;
  exported_at: string;
  leads: Record<string, Record<string, unknown>[]>;
  lead_notifications: unknown[];
  resumes: { name: string; size: number; mimetype: string; created_at: string }[];
}

export async function exportPerson(email: string): Promise<PersonRecord> {
  const { data, error } = await getSupabase().rpc('export_person', { email });
  if (error) throw failure(error);
  return data as unknown as PersonRecord;
}

export async function erasePerson(email: string): Promise<number> {
  const { data, error } = await getSupabase().rpc('erase_person', { email });
  if (error) throw failure(error);
  const rows = (data as { rows?: Record<string, number> }).rows ?? {};
  return Object.values(rows).reduce((sum, count) => sum + count, 0);
}

/** The kind a table's leads are, for labels. */
export function kindLabelOf(table: string): string {
  const kind = leadKindOfTable(table);
  return kind ? leadKinds[kind].label : table;
}
