/*
 * An application's résumé as the admin gets it: a signed URL that lives a minute and
 * downloads the file under its stored name (already safe: see safeResumeName), so nothing
 * of the bucket is ever public and a forwarded link soon stops working.
 */
import { getSupabase } from '@/lib/supabase';
import type { LeadKindDescription } from '@/shared/leads/lead-kind';
import { resumeBucket } from '@/shared/leads/resume';

export const resumeColumn = 'resume_path';

/** Why the server's check removed the file, or what it warns of (see resume-content.ts). */
export const resumeProblemColumn = 'resume_problem';

/** A removed file cannot be downloaded: the cell shows why instead of a link. */
export const resumeRemoved = (problem: unknown): problem is string =>
  typeof problem === 'string' && problem.startsWith('Removed:');

const signedUrlSeconds = 60;

/** Whether this kind's leads may carry a résumé. */
export function hasResume(description: LeadKindDescription): boolean {
  return description.managedColumns?.some(({ name }) => name === resumeColumn) ?? false;
}

/** The file name a download gets: the last part of the object's path. */
export function resumeFileName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

export async function resumeDownloadUrl(path: string): Promise<string> {
  const { data, error } = await getSupabase()
    .storage.from(resumeBucket)
    .createSignedUrl(path, signedUrlSeconds, { download: resumeFileName(path) });
  if (error) throw error;
  return data.signedUrl;
}
