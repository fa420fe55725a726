/*
 * The admin's availability: the booking settings, the hosts, their weekly hours and their
 * date overrides (20261130000100_real_availability.sql). Network only; row-level security
 * lets admins at aal2 alone read and write them, and the database checks every value, so a
 * refusal comes back with its reason for the form to show.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { failure } from '@/features/admin/api-failure';
import { getSupabase } from '@/lib/supabase';

export interface BookingSettings {
  meeting_minutes: number;
  buffer_minutes: number;
  notice_minutes: number;
  horizon_days: number;
}

export interface BookingHost {
  id: string;
  name: string;
  email: string | null;
  /** IANA, the zone the host's hours are in. */
  time_zone: string;
  daily_cap: number;
  active: boolean;
}

/** One working window on a weekday (ISO: 1 is Monday), "09:00:00" to "17:00:00". */
export interface HostHours {
  id: string;
  host_id: string;
  weekday: number;
  start_time: string;
  end_time: string;
}

/** A date's own hours: no times is a day off; times replace that day's weekly hours. */
export interface HostOverride {
  id: string;
  host_id: string;
  on_date: string;
  start_time: string | null;
  end_time: string | null;
}

export interface Availability {
  settings: BookingSettings;
  hosts: BookingHost[];
  hours: HostHours[];
  overrides: HostOverride[];
}

export type HostChanges = Omit<BookingHost, 'id'>;
export type NewHours = Omit<HostHours, 'id'>;
export type NewOverride = Omit<HostOverride, 'id'>;

// The tables are newer than the generated types the lead regenerates at merge; the rows are
// typed by the interfaces above instead.
const client = () => getSupabase() as unknown as SupabaseClient;

const settingsColumns = 'meeting_minutes,buffer_minutes,notice_minutes,horizon_days';
const hostColumns = 'id,name,email,time_zone,daily_cap,active';

/** Everything the editor shows, in one go. */
export async function fetchAvailability(): Promise<Availability> {
  const [settings, hosts, hours, overrides] = await Promise.all([
    client().from('booking_settings').select(settingsColumns).single(),
    client().from('booking_hosts').select(hostColumns).order('created_at').order('id'),
    client()
      .from('booking_host_hours')
      .select('id,host_id,weekday,start_time,end_time')
      .order('weekday')
      .order('start_time'),
    client()
      .from('booking_host_overrides')
      .select('id,host_id,on_date,start_time,end_time')
      .order('on_date')
      .order('start_time'),
  ]);
  const error = settings.error ?? hosts.error ?? hours.error ?? overrides.error;
  if (error) throw failure(error);
  return {
    settings: settings.data as BookingSettings,
    hosts: hosts.data as BookingHost[],
    hours: hours.data as HostHours[],
    overrides: overrides.data as HostOverride[],
  };
}

/** The active hosts, for the appointment form's host select. */
export async function fetchActiveHosts(): Promise<BookingHost[]> {
  const { data, error } = await client()
    .from('booking_hosts')
    .select(hostColumns)
    .eq('active', true)
    .order('name');
  if (error) throw failure(error);
  return data as BookingHost[];
}

/** Answers nothing; throws the database's refusal. */
async function written(request: PromiseLike<{ error: { message: string } | null }>) {
  const { error } = await request;
  if (error) throw failure(error);
}

export const saveSettings = (settings: BookingSettings) =>
  written(client().from('booking_settings').update(settings).eq('id', true));

export const addHost = (host: HostChanges) => written(client().from('booking_hosts').insert(host));

export const updateHost = (id: string, host: HostChanges) =>
  written(client().from('booking_hosts').update(host).eq('id', id));

export const addHours = (hours: NewHours) =>
  written(client().from('booking_host_hours').insert(hours));

export const removeHours = (id: string) =>
  written(client().from('booking_host_hours').delete().eq('id', id));

export const addOverride = (override: NewOverride) =>
  written(client().from('booking_host_overrides').insert(override));

export const removeOverride = (id: string) =>
  written(client().from('booking_host_overrides').delete().eq('id', id));

/** A confirmed booking's hold on its host. */
export interface HostBooking {
  id: string;
  host_id: string;
  scheduled_at: string;
  duration_minutes: number;
}

/** What the appointment form weighs a time against: the hosts, the buffer, their bookings. */
export interface HostCalendar {
  hosts: BookingHost[];
  bufferMinutes: number;
  bookings: HostBooking[];
}

const dayMs = 86_400_000;

/** The active hosts and every confirmed booking of theirs within a day of `at`. */
export async function fetchHostCalendar(at: Date): Promise<HostCalendar> {
  const [hosts, settings, bookings] = await Promise.all([
    fetchActiveHosts(),
    client().from('booking_settings').select('buffer_minutes').single(),
    client()
      .from('consultations')
      .select('id,host_id,scheduled_at,duration_minutes')
      .eq('status', 'confirmed')
      .not('host_id', 'is', null)
      .gte('scheduled_at', new Date(at.getTime() - dayMs).toISOString())
      .lt('scheduled_at', new Date(at.getTime() + dayMs).toISOString()),
  ]);
  const error = settings.error ?? bookings.error;
  if (error) throw failure(error);
  return {
    hosts,
    bufferMinutes: (settings.data as { buffer_minutes: number }).buffer_minutes,
    bookings: bookings.data as HostBooking[],
  };
}
