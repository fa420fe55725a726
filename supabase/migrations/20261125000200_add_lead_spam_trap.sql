-- pgt-ignore-all lint/safety/avoidWideLockWindow: the three tables change together, see below
-- pgt-ignore-all lint/safety/runningStatementWhileHoldingAccessExclusive: the same
-- ^ Each ALTER only writes the catalog (a nullable column without a default,
--   a NOT VALID check), so each lock is held for milliseconds; and the three
--   belong in one transaction, because the forms send the column to all three
--   tables at once. The lock timeout bounds the wait for each lock: a busy
--   table makes the whole migration fail and roll back, to be run again.

-- The public lead forms' honeypot (src/shared/leads/common-fields.ts): an
-- input no person meets, which bots that fill every input fill. A lead that
-- arrives with it filled is stored like any other, so a person caught by
-- mistake (an over-eager autofill) is never lost, but notifies nobody:
-- private.enqueue_lead_notifications skips a row whose spam_trap is not
-- empty. The normalise trigger trims it and turns '' into null, as for every
-- optional text. The booth's event_leads are taken by staff and have none.
--
-- NOT VALID: the column is new, so every existing row holds null, which the
-- check passes; Postgres skips the scan that would prove it under the lock.
-- New and updated rows are checked all the same.

set local lock_timeout = '2s';

alter table public.consultations
  add column spam_trap text,
  add constraint consultations_spam_trap_length check (
    char_length(spam_trap) <= 200
  ) not valid;

alter table public.contact_submissions
  add column spam_trap text,
  add constraint contact_submissions_spam_trap_length check (
    char_length(spam_trap) <= 200
  ) not valid;

alter table public.job_applications
  add column spam_trap text,
  add constraint job_applications_spam_trap_length check (
    char_length(spam_trap) <= 200
  ) not valid;
