-- private.invoke_edge_function: nothing without the Vault secrets; with them, one pg_net
-- post to <project url>/functions/v1/<name> carrying the dispatch secret. Only definer
-- code calls it. A résumé upload or an erasure calls the sweep once per statement.
-- Inside a transaction that rolls back.
begin;
select plan(7);

select ok(
  not has_function_privilege('anon', 'private.invoke_edge_function(text)', 'execute')
    and not has_function_privilege('authenticated', 'private.invoke_edge_function(text)', 'execute'),
  'neither anon nor authenticated may call it'
);

delete from vault.secrets;
delete from net.http_request_queue;
select private.invoke_edge_function('resume-sweep');
select is((select count(*)::int from net.http_request_queue), 0, 'without the secrets, nothing is sent');

-- The first hosted set-up stored only the dispatcher's URL: its origin is the project's.
select vault.create_secret('https://ref.example/functions/v1/lead-dispatch', 'lead_dispatch_url');
select vault.create_secret('s3cret', 'lead_dispatch_secret');
select private.invoke_edge_function('resume-sweep');
select results_eq(
  $$ select method::text, url, headers ->> 'Authorization' from net.http_request_queue $$,
  $$ values ('POST', 'https://ref.example/functions/v1/resume-sweep', 'Bearer s3cret') $$,
  'with them, one post to the function at the project URL, with the secret'
);

select vault.create_secret('http://127.0.0.1:9/', 'project_url');
delete from net.http_request_queue;
select private.wake_lead_dispatcher();
select private.invoke_edge_function('lead-dispatch');
select results_eq(
  $$ select url from net.http_request_queue order by id $$,
  $$ values ('https://ref.example/functions/v1/lead-dispatch'),
            ('http://127.0.0.1:9/functions/v1/lead-dispatch') $$,
  'project_url wins over the origin of lead_dispatch_url; the wake keeps its own URL'
);
select results_eq(
  $$ select timeout_milliseconds from net.http_request_queue order by id $$,
  $$ values (60000), (60000) $$,
  'both wait a minute for the answer, longer than a dispatcher run'
);

delete from net.http_request_queue;
insert into storage.objects (bucket_id, name) values
  ('resumes', 'a0000000-0000-4000-8000-0000000000e1/cv.pdf'),
  ('resumes', 'a0000000-0000-4000-8000-0000000000e2/cv.pdf');
select is(
  (select count(*)::int from net.http_request_queue where url like '%/resume-sweep'),
  1, 'two résumés in one statement: one sweep'
);

delete from net.http_request_queue;
insert into private.erased_resumes (application_id)
values ('a0000000-0000-4000-8000-0000000000e1'), ('a0000000-0000-4000-8000-0000000000e2');
select is(
  (select count(*)::int from net.http_request_queue where url like '%/resume-sweep'),
  1, 'an erasure that leaves files: one sweep'
);

select * from finish();
rollback;
