/*
 * The admin's reads about booth ratings (20261201000200_rated_lead_follow_up.sql): the
 * ratings of the leads in hand, and one event's report counted in the database. Network
 * only; the database answers admins at aal2 and nobody else.
 */
import { failure } from '@/features/admin/api-failure';
import { getSupabase } from '@/lib/supabase';

export type Rating = 'hot' | 'warm' | 'cold';

export interface RatingAnswer {
  question: string;
  answer: string;
}

/** One lead's rating, as public.event_lead_notes_of answers it. */
export interface LeadRating {
  lead_id: string;
  rating: Rating;
  answers: RatingAnswer[];
  note: string | null;
  staff_name: string | null;
  created_at: string;
}

/** The ratings of these leads (a page, or an export batch), sent in a body, not a URL. */
export async function fetchLeadRatings(
  leadIds: readonly string[],
  signal?: AbortSignal,
): Promise<LeadRating[]> {
  if (leadIds.length === 0) return [];
  const request = getSupabase().rpc('event_lead_notes_of', { lead_ids: [...leadIds] });
  if (signal) request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw failure(error);
  return data as unknown as LeadRating[];
}

export interface HotLead {
  id: string;
  full_name: string;
  email: string;
  company: string | null;
  job_title: string | null;
  captured_at: string;
  answers: RatingAnswer[];
  note: string | null;
  rated_by: string | null;
}

/** One event's report, as public.event_report answers it. */
export interface EventReport {
  event_name: string;
  time_zone: string;
  leads: number;
  per_hour: { hour: string; leads: number }[];
  per_device: { device_id: string; leads: number; staff_names: string[] }[];
  /** Hot, Warm, Cold, then not rated (null), each always there. */
  per_rating: { rating: Rating | null; leads: number }[];
  /** Oldest first, at most 500. */
  hot_leads: HotLead[];
}

export async function fetchEventReport(eventName: string, timeZone: string): Promise<EventReport> {
  const { data, error } = await getSupabase().rpc('event_report', {
    event_name: eventName,
    time_zone: timeZone,
  });
  if (error) throw failure(error);
  return data as unknown as EventReport;
}
