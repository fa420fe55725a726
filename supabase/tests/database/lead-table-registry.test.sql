-- The registry of lead tables (20261129000300_lead_table_registry.sql): every
-- registered table has every trigger family and a retention period, every
-- lead table is registered, and a table attached here (rolled back) is a lead
-- table in full: its visitors' leads are trimmed, screened, followed up,
-- audited, held and released like the others'. The families are listed here,
-- not read from the migration, so a family that attach_lead_table stops
-- installing, or a trigger dropped from one table, fails this file.
begin;
select plan(27);

create temporary table expected_family (
  trigger_name text,
  function_name text,
  -- pg_trigger.tgtype: 1 row, 2 before, 4 insert, 8 delete, 16 update.
  trigger_type integer,
  screened_only boolean
);
insert into expected_family values
  ('normalise_text', 'private.normalise_lead_text', 1 + 2 + 4 + 16, false),
  ('screen_spam', 'private.screen_spam', 1 + 2 + 4, true),
  ('enqueue_notifications', 'private.enqueue_lead_notifications', 1 + 4, false),
  ('wake_dispatcher', 'private.wake_lead_dispatcher_after_insert', 4, false),
  ('%s_audit', 'private.audit_lead_change', 1 + 16, false),
  ('%s_audit_discard', 'private.audit_held_discard', 1 + 8, false);

-- Each (table, trigger) a registered table should have and has not, enabled,
-- with this function and timing.
create function pg_temp.missing_families()
returns table (lead_table text, trigger_name text)
language sql
as $$
  select r.lead_table, format(f.trigger_name, r.lead_table)
  from private.lead_tables as r
  cross join expected_family as f
  where (r.screened or not f.screened_only)
    and not exists (
      select from pg_trigger as t
      where t.tgrelid = r.relation and t.tgname = format(f.trigger_name, r.lead_table)
        and t.tgfoid = f.function_name::regproc and t.tgtype = f.trigger_type
        and t.tgenabled = 'O'
    )
$$;

insert into auth.users (id, email) values
  ('a0000000-0000-4000-8000-000000000071', 'admin@registry.test');
insert into public.user_roles (user_id, role)
values ('a0000000-0000-4000-8000-000000000071', 'admin');

-- The four tables -----------------------------------------------------------------

select is_empty(
  $$ select * from pg_temp.missing_families() $$,
  'every registered lead table has every trigger family'
);
select is_empty(
  $$ select r.lead_table from private.lead_tables as r
     join pg_trigger as t on t.tgrelid = r.relation and t.tgname = 'screen_spam'
     where not r.screened $$,
  'a table that holds no spam is not screened'
);
select set_eq(
  $$ select lead_table from private.lead_tables $$,
  $$ select lead_table from public.lead_retention $$,
  'every registered lead table has its retention period, and every period a registered table'
);
select set_eq(
  $$ select relation from private.lead_tables $$,
  $$ select c.oid::regclass from pg_class as c join pg_attribute as a on a.attrelid = c.oid
     where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
       and a.attname = 'search_text' and not a.attisdropped $$,
  'every lead table (a table the admin searches) is registered'
);
select results_eq(
  $$ select relation, lead_table, screened, message_column, repeat_scope
     from private.lead_tables order by lead_table $$,
  $$ values
       ('public.consultations'::regclass, 'consultations', true, 'message', null),
       ('public.contact_submissions'::regclass, 'contact_submissions', true, 'message', null),
       ('public.event_leads'::regclass, 'event_leads', false, null, null),
       ('public.job_applications'::regclass, 'job_applications', true, 'cover_letter', 'position') $$,
  'the four tables are registered: booth leads unscreened, applications repeat per position'
);
select throws_ok(
  $$ insert into public.lead_notifications (lead_table, lead_id, channel)
     values ('user_roles', gen_random_uuid(), 'staff_email') $$,
  '23503',
  'insert or update on table "lead_notifications" violates foreign key constraint "lead_notifications_lead_table_registered"',
  'a notification names a registered lead table'
);
select throws_ok(
  $$ insert into public.lead_retention (lead_table, months) values ('user_roles', 12) $$,
  '23503',
  'insert or update on table "lead_retention" violates foreign key constraint "lead_retention_lead_table_registered"',
  'so does a retention period'
);

-- A new kind, attached here -------------------------------------------------------

create table public.webinar_signups (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  message text,
  status text not null default 'new',
  spam_trap text,
  held_at timestamptz,
  held_reason text,
  client_hash text,
  created_at timestamptz not null default now(),
  search_text text generated always as (lower(name || ' ' || email)) stored
);
alter table public.webinar_signups enable row level security;
grant insert on table public.webinar_signups to anon;
create policy "Visitors sign up" on public.webinar_signups for insert to anon with check (true);
create table public.bare_signups (id uuid primary key);

select throws_ok(
  $$ select private.attach_lead_table('public.bare_signups') $$,
  '42703',
  'A lead table needs the columns id, email, created_at, search_text, held_at, held_reason, client_hash; bare_signups has no email, created_at, search_text, held_at, held_reason, client_hash',
  'a table without the columns the families read is refused, naming them'
);
select throws_ok(
  $$ select private.attach_lead_table('public.webinar_signups') $$,
  '22023',
  'Give webinar_signups a retention period: attach_lead_table(''public.webinar_signups'', retention_months => …)',
  'a new lead table needs a retention period'
);
select lives_ok(
  $$ select private.attach_lead_table('public.webinar_signups', retention_months => 6,
       message_column => 'message') $$,
  'a new lead table is attached with its period'
);
select lives_ok(
  $$ select private.attach_lead_table('public.webinar_signups', retention_months => 9,
       message_column => 'message') $$,
  'and attached again'
);
select is_empty(
  $$ select * from pg_temp.missing_families() $$,
  'it has every trigger family'
);
select is(
  (select count(*)::integer from pg_trigger
   where tgrelid = 'public.webinar_signups'::regclass and not tgisinternal),
  6,
  'once each'
);
select results_eq(
  $$ select months from public.lead_retention where lead_table = 'webinar_signups' $$,
  $$ values (6) $$,
  'attaching again keeps the period it has'
);

set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';
select lives_ok(
  $$ insert into public.webinar_signups (id, name, email, message)
     values ('b0000000-0000-4000-8000-000000000001', E'  Ada Lovelace\u00a0', 'ada@example.com',
             'Will the recording be shared?') $$,
  'a visitor signs up'
);
select lives_ok(
  $$ insert into public.webinar_signups (id, name, email, message)
     values ('b0000000-0000-4000-8000-000000000002', 'Link Farm', 'seo@example.com',
             'Top offers: https://a.example.com https://b.example.com www.c-offers.com d-deals.net') $$,
  'a bot signs up with five links'
);
reset role;

select results_eq(
  $$ select name, held_reason from public.webinar_signups order by id $$,
  $$ values ('Ada Lovelace', null), ('Link Farm', 'too_many_links') $$,
  'the text is trimmed, and the bot''s sign-up is held'
);
select results_eq(
  $$ select lead_id::text, channel from public.lead_notifications
     where lead_table = 'webinar_signups' order by lead_id, channel $$,
  $$ values ('b0000000-0000-4000-8000-000000000001', 'acknowledgement'),
            ('b0000000-0000-4000-8000-000000000001', 'staff_email'),
            ('b0000000-0000-4000-8000-000000000001', 'webhook') $$,
  'the visitor''s sign-up is followed up on every channel, the held one on none'
);
select is(
  private.spam_verdict('webinar_signups', jsonb_build_object('message', repeat('Same words again. ', 6)), null),
  null,
  'a long message seen for the first time is no repeat'
);
insert into public.webinar_signups (name, email, message)
values ('Sender', 'sender@example.com', repeat('Same words again. ', 6));
select is(
  private.spam_verdict('webinar_signups', jsonb_build_object('message', repeat('same words  again. ', 6)), null),
  'repeated_content',
  'the repeat rule reads the new table''s message column'
);

set local role authenticated;
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000071","role":"authenticated","aal":"aal2"}';
select is(
  (select public.held_leads('webinar_signups') -> 0 ->> 'id'),
  'b0000000-0000-4000-8000-000000000002',
  'an admin sees the held sign-up in the Held view'
);
select lives_ok(
  $$ select public.release_held_lead('webinar_signups', 'b0000000-0000-4000-8000-000000000002') $$,
  'and releases it'
);
reset role;
select is(
  (select count(*)::integer from public.lead_notifications
   where lead_id = 'b0000000-0000-4000-8000-000000000002'),
  3,
  'the released sign-up is followed up'
);
update public.webinar_signups set status = 'contacted'
where id = 'b0000000-0000-4000-8000-000000000001';
update public.webinar_signups set held_at = now(), held_reason = 'mostly_links'
where id = 'b0000000-0000-4000-8000-000000000002';
delete from public.webinar_signups where id = 'b0000000-0000-4000-8000-000000000002';
select results_eq(
  $$ select action, target_id::text, actor_id::text, detail from public.audit_log
     where target_table = 'webinar_signups' order by id $$,
  $$ values
       ('lead_release', 'b0000000-0000-4000-8000-000000000002',
         'a0000000-0000-4000-8000-000000000071', '{"reason": "too_many_links"}'::jsonb),
       ('status_change', 'b0000000-0000-4000-8000-000000000001',
         'a0000000-0000-4000-8000-000000000071', '{"from": "new", "to": "contacted"}'::jsonb),
       ('lead_discard', 'b0000000-0000-4000-8000-000000000002',
         'a0000000-0000-4000-8000-000000000071', '{"reason": "mostly_links"}'::jsonb) $$,
  'its release, status change and discard are audited'
);
select throws_ok(
  $$ delete from private.lead_tables where lead_table = 'webinar_signups' $$,
  '23503', null,
  'a table with notifications and a period cannot be unregistered'
);

-- One family missing ----------------------------------------------------------------
drop trigger webinar_signups_audit_discard on public.webinar_signups;
select results_eq(
  $$ select * from pg_temp.missing_families() $$,
  $$ values ('webinar_signups', 'webinar_signups_audit_discard') $$,
  'a trigger dropped from one table is found missing'
);
select lives_ok(
  $$ select private.attach_lead_table('public.webinar_signups', message_column => 'message') $$,
  'attaching again puts it back'
);

select * from finish();
rollback;
