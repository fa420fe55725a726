// The migration and pgTAP skeleton of a new lead kind, written from its description
// (src/shared/leads): the table with a column and a check per field as the four kinds have
// them, row-level security, indexes, and one call of private.attach_lead_table, which wires
// every trigger family (supabase/migrations/20261129000300_lead_table_registry.sql). Used by
// `npm run db:new-kind` and tests/backend/new-lead-kind-sql.test.ts.
import type { LeadKindDescription } from '../src/shared/leads/lead-kind.ts';
import {
  isNullable,
  isTextField,
  type LeadField,
  type TextField,
} from '../src/shared/leads/lead-field.ts';

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;
const list = (values: readonly string[]) => values.map(literal).join(', ');
const spaces = String.raw`\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff`;

/** The SQL a shape is checked with, as the four kinds' migrations check it. */
function shapeCheck(column: string, shape: NonNullable<TextField['shape']>['kind']): string {
  switch (shape) {
    case 'email':
      return `private.is_lead_email(${column})`;
    case 'url':
      return `private.is_lead_url(${column})`;
    case 'date':
      return `private.is_calendar_date(${column})`;
    case 'instant':
      return `private.is_instant(${column})`;
    case 'uuid':
      return `${column} ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'`;
    case 'origin':
      return `${column} ~ '^https?://[^/?#@${spaces}]+$'`;
    case 'path':
      return `${column} ~ '^/[^${spaces}]*$'`;
    case 'timeZone':
      throw new Error(
        `${column}: a time zone is checked against pg_timezone_names by a trigger of its own ` +
          '(20261128000300_limit_booking_links.sql); write that one by hand',
      );
  }
}

function columnOf(field: LeadField): string {
  if (field.input === 'choices') return `${field.name} text[] not null default '{}'`;
  if (field.input === 'consent') return `${field.name} boolean not null`;
  if (field.input === 'instants') return `${field.name} timestamptz[]`;
  if (field.input === 'pages') return `${field.name} text[]`;
  const fallback = field.fallback === undefined ? '' : ` default ${literal(field.fallback)}`;
  return `${field.name} text${isNullable(field) ? '' : ' not null'}${fallback}`;
}

function checksOf(table: string, field: LeadField): string[] {
  const name = `${table}_${field.name}`;
  if (field.input === 'choices') {
    return [
      `constraint ${name}_choices check (\n    ${field.name} <@ array[${list(field.options.values)}]\n` +
        `    and private.has_no_repeats(${field.name})\n` +
        `    and coalesce(array_ndims(${field.name}), 1) = 1\n  )`,
    ];
  }
  if (field.input === 'consent') return [`constraint ${name}_given check (${field.name})`];
  if (field.input === 'pages') {
    // The list in the check itself; event_leads checks against a table from a trigger
    // instead, which also stores an empty list as null (20261201000300_send_me_this.sql).
    const paths = field.pages.map((page) => page.path);
    return [
      `constraint ${name}_pages check (\n    cardinality(${field.name}) >= 1\n` +
        `    and array_ndims(${field.name}) = 1\n` +
        `    and ${field.name} <@ array[${list(paths)}]\n` +
        `    and private.has_no_repeats(${field.name})\n  )`,
    ];
  }
  if (field.input === 'instants') {
    return [
      `constraint ${name}_count check (\n    cardinality(${field.name}) between 1 and ${field.max.value}\n` +
        `    and array_ndims(${field.name}) = 1\n  )`,
    ];
  }
  const length = field.min
    ? `char_length(${field.name}) between ${field.min.value} and ${field.max.value}`
    : `char_length(${field.name}) <= ${field.max.value}`;
  return [
    `constraint ${name}_length check (${length})`,
    ...(field.shape
      ? [`constraint ${name}_shape check (${shapeCheck(field.name, field.shape.kind)})`]
      : []),
    ...(field.options
      ? [`constraint ${name}_allowed check (${field.name} in (${list(field.options.values)}))`]
      : []),
  ];
}

/** Whether the database screens the kind's leads for spam: its description says held_at. */
const isScreened = (description: LeadKindDescription) =>
  (description.managedColumns ?? []).some(({ name }) => name === 'held_at');

/** What the spam rules read as the visitor's own words: the kind's first long text. */
const messageField = (description: LeadKindDescription) =>
  description.fields.find((field) => field.input === 'textarea')?.name;

export function newKindMigration(description: LeadKindDescription): string {
  const { table, statuses, admin, retention } = description;
  const screened = isScreened(description);
  const message = screened ? messageField(description) : undefined;
  const searched = admin.searchFields.map((name) => {
    const field = description.fields.find((candidate) => candidate.name === name);
    if (!field || !isTextField(field)) throw new Error(`${name}: only text fields are searched`);
    return isNullable(field) ? `coalesce(${name}, '')` : name;
  });
  const managed = (description.managedColumns ?? []).filter(
    ({ name }) => !['held_at', 'held_reason', 'client_hash'].includes(name),
  );
  const columns = [
    'id uuid primary key default gen_random_uuid()',
    ...description.fields.map(columnOf),
    ...managed.map(({ name, nullable }) => `${name} text${nullable ? '' : ' not null'}`),
    ...(screened ? ['held_at timestamptz', 'held_reason text', 'client_hash text'] : []),
    `status text not null default ${literal(statuses[0])}`,
    'created_at timestamptz not null default now()',
    `search_text text generated always as (\n    lower(${searched.join(" || ' ' || ")})\n  ) stored`,
    ...description.fields.flatMap((field) => checksOf(table, field)),
    ...(screened
      ? [
          `constraint ${table}_held_reason_known check (\n    held_reason in ('too_many_links', 'mostly_links', ` +
            `'repeated_content', 'too_many_from_address', 'honeypot')\n  )`,
          `constraint ${table}_held_with_reason check ((held_at is null) = (held_reason is null))`,
        ]
      : []),
    `constraint ${table}_status_check check (status in (${list(statuses)}))`,
  ];
  const held = screened ? ' and held_at is null' : '';
  return `-- ${description.label}s (src/shared/leads, kind '${description.kind}'), written by
-- npm run db:new-kind from the description: a column and a check per field,
-- as tests/backend/lead-rules.test.ts holds them to it. Visitors insert a new
-- lead; admins read it${screened ? ' when not held' : ''} and move its status along.
-- private.attach_lead_table wires the trigger families, the registry and the
-- retention period.${managed.length ? `\n-- Managed columns are text: give them their types (${managed.map(({ name }) => name).join(', ')}).` : ''}

set local lock_timeout = '2s';

create table public.${table} (
  ${columns.join(',\n  ')}
);

alter table public.${table} enable row level security;

revoke all on table public.${table} from anon, authenticated;
grant insert on table public.${table} to anon, authenticated;
grant select, update (status) on table public.${table} to authenticated;

create policy "Visitors and signed-in users can send a new ${description.kind} lead"
  on public.${table} for insert to anon, authenticated
  with check (status = ${literal(statuses[0])} and created_at = now());

create policy "Admins can read ${description.kind} leads${screened ? ' that are not held' : ''}"
  on public.${table} for select to authenticated
  using ((select private.is_admin())${held});

create policy "Admins can update the status of ${description.kind} leads"
  on public.${table} for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create index ${table}_newest_idx on public.${table} (created_at desc, id desc);
create index ${table}_status_newest_idx on public.${table} (status, created_at desc, id desc);
create index ${table}_search_text_trgm_idx
  on public.${table} using gin (search_text extensions.gin_trgm_ops);
${
  screened
    ? `create index ${table}_held_newest_idx on public.${table} (created_at desc, id desc)
  where held_at is not null;
create index ${table}_client_recent_idx on public.${table} (client_hash, created_at)
  where client_hash is not null;
${
  message
    ? `create index ${table}_${message}_fingerprint_idx
  on public.${table} (private.message_fingerprint(${message}), created_at)
  where private.message_fingerprint(${message}) is not null;
`
    : ''
}`
    : ''
}
select private.attach_lead_table(
  'public.${table}', retention_months => ${retention.months}${screened ? '' : ', screened => false'}${
    message ? `, message_column => ${literal(message)}` : ''
  }
);
`;
}

/** A value each field accepts, for the skeleton's first lead. */
function sampleOf(field: LeadField): string {
  if (field.input === 'choices') return `array[${literal(field.options.values[0] ?? '')}]`;
  if (field.input === 'consent') return 'true';
  if (field.input === 'instants') return "array['2026-01-15T10:00:00.000Z'::timestamptz]";
  if (field.input === 'pages') return `array[${literal(field.pages[0]?.path ?? '')}]`;
  if (field.options) return literal(field.options.values[0] ?? '');
  const samples: Record<string, string> = {
    email: "'visitor@example.com'",
    url: "'https://example.com'",
    date: "'2026-01-15'",
    instant: "'2026-01-15T10:00:00.000Z'",
    uuid: "'00000000-0000-4000-8000-000000000001'",
    origin: "'https://example.com'",
    path: "'/'",
  };
  if (field.shape) return samples[field.shape.kind] ?? "'Sample'";
  return `repeat('x', ${field.min?.value ?? 1})`;
}

export function newKindTest(description: LeadKindDescription): string {
  const { table } = description;
  const required = description.fields.filter(
    (field) => field.input !== 'trap' && !isNullable(field),
  );
  const columns = ['id', ...required.map(({ name }) => name)].join(', ');
  const values = ["'c0000000-0000-4000-8000-000000000001'", ...required.map(sampleOf)].join(', ');
  return `-- ${description.label}s, per actor (written by npm run db:new-kind: add the
-- kind's own rules). The trigger families are held by lead-table-registry.test.sql.
begin;
select plan(4);

set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';
select lives_ok(
  $$ insert into public.${table} (${columns}) values (${values}) $$,
  'a visitor sends a lead'
);
select throws_ok(
  $$ select id from public.${table} $$,
  '42501', 'permission denied for table ${table}', 'and cannot read any'
);
reset role;
select is(
  (select status from public.${table} where id = 'c0000000-0000-4000-8000-000000000001'),
  ${literal(description.statuses[0])},
  'it starts at the first status'
);
select isnt_empty(
  $$ select channel from public.lead_notifications
     where lead_table = '${table}' and lead_id = 'c0000000-0000-4000-8000-000000000001' $$,
  'and staff are told'
);

select * from finish();
rollback;
`;
}
