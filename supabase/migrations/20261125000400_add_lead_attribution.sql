-- pgt-ignore-all lint/safety/avoidWideLockWindow: the three tables change together, see below
-- pgt-ignore-all lint/safety/runningStatementWhileHoldingAccessExclusive: the same
-- ^ Each ALTER only writes the catalog (nullable columns without a default,
--   NOT VALID checks), so each lock is held for milliseconds; and the three
--   belong in one transaction, because the forms send the columns to all
--   three tables at once. The lock timeout bounds the wait for each lock: a
--   busy table makes the whole migration fail and roll back, to be run again.

-- Where a visitor's lead came from (src/shared/leads/common-fields.ts,
-- attributionFields): the first page of the visit's utm_source, utm_medium
-- and utm_campaign, the referring site's origin (never the full URL) and the
-- landing path, recorded by the page and sent with every lead of the visit.
-- The booth's event_leads record their event instead and have none.
--
-- Optional texts like every other: the normalise trigger trims them and turns
-- '' into null, and the checks bound them as the description does
-- (tests/backend/lead-rules.test.ts holds the two together). The origin and
-- path patterns list the Unicode spaces that JavaScript's \s knows and
-- Postgres' may not, as private.is_lead_url does. The table grants are
-- per table, not per column, so visitors may insert the new columns; admins
-- read them with the rest of the row. Nothing searches them: the admin
-- filters by utm_source with an equality the REST read and search_leads
-- (group_field) both take.
--
-- NOT VALID: the columns are new, so every existing row holds null, which
-- the checks pass; Postgres skips the scan that would prove it under the
-- lock. New and updated rows are checked all the same.

set local lock_timeout = '2s';

alter table public.consultations
  add column utm_source text,
  add column utm_medium text,
  add column utm_campaign text,
  add column referrer text,
  add column landing_path text,
  add constraint consultations_utm_source_length check (
    char_length(utm_source) <= 200
  ) not valid,
  add constraint consultations_utm_medium_length check (
    char_length(utm_medium) <= 200
  ) not valid,
  add constraint consultations_utm_campaign_length check (
    char_length(utm_campaign) <= 200
  ) not valid,
  add constraint consultations_referrer_shape check (
    char_length(referrer) <= 200
    and referrer ~ '^https?://[^/?#@\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$'
  ) not valid,
  add constraint consultations_landing_path_shape check (
    char_length(landing_path) <= 500
    and landing_path ~ '^/[^\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]*$'
  ) not valid;

alter table public.contact_submissions
  add column utm_source text,
  add column utm_medium text,
  add column utm_campaign text,
  add column referrer text,
  add column landing_path text,
  add constraint contact_submissions_utm_source_length check (
    char_length(utm_source) <= 200
  ) not valid,
  add constraint contact_submissions_utm_medium_length check (
    char_length(utm_medium) <= 200
  ) not valid,
  add constraint contact_submissions_utm_campaign_length check (
    char_length(utm_campaign) <= 200
  ) not valid,
  add constraint contact_submissions_referrer_shape check (
    char_length(referrer) <= 200
    and referrer ~ '^https?://[^/?#@\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$'
  ) not valid,
  add constraint contact_submissions_landing_path_shape check (
    char_length(landing_path) <= 500
    and landing_path ~ '^/[^\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]*$'
  ) not valid;

alter table public.job_applications
  add column utm_source text,
  add column utm_medium text,
  add column utm_campaign text,
  add column referrer text,
  add column landing_path text,
  add constraint job_applications_utm_source_length check (
    char_length(utm_source) <= 200
  ) not valid,
  add constraint job_applications_utm_medium_length check (
    char_length(utm_medium) <= 200
  ) not valid,
  add constraint job_applications_utm_campaign_length check (
    char_length(utm_campaign) <= 200
  ) not valid,
  add constraint job_applications_referrer_shape check (
    char_length(referrer) <= 200
    and referrer ~ '^https?://[^/?#@\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$'
  ) not valid,
  add constraint job_applications_landing_path_shape check (
    char_length(landing_path) <= 500
    and landing_path ~ '^/[^\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]*$'
  ) not valid;
