/*
 * The admin's reads and the one write (a consultation's status). Network only: nothing
 * here is cached or persisted on the device. Row-level security decides what returns.
 */
import { getSupabase } from '@/lib/supabase';

export const consultationStatuses = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type ConsultationStatus = (typeof consultationStatuses)[number];

interface LeadRow {
  id: string;
  created_at: string;
  email: string;
  phone: string | null;
}

export interface ContactSubmission extends LeadRow {
  name: string;
  company: string | null;
  message: string;
}

export interface Consultation extends LeadRow {
  name: string;
  company: string | null;
  service_type: string;
  status: ConsultationStatus;
  preferred_date: string | null;
  preferred_time: string | null;
  message: string | null;
}

export interface JobApplication extends LeadRow {
  position: string;
  full_name: string;
  location: string;
  linkedin_url: string | null;
  resume_url: string | null;
  cover_letter: string;
  years_of_experience: string;
  expected_salary: string | null;
  availability: string;
}

export interface AdminData {
  contacts: ContactSubmission[];
  consultations: Consultation[];
  applications: JobApplication[];
}

function newestFirst(table: string) {
  return getSupabase().from(table).select('*').order('created_at', { ascending: false });
}

/** All three lists in parallel, newest first; throws with the server's reason. */
export async function loadAdminData(): Promise<AdminData> {
  const [contacts, consultations, applications] = await Promise.all([
    newestFirst('contact_submissions'),
    newestFirst('consultations'),
    newestFirst('job_applications'),
  ]);
  const error = contacts.error ?? consultations.error ?? applications.error;
  if (error) throw new Error(error.message || 'the server did not answer');
  return {
    contacts: contacts.data as ContactSubmission[],
    consultations: consultations.data as Consultation[],
    applications: applications.data as JobApplication[],
  };
}

export async function updateConsultationStatus(id: string, status: ConsultationStatus) {
  const { error } = await getSupabase().from('consultations').update({ status }).eq('id', id);
  if (error) throw new Error(error.message);
}
