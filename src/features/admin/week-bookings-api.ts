/*
 * The week view's reads: every host, the confirmed consultations that start in the week,
 * and the wishes still waiting for a time. Network only; admins at aal2 alone read them.
 * Held (spam) leads are left out: nobody was told of them.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { LeadRecord } from '@/features/admin/admin-api';
import { failure } from '@/features/admin/api-failure';
import { appointmentColumns } from '@/features/admin/appointment';
import type { BookingHost } from '@/features/admin/availability-api';
import { getSupabase } from '@/lib/supabase';

// The new columns and tables are newer than the generated types (see availability-api.ts).
const client = () => getSupabase() as unknown as SupabaseClient;

const bookingColumns = [
  'id',
  'created_at',
  'status',
  'name',
  'email',
  'preferred_date',
  'preferred_time',
  'requested_slots',
  ...appointmentColumns,
].join(',');

/** How many waiting wishes the view reads at most, oldest first. */
const wishLimit = 200;

export interface WeekBookings {
  hosts: BookingHost[];
  confirmed: LeadRecord[];
  wishes: LeadRecord[];
}

export async function fetchWeekBookings(from: Date, to: Date): Promise<WeekBookings> {
  const [hosts, confirmed, wishes] = await Promise.all([
    client().from('booking_hosts').select('id,name,email,time_zone,daily_cap,active').order('name'),
    client()
      .from('consultations')
      .select(bookingColumns)
      .eq('status', 'confirmed')
      .gte('scheduled_at', from.toISOString())
      .lt('scheduled_at', to.toISOString())
      .order('scheduled_at'),
    client()
      .from('consultations')
      .select(bookingColumns)
      .eq('status', 'pending')
      .is('held_at', null)
      .order('created_at')
      .limit(wishLimit),
  ]);
  const error = hosts.error ?? confirmed.error ?? wishes.error;
  if (error) throw failure(error);
  return {
    hosts: hosts.data as BookingHost[],
    confirmed: confirmed.data as unknown as LeadRecord[],
    wishes: wishes.data as unknown as LeadRecord[],
  };
}
