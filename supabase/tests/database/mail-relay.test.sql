-- No relay, and held means held (issue 40): acknowledgements are counted per
-- mailbox (its + and Gmail dot forms are one), per client address and for
-- the whole site, in the claim; a spent site budget tells staff once; a
-- honeypot lead is held; held leads are out of the admin's reads.
begin;
select plan(28);

insert into auth.users (id, email) values
  ('a0000000-0000-4000-8000-000000000001', 'admin@relay.test');
insert into public.user_roles (user_id, role)
values ('a0000000-0000-4000-8000-000000000001', 'admin');

-- Mailboxes ---------------------------------------------------------------------
select is(private.mailbox_key(' Victim+7@Example.com '), 'victim@example.com',
  'a mailbox is lower-cased and loses its +tag');
select is(private.mailbox_key('V.i.c.t.i.m+x@googlemail.com'), 'victim@gmail.com',
  'Gmail ignores dots, and googlemail.com is gmail.com');
select is(private.mailbox_key('first.last@example.com'), 'first.last@example.com',
  'other providers keep their dots');
select is(private.mailbox_key('"a@b"@example.com'), '"a@b"@example.com',
  'the domain is what follows the last @');

-- The budgets, in one place.
select results_eq(
  $$ select per_mailbox, per_client, per_booth_device, per_site
     from private.acknowledgement_budgets() $$,
  $$ values (3, 30, 500, 300) $$,
  'three per mailbox, 30 per client address, 500 per booth device and 300 for the web forms, an hour'
);

-- Per mailbox: eight + and dot forms of one Gmail address, from eight clients.
create function pg_temp.send_as(client text, address text) returns void language plpgsql as $$
begin
  perform set_config('request.headers', json_build_object('x-forwarded-for', client)::text, true);
  insert into public.contact_submissions (name, email, message)
  values ('Visitor', address, 'Please call me back.');
end;
$$;
grant execute on function pg_temp.send_as(text, text) to anon;
set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';
select pg_temp.send_as('198.51.100.' || n, address)
from (values (1, 'victim+1@gmail.com'), (2, 'victim+2@gmail.com'), (3, 'v.ictim@gmail.com'),
  (4, 'VICTIM@gmail.com'), (5, 'vic.tim+3@googlemail.com'), (6, 'victim+4@gmail.com'),
  (7, 'victim+5@gmail.com'), (8, 'v.i.c.t.i.m@gmail.com')) as forms (n, address);

reset role;
select is(
  (select count(distinct recipient)::int from public.lead_notifications
   where channel = 'acknowledgement' and recipient like '%gmail.com'),
  1, 'every form of the address is queued as one mailbox'
);
set local role service_role;
select is(
  (select count(*)::int from public.claim_lead_notifications(500, 60)
   where channel = 'acknowledgement'),
  3, 'eight messages to one mailbox claim 3 acknowledgements'
);
reset role;
select is(
  (select count(*)::int from public.lead_notifications
   where recipient = 'victim@gmail.com' and state = 'skipped'
     and last_error = 'Not sent: this address already had 3 acknowledgements within the hour'),
  5, 'the rest are skipped, with the reason'
);

-- Per client: 35 messages to 35 mailboxes from one client address.
set local role anon;
select pg_temp.send_as('127.0.0.1', 'stranger' || n || '@example.com')
from generate_series(1, 35) as n;
reset role;
select is(
  (select count(distinct client_hash)::int from public.lead_notifications
   where channel = 'acknowledgement' and recipient like 'stranger%'),
  1, 'the acknowledgements carry their client''s hash'
);
set local role service_role;
select is(
  (select count(*)::int from public.claim_lead_notifications(500, 60)
   where channel = 'acknowledgement'),
  30, 'one client address claims 30 acknowledgements in an hour'
);
reset role;
select is(
  (select count(*)::int from public.lead_notifications
   where recipient like 'stranger%' and state = 'skipped'
     and last_error = 'Not sent: this client address already caused 30 acknowledgements within the hour'),
  5, 'the client''s others are skipped, with the reason'
);

-- Per site: 300 already went out this hour (their claims were recorded as sent).
update public.lead_notifications set state = 'sent', sent_at = now(), claimed_until = null
where channel = 'acknowledgement' and claimed_until > now();
select set_config('request.headers', '', true);
insert into public.lead_notifications (lead_table, lead_id, channel, recipient, state, sent_at)
select 'contact_submissions', gen_random_uuid(), 'acknowledgement', 'earlier' || n || '@example.com',
  'sent', now()
from generate_series(1, 300 - 33) as n;
set local role anon;
select pg_temp.send_as('192.0.2.' || n, 'late' || n || '@example.com') from generate_series(1, 3) as n;
set local role service_role;
select is_empty(
  $$ select * from public.claim_lead_notifications(500, 60) where channel = 'acknowledgement' $$,
  'with the site budget spent, no acknowledgement is claimed'
);
select results_eq(
  $$ select count(*)::int from public.claim_lead_notifications(500, 60)
     where channel = 'staff_acknowledgements_paused' $$,
  $$ values (1) $$,
  'staff are told once that acknowledgements are paused'
);
reset role;
select is(
  (select count(*)::int from public.lead_notifications
   where recipient like 'late%' and state = 'skipped'
     and last_error = 'Not sent: the site already sent 300 acknowledgements within the hour; acknowledgements are paused'),
  3, 'each is skipped, with the reason'
);
set local role anon;
select pg_temp.send_as('192.0.2.99', 'later@example.com');
set local role service_role;
select is(
  (select count(*)::int from public.claim_lead_notifications(500, 60)
   where channel in ('acknowledgement', 'staff_acknowledgements_paused')),
  0, 'a later lead claims no acknowledgement, and no second notice'
);
reset role;
select is(
  (select count(*)::int from public.lead_notifications where channel = 'staff_acknowledgements_paused'),
  1, 'one notice per hour of exceedance'
);

-- A booth lead counts against its enrolled device's own budget, not the web
-- forms' spent one: a tablet replays a day of visitors at once.
insert into private.booth_devices (event_name, credential_hash)
values ('Relay Expo', sha256(convert_to('relay-booth-credential', 'UTF8')));
select set_config('request.headers', '{"x-booth-device": "relay-booth-credential"}', true);
set local role anon;
insert into public.event_leads (full_name, email, consent, event_name, device_id, captured_at)
values ('Booth Visitor', 'booth.visitor@example.com', true, 'Relay Expo',
  'f0000000-0000-4000-8000-000000000001', '2026-11-28T09:00:00.000Z');
reset role;
select is(
  (select client_hash from public.lead_notifications
   where channel = 'acknowledgement' and recipient = 'booth.visitor@example.com'),
  'booth device ' || encode(sha256(convert_to('relay-booth-credential', 'UTF8')), 'hex'),
  'a booth lead''s acknowledgement is keyed by the device that sent it'
);
set local role service_role;
select is(
  (select count(*)::int from public.claim_lead_notifications(500, 60)
   where channel = 'acknowledgement'),
  1, 'with the web forms'' budget spent, an enrolled booth device still acknowledges its visitor'
);
reset role;
select set_config('request.headers', '', true);

-- Booking-link changes are counted for the digest -----------------------------
insert into public.lead_notifications (lead_table, lead_id, channel, created_at, sent_at, state)
select 'consultations', gen_random_uuid(), 'staff_booking_time_requested', now() - interval '20 seconds',
  now() - interval '20 seconds', 'sent'
from generate_series(1, 11);
insert into public.consultations (id, name, email, message)
values ('b0000000-0000-4000-8000-000000000001', 'Bea', 'bea@example.com', 'Hi');
insert into public.lead_notifications (lead_table, lead_id, channel, created_at)
values ('consultations', 'b0000000-0000-4000-8000-000000000001', 'staff_booking_cancelled',
  now() - interval '10 seconds');
set local role service_role;
select results_eq(
  $$ select kind_recent_staff_mails from public.claim_lead_notifications(500, 60)
     where channel = 'staff_booking_cancelled' $$,
  $$ values (12) $$,
  'a booking-link change is claimed with the number of its kind this minute, for the digest'
);
reset role;

-- The honeypot holds -----------------------------------------------------------
select set_config('request.headers', '', true);
set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';
insert into public.contact_submissions (id, name, email, message, spam_trap)
values ('c0000000-0000-4000-8000-000000000001', 'Bot', 'bot@example.com', 'Hello', 'http://x.example');
insert into public.contact_submissions (id, name, email, message)
values ('c0000000-0000-4000-8000-000000000002', 'Link Farm', 'farm@example.com',
  'Offers: https://a.example.com https://b.example.com https://c.example.com https://d.example.com');
insert into public.contact_submissions (id, name, email, message)
values ('c0000000-0000-4000-8000-000000000003', 'Ada', 'ada@example.com', 'A real question.');
reset role;
select results_eq(
  $$ select held_reason from public.contact_submissions where id = 'c0000000-0000-4000-8000-000000000001' $$,
  $$ values ('honeypot') $$,
  'a lead caught by the honeypot is held as honeypot'
);
select is_empty(
  $$ select from public.lead_notifications where lead_id = 'c0000000-0000-4000-8000-000000000001' $$,
  'and announced to nobody'
);

-- Held leads are out of the admin's reads ---------------------------------------
set local role authenticated;
set local "request.jwt.claims" to
  '{"role":"authenticated","sub":"a0000000-0000-4000-8000-000000000001","aal":"aal2"}';
select results_eq(
  $$ select id::text from public.contact_submissions where id::text like 'c0000000%' order by id $$,
  $$ values ('c0000000-0000-4000-8000-000000000003') $$,
  'the admin''s list shows no held lead'
);
select is(
  (select count(*)::int from public.contact_submissions where held_at is not null),
  0, 'nor counts one'
);
select is(
  (public.search_leads('contact_submissions', 'link farm', array['id'])::jsonb ->> 'total')::int
    + (public.search_leads('contact_submissions', 'bot@example', array['id'])::jsonb ->> 'total')::int,
  0, 'nor finds one'
);
select is(
  (public.search_leads('contact_submissions', 'a real question', array['id'])::jsonb ->> 'total')::int,
  1, 'the search still finds what is not held'
);
select results_eq(
  $$ select value ->> 'held_reason' from json_array_elements(public.held_leads('contact_submissions'))
     where value ->> 'id' like 'c0000000%' order by value ->> 'id' $$,
  $$ values ('honeypot'), ('too_many_links') $$,
  'the Held view reads them, with their reasons'
);
select lives_ok(
  $$ select public.release_held_lead('contact_submissions', 'c0000000-0000-4000-8000-000000000001') $$,
  'an admin releases a honeypot lead'
);
select results_eq(
  $$ select id::text from public.contact_submissions where id::text like 'c0000000%' order by id $$,
  $$ values ('c0000000-0000-4000-8000-000000000001'), ('c0000000-0000-4000-8000-000000000003') $$,
  'a released lead is back in the list'
);

select * from finish();
rollback;
