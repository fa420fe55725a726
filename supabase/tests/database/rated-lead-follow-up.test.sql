-- A Hot rating tells staff: a hot note queues one staff_hot_lead and one
-- webhook_lead_rated row for its lead, once; warm, cold, a replayed note and
-- the service role's fixtures queue none; the claim hands the rating with the
-- lead; and only admins at aal2 read the ratings and an event's report.
begin;
select plan(22);

insert into auth.users (id, email) values
  ('a0000000-0000-4000-8000-000000000001', 'admin@rated.test'),
  ('a0000000-0000-4000-8000-000000000002', 'user@rated.test');
insert into public.user_roles (user_id, role)
values ('a0000000-0000-4000-8000-000000000001', 'admin');
insert into private.booth_devices (event_name, credential_hash)
values ('AI Summit', sha256(convert_to('rated-booth-credential', 'UTF8')));
set local "request.headers" to '{"x-booth-device": "rated-booth-credential"}';

-- The booth (anonymous, with its device's credential) -------------------------
set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';

insert into public.event_leads (id, full_name, email, consent, event_name, device_id, staff_name, captured_at)
values
  ('e0000000-0000-4000-8000-000000000001', 'Hot Hannah', 'hannah@example.com', true, 'AI Summit',
   'b0000000-0000-4000-8000-000000000001', 'Sam', '2026-11-25T10:05:00.000Z'),
  ('e0000000-0000-4000-8000-000000000002', 'Warm Walt', 'walt@example.com', true, 'AI Summit',
   'b0000000-0000-4000-8000-000000000001', 'Sam', '2026-11-25T10:40:00.000Z'),
  ('e0000000-0000-4000-8000-000000000003', 'Cold Cleo', 'cleo@example.com', true, 'AI Summit',
   'b0000000-0000-4000-8000-000000000002', 'Kim', '2026-11-25T11:15:00.000Z'),
  ('e0000000-0000-4000-8000-000000000004', 'Unrated Uma', 'uma@example.com', true, 'AI Summit',
   'b0000000-0000-4000-8000-000000000002', 'Kim', '2026-11-25T11:20:00.000Z');

insert into public.event_lead_notes (id, lead_id, rating, answers, note, staff_name) values
  ('f0000000-0000-4000-8000-000000000001', 'e0000000-0000-4000-8000-000000000001', 'hot',
   '[{"question": "Budget", "answer": "Over 50k"}]', 'Wants a pilot <b>now</b>', 'Sam');
insert into public.event_lead_notes (id, lead_id, rating) values
  ('f0000000-0000-4000-8000-000000000002', 'e0000000-0000-4000-8000-000000000002', 'warm'),
  ('f0000000-0000-4000-8000-000000000003', 'e0000000-0000-4000-8000-000000000003', 'cold');

-- The replay the outbox may send after a lost answer: the same note again.
insert into public.event_lead_notes (id, lead_id, rating) values
  ('f0000000-0000-4000-8000-000000000001', 'e0000000-0000-4000-8000-000000000001', 'hot')
on conflict do nothing;
select throws_ok(
  $$ insert into public.event_lead_notes (id, lead_id, rating)
     values ('f0000000-0000-4000-8000-000000000001', 'e0000000-0000-4000-8000-000000000001', 'hot') $$,
  '23505', null, 'a replayed hot note is refused as a duplicate'
);

set local role postgres;
select results_eq(
  $$ select lead_id, channel, state from public.lead_notifications
     where channel in ('staff_hot_lead', 'webhook_lead_rated') order by lead_id, channel $$,
  $$ values ('e0000000-0000-4000-8000-000000000001'::uuid, 'staff_hot_lead', 'pending'),
            ('e0000000-0000-4000-8000-000000000001'::uuid, 'webhook_lead_rated', 'pending') $$,
  'a hot note queues one staff mail and one webhook for its lead, once; warm and cold none'
);
select is(
  (select count(*)::int from public.lead_notifications
   where lead_id in ('e0000000-0000-4000-8000-000000000002', 'e0000000-0000-4000-8000-000000000003')
     and channel not in ('staff_email', 'webhook', 'acknowledgement')),
  0, 'warm and cold notes queue nothing beyond their leads'' own follow-up'
);
select is(
  (select lead_table from public.lead_notifications where channel = 'staff_hot_lead'),
  'event_leads', 'the rows name the lead''s table'
);
select throws_ok(
  $$ insert into public.lead_notifications (lead_table, lead_id, channel)
     values ('event_leads', 'e0000000-0000-4000-8000-000000000001', 'staff_hot_lead') $$,
  '23505', null, 'one staff_hot_lead per lead'
);
select throws_ok(
  $$ insert into public.lead_notifications (lead_table, lead_id, channel)
     values ('event_leads', 'e0000000-0000-4000-8000-000000000001', 'staff_hot_leads') $$,
  '23514', null, 'the channel check knows the new channels and no others'
);

-- The service role's fixtures notify nobody -----------------------------------
set local role service_role;
set local "request.jwt.claims" to '{"role":"service_role"}';
insert into public.event_lead_notes (id, lead_id, rating) values
  ('f0000000-0000-4000-8000-000000000004', 'e0000000-0000-4000-8000-000000000004', 'hot');
set local role postgres;
select is(
  (select count(*)::int from public.lead_notifications
   where lead_id = 'e0000000-0000-4000-8000-000000000004'
     and channel in ('staff_hot_lead', 'webhook_lead_rated')),
  0, 'a hot note the service role writes queues nothing'
);
delete from public.event_lead_notes where id = 'f0000000-0000-4000-8000-000000000004';

-- The claim hands the rating with the lead ------------------------------------
update public.lead_notifications set created_at = now() - interval '10 seconds';
set local role service_role;
select is(
  (select lead -> 'rating_note' from public.claim_lead_notifications(100, 60)
   where channel = 'webhook_lead_rated'),
  jsonb_build_object('rating', 'hot', 'answers', '[{"question": "Budget", "answer": "Over 50k"}]'::jsonb,
    'note', 'Wants a pilot <b>now</b>', 'staff_name', 'Sam',
    'created_at', (select created_at from public.event_lead_notes where rating = 'hot')),
  'the rated webhook''s claim carries the note'
);
select is(
  (select count(*)::int from public.lead_notifications
   where channel = 'staff_hot_lead' and claimed_until > now()),
  1, 'the hot-lead mail is claimed with the rest'
);
select is(
  private.staff_digest_group('staff_hot_lead', 'event_leads'), 'staff_hot_lead',
  'hot-lead mails digest in a group of their own'
);

-- A signed-in user who is not an admin ------------------------------------------
set local role authenticated;
set local "request.jwt.claims" to
  '{"role":"authenticated","sub":"a0000000-0000-4000-8000-000000000002","aal":"aal2"}';
select is_empty(
  $$ select * from public.event_lead_notes_of(array['e0000000-0000-4000-8000-000000000001'::uuid]) $$,
  'a signed-in user reads no rating'
);
select throws_ok(
  $$ select public.event_report('AI Summit') $$,
  '42501', 'only admins can read an event''s report', 'a signed-in user reads no report'
);

-- An admin before the second factor ------------------------------------------------
set local "request.jwt.claims" to
  '{"role":"authenticated","sub":"a0000000-0000-4000-8000-000000000001","aal":"aal1"}';
select throws_ok(
  $$ select public.event_report('AI Summit') $$,
  '42501', 'only admins can read an event''s report', 'an admin at aal1 reads no report'
);

-- An admin at aal2 -----------------------------------------------------------------
set local "request.jwt.claims" to
  '{"role":"authenticated","sub":"a0000000-0000-4000-8000-000000000001","aal":"aal2"}';
select results_eq(
  $$ select lead_id, rating, note from public.event_lead_notes_of(array[
       'e0000000-0000-4000-8000-000000000001', 'e0000000-0000-4000-8000-000000000002',
       'e0000000-0000-4000-8000-000000000004']::uuid[]) order by lead_id $$,
  $$ values ('e0000000-0000-4000-8000-000000000001'::uuid, 'hot', 'Wants a pilot <b>now</b>'),
            ('e0000000-0000-4000-8000-000000000002'::uuid, 'warm', null) $$,
  'an admin reads the ratings of the leads asked for'
);
select is(
  (public.event_report('AI Summit', 'Asia/Kolkata') ->> 'leads')::int, 4,
  'the report counts the event''s leads'
);
select is(
  public.event_report('AI Summit', 'Asia/Kolkata') -> 'per_rating',
  '[{"rating": "hot", "leads": 1}, {"rating": "warm", "leads": 1},
    {"rating": "cold", "leads": 1}, {"rating": null, "leads": 1}]'::jsonb,
  'per rating: Hot first, then Warm, Cold and not rated'
);
select is(
  (select jsonb_agg(jsonb_build_object('hour', (h ->> 'hour')::timestamptz, 'leads', h -> 'leads'))
   from jsonb_array_elements(public.event_report('AI Summit', 'Asia/Kolkata') -> 'per_hour') as h),
  jsonb_build_array(
    jsonb_build_object('hour', '2026-11-25T15:00:00+05:30'::timestamptz, 'leads', 1),
    jsonb_build_object('hour', '2026-11-25T16:00:00+05:30'::timestamptz, 'leads', 3)),
  'per hour of the booth''s clock, in the admin''s time zone'
);
select is(
  public.event_report('AI Summit') -> 'per_device',
  '[{"device_id": "b0000000-0000-4000-8000-000000000001", "leads": 2, "staff_names": ["Sam"]},
    {"device_id": "b0000000-0000-4000-8000-000000000002", "leads": 2, "staff_names": ["Kim"]}]'::jsonb,
  'per device, with its staff'
);
select is(
  (select jsonb_agg(h ->> 'full_name') from jsonb_array_elements(
     public.event_report('AI Summit') -> 'hot_leads') as h),
  '["Hot Hannah"]'::jsonb,
  'the Hot leads, listed'
);
select is(
  public.event_report('AI Summit') -> 'hot_leads' -> 0 -> 'answers',
  '[{"question": "Budget", "answer": "Over 50k"}]'::jsonb,
  'with their answers'
);
select throws_ok(
  $$ select public.event_report('AI Summit', 'Mars/Olympus') $$,
  '22023', 'unknown time zone Mars/Olympus', 'an unknown time zone is refused'
);
select is(
  (public.event_report('No Such Expo') ->> 'leads')::int, 0, 'an event without leads reports none'
);

select * from finish();
rollback;
