-- pgt-ignore-all lint/safety/lockTimeoutWarning: written before the linter, see below
-- pgt-ignore-all lint/safety/runningStatementWhileHoldingAccessExclusive: written before the linter, see below
-- pgt-ignore-all lint/safety/avoidWideLockWindow: written before the linter, see below
-- pgt-ignore-all lint/safety/multipleAlterTable: written before the linter, see below
-- pgt-ignore-all lint/safety/addingFieldWithDefault: written before the linter, see below
-- ^ Written before the SQL linter (npm run lint:sql), for lead tables that were still
--   small and took no traffic yet; its safety rules guard migrations from here on.

-- Every rule a lead form enforces, enforced again here; a status for every
-- lead kind; indexes for the admin's paging and search at scale.
--
-- The rules restate src/shared/leads/*-lead.ts field by field, and
-- tests/backend/lead-rules.test.ts fails when the two disagree: the column
-- set and nullability, and a corpus (boundary lengths, Unicode spaces, HTML,
-- formulas, emoji, NUL, lone surrogates, very long strings) that zod and the
-- REST API as anon must accept or refuse alike.

create extension if not exists pg_trgm with schema extensions;

-- The forms trim every text (JavaScript's trim: ASCII and Unicode spaces and
-- line ends) and store an empty optional field as null. Doing the same before
-- the checks means "blank" is refused in exactly the same cases (a blank
-- required field becomes null and violates NOT NULL), and lengths are counted
-- on what is stored. It runs on updates too, so no edit (the service role's
-- included) stores what an insert could not. It touches only NEW.
create function private.normalise_lead_text()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new := jsonb_populate_record(new, (
    select jsonb_object_agg(
      key,
      case
        when jsonb_typeof(value) = 'string' then to_jsonb(nullif(regexp_replace(
          value #>> '{}',
          '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$',
          '',
          'g'
        ), ''))
        else value
      end
    )
    from jsonb_each(to_jsonb(new))
  ));
  return new;
end;
$$;

create trigger normalise_text before insert or update on public.consultations
  for each row execute function private.normalise_lead_text();
create trigger normalise_text before insert or update on public.contact_submissions
  for each row execute function private.normalise_lead_text();
create trigger normalise_text before insert or update on public.job_applications
  for each row execute function private.normalise_lead_text();

-- The old checks are replaced by one complete set per table.
alter table public.consultations
  drop constraint consultations_name_length,
  drop constraint consultations_email_shape,
  drop constraint consultations_service_type_not_blank;
alter table public.contact_submissions
  drop constraint contact_submissions_name_length,
  drop constraint contact_submissions_email_shape,
  drop constraint contact_submissions_phone_length,
  drop constraint contact_submissions_company_length,
  drop constraint contact_submissions_message_length;
alter table public.job_applications
  drop constraint job_applications_position_not_blank,
  drop constraint job_applications_full_name_length,
  drop constraint job_applications_email_shape,
  drop constraint job_applications_phone_not_blank,
  drop constraint job_applications_location_not_blank,
  drop constraint job_applications_linkedin_url_shape,
  drop constraint job_applications_resume_url_shape,
  drop constraint job_applications_cover_letter_length,
  drop constraint job_applications_years_of_experience_not_blank,
  drop constraint job_applications_availability_not_blank;

-- The shapes the forms check, as the forms check them. Plain functions of
-- their argument, so CHECK constraints can share them; `private` keeps them
-- out of the REST API.
create function private.is_lead_email(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  -- zod's own e-mail pattern (z.regexes.email).
  select char_length(value) <= 255
    and value ~ '^(?:[A-Za-z0-9_''+\-]+\.)*[A-Za-z0-9_''+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$'
$$;

create function private.is_lead_url(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  -- http(s), a dotted host without user info, no whitespace anywhere.
  select char_length(value) <= 2048
    and value ~ '^[Hh][Tt][Tt][Pp][Ss]?://[^/?#:@.\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+(\.[^/?#:@.\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+)+(:[0-9]{1,5})?([/?#][^\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]*)?$'
$$;

-- YYYY-MM-DD naming a real day, as a date input gives it. A date column would
-- parse first and accept what the form refuses ('tomorrow', 'Jan 5 2026').
-- Immutable in fact: a YYYY-MM-DD literal parses the same under every DateStyle.
create function private.is_calendar_date(value text)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
begin
  return value ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'
    and to_char(value::date, 'YYYY-MM-DD') = value;
exception
  when datetime_field_overflow or invalid_datetime_format then
    return false;
end;
$$;

alter table public.consultations
  alter column preferred_date type text using preferred_date::text,
  add constraint consultations_email_shape check (private.is_lead_email(email)),
  add constraint consultations_preferred_date_shape check (private.is_calendar_date(preferred_date)),
  add constraint consultations_name_length check (char_length(name) <= 100),
  add constraint consultations_phone_length check (char_length(phone) <= 50),
  add constraint consultations_company_length check (char_length(company) <= 100),
  add constraint consultations_preferred_time_length check (char_length(preferred_time) <= 20),
  add constraint consultations_message_length check (char_length(message) <= 5000),
  add constraint consultations_service_type_allowed check (
    service_type in ('General Consultation')
  );

alter table public.contact_submissions
  add constraint contact_submissions_email_shape check (private.is_lead_email(email)),
  add column status text not null default 'new',
  add constraint contact_submissions_name_length check (char_length(name) <= 100),
  add constraint contact_submissions_phone_length check (char_length(phone) <= 20),
  add constraint contact_submissions_company_length check (char_length(company) <= 100),
  add constraint contact_submissions_message_length check (char_length(message) <= 1000),
  add constraint contact_submissions_status_check check (status in ('new', 'replied', 'archived'));

alter table public.job_applications
  add constraint job_applications_email_shape check (private.is_lead_email(email)),
  add constraint job_applications_linkedin_url_shape check (private.is_lead_url(linkedin_url)),
  add constraint job_applications_resume_url_shape check (private.is_lead_url(resume_url)),
  add column status text not null default 'received',
  add constraint job_applications_position_allowed check (position in ('AI Intern', 'BDM Intern')),
  add constraint job_applications_full_name_length check (char_length(full_name) <= 100),
  add constraint job_applications_phone_length check (char_length(phone) <= 50),
  add constraint job_applications_location_length check (char_length(location) <= 100),
  add constraint job_applications_cover_letter_length check (
    char_length(cover_letter) between 50 and 5000
  ),
  add constraint job_applications_years_of_experience_allowed check (
    years_of_experience in (
      'Student / fresher', 'Less than 1 year', '1-2 years', '2-3 years', '3+ years'
    )
  ),
  add constraint job_applications_availability_allowed check (
    availability in ('Immediately', 'Within 2 weeks', 'Within 1 month', 'In 1-3 months')
  ),
  add constraint job_applications_expected_salary_length check (char_length(expected_salary) <= 100),
  add constraint job_applications_status_check check (
    status in ('received', 'reviewing', 'interview', 'offer', 'rejected')
  );

-- Contact messages and applications get the consultations' pattern: a new
-- lead starts at the first status, and admins may change the status alone.
grant update (status) on table public.contact_submissions to authenticated;
grant update (status) on table public.job_applications to authenticated;

drop policy "Visitors and signed-in users can send a contact message" on public.contact_submissions;
create policy "Visitors and signed-in users can send a new contact message"
  on public.contact_submissions for insert to anon, authenticated
  with check (status = 'new' and created_at = now());

create policy "Admins can update the status of contact messages"
  on public.contact_submissions for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

drop policy "Visitors and signed-in users can apply for a position" on public.job_applications;
create policy "Visitors and signed-in users can apply for a position as received"
  on public.job_applications for insert to anon, authenticated
  with check (status = 'received' and created_at = now());

create policy "Admins can update the status of job applications"
  on public.job_applications for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

-- The admin pages newest first (id breaks ties, so export pages never skip or
-- repeat a row), optionally by status, and searches with ilike '%…%', which a
-- trigram index answers without reading every row.
create index consultations_newest_idx on public.consultations (created_at desc, id desc);
create index consultations_status_newest_idx on public.consultations (status, created_at desc, id desc);
create index consultations_name_trgm_idx on public.consultations using gin (name extensions.gin_trgm_ops);
create index consultations_email_trgm_idx on public.consultations using gin (email extensions.gin_trgm_ops);
create index consultations_company_trgm_idx on public.consultations using gin (company extensions.gin_trgm_ops);
create index consultations_message_trgm_idx on public.consultations using gin (message extensions.gin_trgm_ops);

create index contact_submissions_newest_idx on public.contact_submissions (created_at desc, id desc);
create index contact_submissions_status_newest_idx on public.contact_submissions (status, created_at desc, id desc);
create index contact_submissions_name_trgm_idx on public.contact_submissions using gin (name extensions.gin_trgm_ops);
create index contact_submissions_email_trgm_idx on public.contact_submissions using gin (email extensions.gin_trgm_ops);
create index contact_submissions_company_trgm_idx on public.contact_submissions using gin (company extensions.gin_trgm_ops);
create index contact_submissions_message_trgm_idx on public.contact_submissions using gin (message extensions.gin_trgm_ops);

create index job_applications_newest_idx on public.job_applications (created_at desc, id desc);
create index job_applications_status_newest_idx on public.job_applications (status, created_at desc, id desc);
create index job_applications_full_name_trgm_idx on public.job_applications using gin (full_name extensions.gin_trgm_ops);
create index job_applications_email_trgm_idx on public.job_applications using gin (email extensions.gin_trgm_ops);
create index job_applications_location_trgm_idx on public.job_applications using gin (location extensions.gin_trgm_ops);
create index job_applications_cover_letter_trgm_idx on public.job_applications using gin (cover_letter extensions.gin_trgm_ops);
