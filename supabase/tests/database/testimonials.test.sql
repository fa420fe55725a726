-- Testimonials: everyone reads the featured ones and nobody but the service
-- role writes, per actor, inside a transaction that rolls back.
begin;
select plan(17);

insert into auth.users (id, email) values
  ('a0000000-0000-4000-8000-000000000001', 'admin@testimonials.test'),
  ('a0000000-0000-4000-8000-000000000002', 'user@testimonials.test');
insert into public.user_roles (user_id, role)
values ('a0000000-0000-4000-8000-000000000001', 'admin');
insert into public.testimonials (id, client_name, company, content, rating, featured) values
  ('f0000000-0000-4000-8000-000000000001', 'Featured Client', 'Acme', 'Great work.', 5, true),
  ('f0000000-0000-4000-8000-000000000002', 'Hidden Client', 'Acme', 'Not for the home page.', 3, false);

-- Anonymous visitor ----------------------------------------------------------
set local role anon;
set local "request.jwt.claims" to '{"role":"anon"}';

select results_eq(
  $$ select client_name from public.testimonials where id = 'f0000000-0000-4000-8000-000000000001' $$,
  $$ values ('Featured Client') $$,
  'anon reads featured testimonials'
);
select is_empty(
  $$ select id from public.testimonials where not featured $$,
  'anon reads no testimonial that is not featured'
);
select throws_ok(
  $$ insert into public.testimonials (client_name, company, content, rating, featured)
     values ('Self Praise', 'Me', 'Best company ever.', 5, true) $$,
  '42501', 'permission denied for table testimonials',
  'anon cannot write testimonials'
);
select throws_ok(
  $$ update public.testimonials set featured = true $$,
  '42501', 'permission denied for table testimonials',
  'anon cannot feature a testimonial'
);

-- Signed-in user -------------------------------------------------------------
set local role authenticated;
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000002","role":"authenticated","aal":"aal2"}';

select isnt_empty(
  $$ select id from public.testimonials where id = 'f0000000-0000-4000-8000-000000000001' $$,
  'a signed-in user reads featured testimonials'
);
select is_empty(
  $$ select id from public.testimonials where not featured $$,
  'a signed-in user reads no testimonial that is not featured'
);
select throws_ok(
  $$ insert into public.testimonials (client_name, company, content, rating)
     values ('Self Praise', 'Me', 'Best company ever.', 5) $$,
  '42501', 'permission denied for table testimonials',
  'a signed-in user cannot write testimonials'
);

-- Admin: the same as any signed-in user; testimonials are curated elsewhere.
set local role authenticated;
set local "request.jwt.claims" to '{"sub":"a0000000-0000-4000-8000-000000000001","role":"authenticated","aal":"aal2"}';

select is_empty(
  $$ select id from public.testimonials where not featured $$,
  'an admin reads only featured testimonials too'
);
select throws_ok(
  $$ delete from public.testimonials $$,
  '42501', 'permission denied for table testimonials',
  'an admin cannot delete testimonials through the API'
);

-- Service role ---------------------------------------------------------------
set local role service_role;
set local "request.jwt.claims" to '{"role":"service_role"}';

select isnt_empty(
  $$ select id from public.testimonials where id = 'f0000000-0000-4000-8000-000000000002' $$,
  'the service role reads testimonials that are not featured'
);
select lives_ok(
  $$ update public.testimonials set featured = true where id = 'f0000000-0000-4000-8000-000000000002' $$,
  'the service role can feature a testimonial'
);
select lives_ok(
  $$ insert into public.testimonials (client_name, role, company, content, rating, image_url)
     values ('New Client', 'CTO', 'Initech', 'Solid delivery.', 4, null) $$,
  'the service role can add a testimonial; role and image are optional'
);
select throws_ok(
  $$ insert into public.testimonials (client_name, company, content, rating) values ('A', 'B', 'C', 0) $$,
  '23514', 'new row for relation "testimonials" violates check constraint "testimonials_rating_range"',
  'a rating below one star is refused'
);
select throws_ok(
  $$ insert into public.testimonials (client_name, company, content, rating) values ('A', 'B', 'C', 6) $$,
  '23514', 'new row for relation "testimonials" violates check constraint "testimonials_rating_range"',
  'a rating above five stars is refused'
);
select throws_ok(
  $$ insert into public.testimonials (client_name, company, content, rating) values ('A', 'B', ' ', 5) $$,
  '23514', 'new row for relation "testimonials" violates check constraint "testimonials_content_not_blank"',
  'blank content is refused'
);
select throws_ok(
  $$ insert into public.testimonials (client_name, company, content, rating) values ('', 'B', 'C', 5) $$,
  '23514', 'new row for relation "testimonials" violates check constraint "testimonials_client_name_not_blank"',
  'a blank client name is refused'
);
select throws_ok(
  $$ insert into public.testimonials (client_name, content, rating) values ('A', 'C', 5) $$,
  '23502', 'null value in column "company" of relation "testimonials" violates not-null constraint',
  'the company is required'
);

select * from finish();
rollback;
