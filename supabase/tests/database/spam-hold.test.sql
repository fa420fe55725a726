-- Held spam: a visitor's lead that looks like spam is stored with held_at
-- and held_reason and notifies nobody until an admin releases it; admins
-- release or discard, nobody else. The rules themselves are held to a corpus
-- in tests/backend/spam-verdict.test.ts; here, one lead per rule, as the
-- forms send it (anon), per actor, inside a transaction that rolls back.
begin;
select plan(47);

insert into auth.users (id, email) values
  ('a0000000-0000-4000-8000-000000000001', 'admin@hold.test'),
  ('a0000000-0000-4000-8000-000000000002', 'user@hold.test');
insert into public.user_roles (user_id, role)
values ('a0000000-0000-4000-8000-000000000001', 'admin');

-- A message of over 100 characters, for the repeat rule.
create function pg_temp.paste() returns text language sql as $$
  select 'We are a leading digital agency offering guaranteed first page rankings, '
    || 'backlinks and social media growth at unbeatable prices this week only.'
$$;
grant execute on function pg_temp.paste() to anon, authenticated;

-- Six contact messages in a row, as one client.
create function pg_temp.send_six(prefix text) returns void language sql as $$
  insert into public.contact_submissions (id, name, email, message)
  select (prefix || n)::uuid, 'Visitor ' || n, 'visitor' || n || '@example.com', 'Question ' || n
  from generate_series(1, 6) as n
$$;
grant execute on function pg_temp.send_six(text) to anon;

-- Anonymous visitor ----------------------------------------------------------
-- An enrolled booth device (see booth-devices.test.sql) for the booth leads below.
insert into private.booth_devices (event_name, credential_hash)
values ('AI Summit', sha256(convert_to('test-booth-credential', 'UTF8')));
set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';

select lives_ok(
  $$ insert into public.contact_submissions (id, name, email, message)
     values ('f0000000-0000-4000-8000-000000000001', 'Link Farm', 'seo@example.com',
             'Top offers: https://a.example.com https://b.example.com www.c-offers.com d-deals.net') $$,
  'anon can send a message with five links'
);
select lives_ok(
  $$ insert into public.contact_submissions (id, name, email, message)
     values ('f0000000-0000-4000-8000-000000000002', 'Ada', 'ada@example.com',
             'We would like to automate invoice matching; our site is https://acme.example.com.') $$,
  'anon can send a real enquiry with a link'
);
select lives_ok(
  $$ insert into public.consultations (id, name, email, message)
     values ('f0000000-0000-4000-8000-000000000003', 'Bot', 'bot@example.com',
             'https://cheap-seo.example.com/offer') $$,
  'anon can book with a message that is only a link'
);
select lives_ok(
  $$ insert into public.contact_submissions (id, name, email, message)
     values ('f0000000-0000-4000-8000-000000000004', 'Agency', 'agency@example.com', pg_temp.paste()) $$,
  'anon can send a long message'
);
select lives_ok(
  $$ insert into public.contact_submissions (id, name, email, message)
     values ('f0000000-0000-4000-8000-000000000005', 'Agency Again', 'agency2@example.com',
             E'  WE ARE a leading digital agency offering guaranteed first page rankings,\n'
             || 'backlinks and social media growth at unbeatable prices this week only.') $$,
  'anon can send the same long message again, in other case and spacing'
);
select lives_ok(
  $$ insert into public.job_applications (
       id, position, full_name, email, phone, location, cover_letter, years_of_experience,
       availability
     ) values
       ('f0000000-0000-4000-8000-000000000006', 'AI Intern', 'Alan', 'alan@example.com', '123',
        'Bangalore', pg_temp.paste(), 'Student / fresher', 'Immediately'),
       ('f0000000-0000-4000-8000-000000000007', 'BDM Intern', 'Alan', 'alan@example.com', '123',
        'Bangalore', pg_temp.paste(), 'Student / fresher', 'Immediately') $$,
  'anon can apply for both internships with one cover letter'
);

select throws_ok(
  $$ insert into public.contact_submissions (name, email, message, held_at)
     values ('Sly', 'sly@example.com', 'Hello', now()) $$,
  '42501', 'held_at, held_reason and client_hash are set by the database',
  'anon cannot set held_at'
);
select throws_ok(
  $$ insert into public.consultations (name, email, held_reason)
     values ('Sly', 'sly@example.com', 'mostly_links') $$,
  '42501', 'held_at, held_reason and client_hash are set by the database',
  'anon cannot set held_reason'
);
select throws_ok(
  $$ insert into public.contact_submissions (name, email, message, client_hash)
     values ('Sly', 'sly@example.com', 'Hello', 'not mine') $$,
  '42501', 'held_at, held_reason and client_hash are set by the database',
  'anon cannot set client_hash'
);
select throws_ok(
  $$ select held_at, held_reason from public.contact_submissions $$,
  '42501', 'permission denied for table contact_submissions',
  'anon cannot read held leads'
);
select throws_ok(
  $$ select public.release_held_lead('contact_submissions', 'f0000000-0000-4000-8000-000000000001') $$,
  '42501', 'permission denied for function release_held_lead', 'anon cannot release a held lead'
);
select throws_ok(
  $$ select public.discard_held_lead('contact_submissions', 'f0000000-0000-4000-8000-000000000001') $$,
  '42501', 'permission denied for function discard_held_lead', 'anon cannot discard a held lead'
);

-- The rate rule: the gateway appended 203.0.113.9; the first entry is the
-- client's own word. Booth leads from the same address neither count nor are held.
set local "request.headers" to '{"x-forwarded-for": "198.51.100.1, 203.0.113.9", "x-booth-device": "test-booth-credential"}';
select lives_ok(
  $$ insert into public.event_leads (full_name, email, consent, event_name, device_id, captured_at)
     select 'Booth ' || n, 'booth' || n || '@example.com', true, 'AI Summit',
            'b0000000-0000-4000-8000-000000000001', '2026-11-26T10:00:00.000Z'
     from generate_series(1, 6) as n $$,
  'a booth tablet can replay six leads in a minute from one address'
);
select lives_ok($$ select pg_temp.send_six('f1000000-0000-4000-8000-00000000000') $$,
  'anon can send six messages in a minute from one address');
set local "request.headers" to '{"x-forwarded-for": "198.51.100.2, 203.0.113.9"}';
select lives_ok(
  $$ insert into public.contact_submissions (id, name, email, message)
     values ('f2000000-0000-4000-8000-000000000001', 'Seventh', 'seventh@example.com', 'Hi') $$,
  'anon can send a seventh, naming another address first'
);
set local "request.headers" to '{"x-forwarded-for": "203.0.113.10"}';
select lives_ok(
  $$ insert into public.contact_submissions (id, name, email, message)
     values ('f2000000-0000-4000-8000-000000000002', 'Neighbour', 'neighbour@example.com', 'Hi') $$,
  'another address can send a message'
);
set local "request.headers" to '{"cf-connecting-ip": "203.0.113.11", "x-forwarded-for": "203.0.113.9"}';
select lives_ok(
  $$ insert into public.contact_submissions (id, name, email, message)
     values ('f2000000-0000-4000-8000-000000000003', 'Via Cloudflare', 'cf@example.com', 'Hi') $$,
  'a visitor behind Cloudflare can send a message'
);
set local "request.headers" to '{"x-forwarded-for": "127.0.0.1"}';
select lives_ok($$ select pg_temp.send_six('f3000000-0000-4000-8000-00000000000') $$,
  'the machine itself can send six messages in a minute');
set local "request.headers" to '';

-- Signed-in user who is not an admin -----------------------------------------
set local role authenticated;
set local "request.jwt.claims" to
  '{"role":"authenticated","sub":"a0000000-0000-4000-8000-000000000002","aal":"aal2"}';

select is_empty(
  $$ select held_at, held_reason from public.contact_submissions $$,
  'a signed-in user reads no held lead'
);
select throws_ok(
  $$ select public.release_held_lead('contact_submissions', 'f0000000-0000-4000-8000-000000000001') $$,
  '42501', 'only admins can release a held lead', 'a signed-in user cannot release a held lead'
);
select throws_ok(
  $$ select public.discard_held_lead('contact_submissions', 'f0000000-0000-4000-8000-000000000001') $$,
  '42501', 'only admins can discard a held lead', 'a signed-in user cannot discard a held lead'
);

-- What was stored, and what follows it -----------------------------------------
reset role;

select results_eq(
  $$ select id::text, held_at = now(), held_reason from public.contact_submissions
     where id::text like 'f0000000%' order by id $$,
  $$ values ('f0000000-0000-4000-8000-000000000001', true, 'too_many_links'),
            ('f0000000-0000-4000-8000-000000000002', null, null),
            ('f0000000-0000-4000-8000-000000000004', null, null),
            ('f0000000-0000-4000-8000-000000000005', true, 'repeated_content') $$,
  'links and a repeated paste are held with their reasons; a real enquiry and the first paste are not'
);
select results_eq(
  $$ select held_reason from public.consultations where id = 'f0000000-0000-4000-8000-000000000003' $$,
  $$ values ('mostly_links') $$,
  'a message that is only a link is held'
);
select is_empty(
  $$ select id from public.job_applications where held_at is not null
     and id in ('f0000000-0000-4000-8000-000000000006', 'f0000000-0000-4000-8000-000000000007') $$,
  'one cover letter for two positions is no repeat'
);
select is_empty(
  $$ select channel from public.lead_notifications
     where lead_id in ('f0000000-0000-4000-8000-000000000001', 'f0000000-0000-4000-8000-000000000003',
                       'f0000000-0000-4000-8000-000000000005') $$,
  'a held lead notifies nobody and acknowledges nobody'
);
select results_eq(
  $$ select channel from public.lead_notifications
     where lead_id = 'f0000000-0000-4000-8000-000000000002' order by channel $$,
  $$ values ('acknowledgement'), ('staff_email'), ('webhook') $$,
  'a real enquiry notifies staff, the webhook and the visitor'
);
select hasnt_column('public', 'event_leads', 'held_at', 'booth leads are never held');
select is(
  (select count(*)::int from public.lead_notifications as n
   join public.event_leads as e on e.id = n.lead_id where e.email like 'booth_@example.com'),
  18, 'six booth leads from one address in a minute are all followed up'
);
select results_eq(
  $$ select id::text, held_reason from public.contact_submissions
     where id::text like 'f1%' or id::text like 'f2%' order by id $$,
  $$ values ('f1000000-0000-4000-8000-000000000001', null::text),
            ('f1000000-0000-4000-8000-000000000002', null),
            ('f1000000-0000-4000-8000-000000000003', null),
            ('f1000000-0000-4000-8000-000000000004', null),
            ('f1000000-0000-4000-8000-000000000005', null),
            ('f1000000-0000-4000-8000-000000000006', 'too_many_from_address'),
            ('f2000000-0000-4000-8000-000000000001', 'too_many_from_address'),
            ('f2000000-0000-4000-8000-000000000002', null),
            ('f2000000-0000-4000-8000-000000000003', null) $$,
  'the sixth lead in a minute from one address is held, whatever the client wrote first'
);
select results_eq(
  $$ select client_hash from public.contact_submissions
     where id in ('f1000000-0000-4000-8000-000000000001', 'f2000000-0000-4000-8000-000000000003')
     order by id $$,
  $$ values (private.client_hash('203.0.113.9')), (private.client_hash('203.0.113.11')) $$,
  'the address counted is the last of x-forwarded-for, or cf-connecting-ip, and only its hash is kept'
);
select is(
  (select count(*)::int from public.contact_submissions where id::text like 'f3%' and held_at is null),
  6, 'the loopback address is not rate-limited'
);
select is_empty(
  $$ select id from public.contact_submissions
     where client_hash is not null and client_hash !~ '^[0-9a-f]{64}$' $$,
  'no address is stored in the clear'
);

-- Admin -----------------------------------------------------------------------
set local role authenticated;
set local "request.jwt.claims" to
  '{"role":"authenticated","sub":"a0000000-0000-4000-8000-000000000001","aal":"aal2"}';

select results_eq(
  $$ select value ->> 'held_reason' from json_array_elements(public.held_leads('contact_submissions'))
     where value ->> 'id' = 'f0000000-0000-4000-8000-000000000001' $$,
  $$ values ('too_many_links') $$,
  'an admin reads why a lead is held, in the Held view'
);
select throws_ok(
  $$ update public.contact_submissions set held_at = null
     where id = 'f0000000-0000-4000-8000-000000000001' $$,
  '42501', 'permission denied for table contact_submissions',
  'an admin cannot clear a hold by hand'
);
select lives_ok(
  $$ select public.release_held_lead('contact_submissions', 'f0000000-0000-4000-8000-000000000001') $$,
  'an admin can release a held lead'
);
select results_eq(
  $$ select held_at, held_reason from public.contact_submissions
     where id = 'f0000000-0000-4000-8000-000000000001' $$,
  $$ values (null::timestamptz, null::text) $$,
  'a released lead is no longer held'
);
select results_eq(
  $$ select channel, recipient from public.lead_notifications
     where lead_id = 'f0000000-0000-4000-8000-000000000001' order by channel $$,
  $$ values ('acknowledgement', 'seo@example.com'), ('staff_email', null), ('webhook', null) $$,
  'a released lead is followed up then'
);
select throws_ok(
  $$ select public.release_held_lead('contact_submissions', 'f0000000-0000-4000-8000-000000000001') $$,
  'P0002', null, 'a lead released once cannot be released again'
);
select is(
  (select count(*)::int from public.lead_notifications
   where lead_id = 'f0000000-0000-4000-8000-000000000001'),
  3, 'releasing twice enqueued nothing more'
);
select lives_ok(
  $$ select public.release_held_lead('consultations', 'f0000000-0000-4000-8000-000000000003') $$,
  'an admin can release a held booking'
);
select is(
  (select count(*)::int from public.lead_notifications
   where lead_id = 'f0000000-0000-4000-8000-000000000003'),
  3, 'the released booking is followed up'
);
select throws_ok(
  $$ select public.release_held_lead('event_leads', 'f0000000-0000-4000-8000-000000000001') $$,
  '22023', 'There is no lead table called event_leads', 'only visitor lead tables hold leads'
);
select lives_ok(
  $$ select public.discard_held_lead('contact_submissions', 'f0000000-0000-4000-8000-000000000005') $$,
  'an admin can discard a held lead'
);
select is_empty(
  $$ select id from public.contact_submissions where id = 'f0000000-0000-4000-8000-000000000005' $$,
  'a discarded lead is gone'
);
select throws_ok(
  $$ select public.discard_held_lead('contact_submissions', 'f0000000-0000-4000-8000-000000000002') $$,
  'P0002', null, 'a lead that is not held cannot be discarded'
);
select isnt_empty(
  $$ select id from public.contact_submissions where id = 'f0000000-0000-4000-8000-000000000002' $$,
  'and stays'
);

-- The service role (imports, fixtures) is not screened -------------------------
set local role service_role;
set local "request.jwt.claims" to '{"role":"service_role"}';
insert into public.contact_submissions (id, name, email, message)
values ('f4000000-0000-4000-8000-000000000001', 'Import', 'import@example.com',
        'a.example.com b.example.com c.example.com d.example.com');
select is(
  (select held_at from public.contact_submissions where id = 'f4000000-0000-4000-8000-000000000001'),
  null::timestamptz, 'a lead the service role stores is never held'
);

select * from finish();
rollback;
