-- Where a visitor's lead came from: utm_source, utm_medium, utm_campaign, the
-- referring site's origin and the landing path, sent by the page with every
-- visitor lead. Sent as the anonymous visitor the forms send as, inside a
-- transaction that rolls back: bounded and shaped like every other field.
begin;
select plan(23);

-- Anonymous visitor ----------------------------------------------------------
set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';

select lives_ok(
  $$ insert into public.contact_submissions (
       id, name, email, message, utm_source, utm_medium, utm_campaign, referrer, landing_path
     ) values (
       'a7000000-0000-4000-8000-000000000001', 'Ada', 'ada@example.com', 'Hello',
       E' expo\u00a0', 'qr', 'fall26', 'https://news.example', '/case-studies/caf%C3%A9'
     ) $$,
  'anon can send a contact message with where it came from'
);
select lives_ok(
  $$ insert into public.consultations (
       id, name, email, utm_source, utm_medium, utm_campaign, referrer, landing_path
     ) values (
       'a7000000-0000-4000-8000-000000000002', 'Ada', 'ada@example.com',
       'linkedin', 'social', 'launch', 'http://localhost:4173', '/'
     ) $$,
  'anon can book a consultation with where it came from'
);
select lives_ok(
  $$ insert into public.job_applications (
       id, position, full_name, email, phone, location, cover_letter, years_of_experience,
       availability, utm_source, referrer, landing_path
     ) values (
       'a7000000-0000-4000-8000-000000000003', 'AI Intern', 'Ada', 'ada@example.com', '123',
       'Pune', repeat('c', 60), 'Student / fresher', 'Immediately', 'newsletter',
       'https://mail.example', '/careers'
     ) $$,
  'anon can apply with where it came from'
);
select lives_ok(
  $$ insert into public.contact_submissions (
       id, name, email, message, utm_source, utm_medium, utm_campaign, referrer, landing_path
     ) values (
       'a7000000-0000-4000-8000-000000000004', 'Grace', 'grace@example.com', 'Hi',
       ' ', E'\u3000', '', E'\n', E' \u00a0'
     ) $$,
  'blank attribution is accepted'
);
select lives_ok(
  $$ insert into public.contact_submissions (name, email, message, utm_source, utm_medium,
       utm_campaign, referrer, landing_path)
     values ('Ada', 'ada@example.com', 'Long', repeat('s', 200), repeat('m', 200),
       repeat('c', 200), 'https://' || repeat('a', 192), '/' || repeat('p', 499)) $$,
  'every field at its maximum is accepted'
);

-- Too long, each field once; each table once.
select throws_ok(
  $$ insert into public.contact_submissions (name, email, message, utm_source)
     values ('Ada', 'ada@example.com', 'Hi', repeat('s', 201)) $$,
  '23514', 'new row for relation "contact_submissions" violates check constraint "contact_submissions_utm_source_length"',
  'a utm_source over 200 characters is refused'
);
select throws_ok(
  $$ insert into public.contact_submissions (name, email, message, utm_medium)
     values ('Ada', 'ada@example.com', 'Hi', repeat('m', 201)) $$,
  '23514', 'new row for relation "contact_submissions" violates check constraint "contact_submissions_utm_medium_length"',
  'a utm_medium over 200 characters is refused'
);
select throws_ok(
  $$ insert into public.contact_submissions (name, email, message, utm_campaign)
     values ('Ada', 'ada@example.com', 'Hi', repeat('c', 201)) $$,
  '23514', 'new row for relation "contact_submissions" violates check constraint "contact_submissions_utm_campaign_length"',
  'a utm_campaign over 200 characters is refused'
);
select throws_ok(
  $$ insert into public.contact_submissions (name, email, message, referrer)
     values ('Ada', 'ada@example.com', 'Hi', 'https://' || repeat('a', 193)) $$,
  '23514', 'new row for relation "contact_submissions" violates check constraint "contact_submissions_referrer_shape"',
  'a referrer over 200 characters is refused'
);
select throws_ok(
  $$ insert into public.contact_submissions (name, email, message, landing_path)
     values ('Ada', 'ada@example.com', 'Hi', '/' || repeat('p', 500)) $$,
  '23514', 'new row for relation "contact_submissions" violates check constraint "contact_submissions_landing_path_shape"',
  'a landing path over 500 characters is refused'
);
select throws_ok(
  $$ insert into public.consultations (name, email, utm_campaign)
     values ('Ada', 'ada@example.com', repeat('c', 201)) $$,
  '23514', 'new row for relation "consultations" violates check constraint "consultations_utm_campaign_length"',
  'a booking with a utm_campaign over 200 characters is refused'
);
select throws_ok(
  $$ insert into public.job_applications (
       position, full_name, email, phone, location, cover_letter, years_of_experience,
       availability, utm_medium
     ) values (
       'AI Intern', 'Ada', 'ada@example.com', '123', 'Pune', repeat('c', 60),
       'Student / fresher', 'Immediately', repeat('m', 201)
     ) $$,
  '23514', 'new row for relation "job_applications" violates check constraint "job_applications_utm_medium_length"',
  'an application with a utm_medium over 200 characters is refused'
);

-- The referrer is an origin only: never a path, a query or anything but http(s).
select throws_ok(
  $$ insert into public.contact_submissions (name, email, message, referrer)
     values ('Ada', 'ada@example.com', 'Hi', 'https://news.example/story?id=7') $$,
  '23514', null, 'a full referring URL is refused'
);
select throws_ok(
  $$ insert into public.consultations (name, email, referrer)
     values ('Ada', 'ada@example.com', 'https://news.example/') $$,
  '23514', null, 'a referrer with a trailing slash is refused'
);
select throws_ok(
  $$ insert into public.job_applications (
       position, full_name, email, phone, location, cover_letter, years_of_experience,
       availability, referrer
     ) values (
       'AI Intern', 'Ada', 'ada@example.com', '123', 'Pune', repeat('c', 60),
       'Student / fresher', 'Immediately', 'https://ada@news.example'
     ) $$,
  '23514', null, 'a referrer with user info is refused'
);
select throws_ok(
  $$ insert into public.contact_submissions (name, email, message, referrer)
     values ('Ada', 'ada@example.com', 'Hi', 'android-app://com.example') $$,
  '23514', null, 'a referrer of another scheme is refused'
);
select throws_ok(
  $$ insert into public.contact_submissions (name, email, message, referrer)
     values ('Ada', 'ada@example.com', 'Hi', E'https://news\u00a0example') $$,
  '23514', null, 'a referrer with a Unicode space is refused'
);

-- The landing path starts at the root and holds no whitespace.
select throws_ok(
  $$ insert into public.contact_submissions (name, email, message, landing_path)
     values ('Ada', 'ada@example.com', 'Hi', 'services') $$,
  '23514', null, 'a landing path not from the root is refused'
);
select throws_ok(
  $$ insert into public.consultations (name, email, landing_path)
     values ('Ada', 'ada@example.com', E'/case\u3000studies') $$,
  '23514', null, 'a landing path with a Unicode space is refused'
);

-- What was stored, and what follows it -----------------------------------------
reset role;

select results_eq(
  $$ select utm_source, utm_medium, utm_campaign, referrer, landing_path
     from public.contact_submissions where id = 'a7000000-0000-4000-8000-000000000001' $$,
  $$ values ('expo', 'qr', 'fall26', 'https://news.example', '/case-studies/caf%C3%A9') $$,
  'attribution is stored as sent, trimmed'
);
select results_eq(
  $$ select utm_source, utm_medium, utm_campaign, referrer, landing_path
     from public.contact_submissions where id = 'a7000000-0000-4000-8000-000000000004' $$,
  $$ values (null::text, null::text, null::text, null::text, null::text) $$,
  'blank attribution is stored as null'
);
select is(
  (select count(*)::int from public.lead_notifications
   where lead_id = 'a7000000-0000-4000-8000-000000000002'),
  3,
  'an attributed booking notifies as any other'
);

-- The booth's leads record their event instead.
select hasnt_column(
  'public', 'event_leads', 'utm_source',
  'event leads have no attribution'
);

select * from finish();
rollback;
