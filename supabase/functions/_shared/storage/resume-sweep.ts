// Removes résumés left without their application (public.orphan_resumes: an hour old and
// no row names them) through the Storage API, which deletes the file with its row; SQL
// alone would leave the file behind on hosted Storage. Plain fetch with the service role
// key. Runs in Deno (the lead-dispatch Edge Function) and Node (the embedded backend).

/** Older than the longest a device's upload and insert can lie apart while it is online. */
export const orphanAgeMinutes = 60;

export async function sweepOrphanResumes(
  apiUrl: string,
  serviceRoleKey: string,
  fetcher: typeof fetch = fetch,
): Promise<number> {
  const base = apiUrl.replace(/\/+$/, '');
  const headers = {
    apikey: serviceRoleKey,
    Authorization: `Bearer ${serviceRoleKey}`,
    'Content-Type': 'application/json',
  };
  const listed = await fetcher(`${base}/rest/v1/rpc/orphan_resumes`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ older_than_minutes: orphanAgeMinutes }),
  });
  if (!listed.ok) throw new Error(`orphan_resumes: HTTP ${listed.status} ${await listed.text()}`);
  const names = (await listed.json()) as string[];
  if (names.length === 0) return 0;
  const removed = await fetcher(`${base}/storage/v1/object/resumes`, {
    method: 'DELETE',
    headers,
    body: JSON.stringify({ prefixes: names }),
  });
  if (!removed.ok) throw new Error(`resume sweep: HTTP ${removed.status} ${await removed.text()}`);
  return ((await removed.json()) as unknown[]).length;
}
