-- pg_cron's catalogue and functions under their own names (pg_cron 1.6, the release hosted
-- Supabase runs), for a database where the extension cannot be installed (PGlite, or a
-- PostgreSQL server without it): prepare-database.ts applies this file only where
-- pg_available_extensions has no pg_cron, before the migrations, on every start, so every
-- statement is idempotent. pg-cron.ts runs the jobs, as pg_cron's background worker does.
--
-- Like pg_cron: the tables' columns and row-level security, cron.schedule by name replacing
-- the caller's job of that name (1.4+), unschedule by id or name, alter_job, and schedules
-- refused with pg_cron's own message unless they are five cron fields (Vixie cron's: numbers,
-- ranges, steps, lists, month and day names, '$' for the last day of the month), an @-word or
-- '[1-59] seconds'. Stricter than pg_cron: a sixth field, or a range that runs backwards, is
-- refused rather than ignored. The functions run as their caller, and nothing here is granted
-- to the API roles: hosted Supabase leaves the cron schema to postgres.

create schema if not exists cron;

revoke all on schema cron from public;

create sequence if not exists cron.jobid_seq;
create sequence if not exists cron.runid_seq;

create table if not exists cron.job (
  jobid bigint primary key default nextval('cron.jobid_seq'),
  schedule text not null,
  command text not null,
  nodename text not null default 'localhost',
  -- inet_server_port() is null in PGlite, which has no socket.
  nodeport integer not null default coalesce(inet_server_port(), 5432),
  database text not null default current_database(),
  username text not null default current_user,
  active boolean not null default true,
  jobname text,
  constraint jobname_username_uniq unique (jobname, username)
);

create table if not exists cron.job_run_details (
  jobid bigint,
  runid bigint primary key default nextval('cron.runid_seq'),
  job_pid integer,
  database text,
  username text,
  command text,
  status text,
  return_message text,
  start_time timestamptz,
  end_time timestamptz
);

alter table cron.job enable row level security;
alter table cron.job_run_details enable row level security;

do $$
begin
  create policy cron_job_policy on cron.job using (username = current_user);
  create policy cron_job_run_details_policy on cron.job_run_details
    using (username = current_user);
exception
  when duplicate_object then null;
end
$$;

-- Raises pg_cron's error unless schedule is one pg_cron's ParseSchedule reads.
create or replace function cron.validate_schedule(schedule text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
declare
  fields text[] := regexp_split_to_array(btrim(schedule), '\s+');
  lows constant integer[] := array[0, 0, 1, 1, 0];
  highs constant integer[] := array[59, 23, 31, 12, 7];
  months constant text[] := array['jan', 'feb', 'mar', 'apr', 'may', 'jun',
                                  'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
  days constant text[] := array['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
  names text[];
  item text;
  parts text[];
  first integer;
  last integer;
  step integer;
  valid boolean := true;
begin
  if schedule is null then
    raise exception 'schedule can not be NULL';
  end if;
  if schedule ~* '^\s*[0-9]{1,9}\s*seconds?\s*$' then
    valid := substring(schedule from '[0-9]+')::integer between 1 and 59;
  elsif btrim(schedule) like '@%' then
    valid := btrim(schedule) in ('@yearly', '@annually', '@monthly', '@weekly', '@daily',
                                 '@midnight', '@hourly', '@reboot', '@restart');
  elsif cardinality(fields) <> 5 then
    valid := false;
  else
    <<each_field>>
    for i in 1..5 loop
      continue when i = 3 and fields[i] = '$';
      names := case i when 4 then months when 5 then days end;
      foreach item in array string_to_array(lower(fields[i]), ',') loop
        -- '*', 'n' or 'n-m', then '/step' after '*' or a range only.
        parts := regexp_match(item, '^(?:(\*)|([0-9a-z]{1,9})(?:-([0-9a-z]{1,9}))?)(?:/([0-9]{1,9}))?$');
        if parts is null or (parts[2] is not null and parts[3] is null and parts[4] is not null) then
          valid := false;
          exit each_field;
        end if;
        first := case
          when parts[1] is not null then lows[i]
          when parts[2] ~ '^[0-9]+$' then parts[2]::integer
          else array_position(names, parts[2]) - 1 + lows[i]
        end;
        last := case
          when parts[1] is not null then highs[i]
          when parts[3] is null then first
          when parts[3] ~ '^[0-9]+$' then parts[3]::integer
          else array_position(names, parts[3]) - 1 + lows[i]
        end;
        step := coalesce(parts[4]::integer, 1);
        if first is null or last is null or first < lows[i] or last > highs[i] or first > last
           or step < 1 or step > highs[i] then
          valid := false;
          exit each_field;
        end if;
      end loop;
    end loop;
  end if;
  if not valid then
    raise exception 'invalid schedule: %', schedule
      using errcode = 'invalid_parameter_value',
            hint = 'Use cron format (e.g. 5 4 * * *), or interval format ''[1-59] seconds''';
  end if;
end
$$;

create or replace function cron.schedule(job_name text, schedule text, command text)
returns bigint
language plpgsql
set search_path = ''
as $$
declare
  id bigint;
begin
  if job_name is null then
    raise exception 'job_name can not be NULL';
  end if;
  if command is null then
    raise exception 'command can not be NULL';
  end if;
  perform cron.validate_schedule(schedule);
  insert into cron.job (schedule, command, jobname)
  values (schedule, command, job_name)
  on conflict on constraint jobname_username_uniq
  do update set schedule = excluded.schedule, command = excluded.command,
                database = excluded.database
  returning jobid into id;
  return id;
end
$$;

create or replace function cron.schedule(schedule text, command text)
returns bigint
language plpgsql
set search_path = ''
as $$
declare
  id bigint;
begin
  if command is null then
    raise exception 'command can not be NULL';
  end if;
  perform cron.validate_schedule(schedule);
  insert into cron.job (schedule, command) values (schedule, command) returning jobid into id;
  return id;
end
$$;

create or replace function cron.unschedule(job_id bigint)
returns boolean
language plpgsql
strict
set search_path = ''
as $$
begin
  delete from cron.job where jobid = job_id;
  if not found then
    raise exception 'could not find valid entry for job %', job_id;
  end if;
  return true;
end
$$;

create or replace function cron.unschedule(job_name text)
returns boolean
language plpgsql
strict
set search_path = ''
as $$
begin
  delete from cron.job where jobname = job_name and username = current_user;
  if not found then
    raise exception 'could not find valid entry for job ''%''', job_name;
  end if;
  return true;
end
$$;

create or replace function cron.alter_job(
  job_id bigint,
  schedule text default null,
  command text default null,
  database text default null,
  username text default null,
  active boolean default null
)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if job_id is null then
    raise exception 'job_id can not be NULL';
  end if;
  if num_nulls(schedule, command, database, username, active) = 5 then
    raise exception 'no updates specified'
      using hint = 'You must specify at least one job attribute to change when calling alter_job';
  end if;
  if schedule is not null then
    perform cron.validate_schedule(schedule);
  end if;
  update cron.job as j
     set schedule = coalesce(alter_job.schedule, j.schedule),
         command = coalesce(alter_job.command, j.command),
         database = coalesce(alter_job.database, j.database),
         username = coalesce(alter_job.username, j.username),
         active = coalesce(alter_job.active, j.active)
   where j.jobid = job_id;
  if not found then
    raise exception 'Job % does not exist or you don''t own it', job_id;
  end if;
end
$$;

revoke all on all functions in schema cron from public;
