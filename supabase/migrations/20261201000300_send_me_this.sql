-- pgt-ignore-all lint/safety/runningStatementWhileHoldingAccessExclusive: the ALTER writes only the catalog, see below
-- Issue 43, "Send me this": a visitor at the booth ticks pages of the site
-- for us to send them, and the acknowledgement links exactly those
-- (src/shared/leads/send-me-pages.ts; the dispatcher's lead-mail.ts). That
-- mail goes to an address the visitor typed, so what it may link is ours to
-- list: a path outside the list is refused here, whoever sends it, and the
-- dispatcher links only the paths it knows as well. The acknowledgement stays
-- the one it was, under the same budgets (20261128000100_stop_mail_relay.sql).

set local lock_timeout = '2s';

-- The pages on offer, by path: the four case studies and the services page.
-- A table and an insert trigger rather than a function a CHECK calls: a CHECK
-- is tested again on every update of the row, so a page later taken off the
-- list would stop admins moving the older leads that asked for it along.
-- tests/backend/send-me-this.test.ts holds the rows to the app's list.
create table private.send_me_pages (
  path text primary key check (path ~ '^/[a-z0-9/-]*$')
);

insert into private.send_me_pages (path) values
  ('/case-studies/global-logistics-corp'),
  ('/case-studies/healthtech-solutions'),
  ('/case-studies/retailmax-inc'),
  ('/case-studies/finserve-group'),
  ('/services');

revoke all on table private.send_me_pages from public, anon, authenticated;

-- The column: null when nothing was ticked (the trigger below makes an
-- empty list null first, as a blank text is null), else a plain list of one
-- or more paths, each once. A new nullable column without a default only
-- writes the catalog; the check is NOT VALID because every existing row is
-- null, which passes it, and every new or changed row is checked.
alter table public.event_leads
  add column send_me text[],
  add constraint event_leads_send_me_pages check (
    send_me is null or (
      cardinality(send_me) >= 1
      and array_ndims(send_me) = 1
      and array_position(send_me, null) is null
      and private.has_no_repeats(send_me)
    )
  ) not valid;

-- Every path must be on the list. Definer rights, because visitors have no
-- use of the private schema; run on insert, and on an update that names the
-- column (admins may update only the status, so only the service role can).
create function private.check_send_me()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if cardinality(new.send_me) = 0 then
    new.send_me := null;
  elsif exists (
    select from unnest(new.send_me) as asked (path)
    where not exists (select from private.send_me_pages as p where p.path = asked.path)
  ) then
    raise exception 'Only the pages the booth offers can be sent'
      using errcode = '23514',
            hint = 'send_me takes paths from private.send_me_pages.';
  end if;
  return new;
end;
$$;

revoke all on function private.check_send_me() from public, anon, authenticated;

create trigger verify_send_me before insert or update of send_me on public.event_leads
  for each row execute function private.check_send_me();
