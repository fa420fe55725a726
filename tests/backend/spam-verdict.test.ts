// Holds private.spam_verdict, the one function with every rule that holds a lead as spam
// (supabase/migrations/20261126000200_hold_spam.sql), to the corpus of real spam and real
// enquiries in spam-corpus.ts. The rate rule needs request headers and is tested per actor
// in supabase/tests/database/spam-hold.test.sql.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLocalDatabase, type LocalDatabase } from 'local-supabase/open-local-database';
import { spamCorpus, type LeadTable, type SpamCorpusEntry } from './spam-corpus.ts';
import { projectDir } from '../../scripts/local-backend/project.ts';

let catalog: LocalDatabase;

beforeAll(async () => {
  catalog = await openLocalDatabase('memory', { projectDir });
});

afterAll(async () => {
  await catalog?.close();
});

/** What a stored lead needs besides what the corpus gives it. */
const required: Record<LeadTable, Record<string, string>> = {
  consultations: { email: 'earlier@example.com' },
  contact_submissions: { email: 'earlier@example.com' },
  job_applications: {
    email: 'earlier@example.com',
    phone: '+91 90000 00000',
    location: 'Bangalore',
    years_of_experience: 'Student / fresher',
    availability: 'Immediately',
  },
};

/** The verdict on the entry's lead, its earlier lead stored first; nothing is kept. */
function verdictOn({ table, lead, before }: SpamCorpusEntry): Promise<string | null> {
  return catalog.db.session(async (conn) => {
    await conn.query('begin');
    try {
      if (before) {
        const row = { ...required[table], ...before };
        const columns = Object.keys(row).join(', ');
        await conn.query(
          `insert into public.${table} (${columns})
           select ${columns} from jsonb_populate_record(null::public.${table}, $1::jsonb)`,
          [JSON.stringify(row)],
        );
      }
      const [result] = await conn.query<{ verdict: string | null }>(
        'select private.spam_verdict($1, $2::jsonb, null) as verdict',
        [table, JSON.stringify(lead)],
      );
      return result?.verdict ?? null;
    } finally {
      await conn.query('rollback');
    }
  });
}

describe('the spam verdict', () => {
  it.each(spamCorpus.map((entry) => [entry.label, entry] as const))('%s', async (_, entry) => {
    expect(await verdictOn(entry)).toBe(entry.verdict);
  });

  it('is held to at least 12 spam messages, of every content rule, and 12 real enquiries', () => {
    const spam = spamCorpus.filter((entry) => entry.verdict !== null);
    expect(spam.length).toBeGreaterThanOrEqual(12);
    expect(spamCorpus.length - spam.length).toBeGreaterThanOrEqual(12);
    expect(new Set(spam.map((entry) => entry.verdict))).toEqual(
      new Set(['too_many_links', 'mostly_links', 'repeated_content']),
    );
  });
});
