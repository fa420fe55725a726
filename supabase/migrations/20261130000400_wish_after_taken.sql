-- A visitor whose picked times were all taken may answer "None of these times
-- work" in the same dialog: the booking they made keeps the date or time they
-- type, as a wish, and staff hear of it as of a wish made through the private
-- link. The same guards as book_slots (the booking id is the capability for an
-- hour, pending and never confirmed, not held, 5 tries shared with book_slots).

create function booking_access.wish_booking_time(
  booking_id uuid,
  preferred_date text,
  preferred_time text,
  time_zone text
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  booking public.consultations;
  tries integer;
begin
  select c.* into booking from public.consultations as c
  where c.id = booking_id and c.created_at > now() - interval '30 days'
  for update;
  if booking.id is null then
    return null;
  end if;
  if booking.status <> 'pending' or booking.booking_sequence <> 0 or booking.held_at is not null
    or booking.created_at <= now() - interval '1 hour' then
    return private.booking_outcome_of(booking);
  end if;
  if coalesce(wish_booking_time.preferred_date, wish_booking_time.preferred_time) is null
    or wish_booking_time.time_zone is null then
    raise exception 'a date or a time, and a time zone, are required' using errcode = '22023';
  end if;
  insert into private.booking_slot_attempts as a (consultation_id, attempts)
  values (booking.id, 1)
  on conflict (consultation_id) do update set attempts = a.attempts + 1
  returning a.attempts into tries;
  if tries > 5 then
    raise exception 'This booking has picked times 5 times already. Please use the link in your email.'
      using errcode = 'P0001';
  end if;
  update public.consultations as c
  set preferred_date = wish_booking_time.preferred_date,
    preferred_time = wish_booking_time.preferred_time,
    time_zone = wish_booking_time.time_zone
  where c.id = booking.id
  returning c.* into booking;
  insert into public.lead_notifications (lead_table, lead_id, channel, revision)
  values ('consultations', booking.id, 'staff_booking_time_requested', booking.booking_sequence)
  on conflict on constraint lead_notifications_one_per_channel do nothing;
  perform private.wake_lead_dispatcher();
  return private.booking_outcome_of(booking);
end;
$$;

create function public.wish_booking_time(
  booking_id uuid,
  preferred_date text,
  preferred_time text,
  time_zone text
)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select booking_access.wish_booking_time(booking_id, preferred_date, preferred_time, time_zone)
$$;

revoke all on function booking_access.wish_booking_time(uuid, text, text, text) from public;
grant execute on function booking_access.wish_booking_time(uuid, text, text, text) to anon, authenticated;
revoke all on function public.wish_booking_time(uuid, text, text, text) from public;
grant execute on function public.wish_booking_time(uuid, text, text, text) to anon, authenticated;
