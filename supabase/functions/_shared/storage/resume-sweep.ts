// The résumé sweep, through the Storage and REST APIs with the service role key (SQL alone
// would leave the file behind on hosted Storage): every file not checked yet is read and
// checked (resume-content.ts), its verdict recorded (an admin may download it only once
// passed or flagged) and a failed one removed; then résumés left without their application
// (public.orphan_resumes: an hour old, no row names them) are removed, and the verdicts of
// files gone are forgotten (forget_resume_checks). Each drains everything
// due, batch after batch, and none needs mail settings. Plain fetch. Runs in Deno (the
// lead-dispatch Edge Function) and Node (the embedded backend).
import { apiKeyHeaders } from '../supabase-keys.ts';
import { checkResumeContent } from './resume-content.ts';

/** Older than the longest a device's upload and insert can lie apart while it is online. */
export const orphanAgeMinutes = 60;

const checkBatch = 20;

export interface ResumeSweepResult {
  checked: number;
  removed: number;
  orphansRemoved: number;
}

interface Api {
  base: string;
  headers: Record<string, string>;
  fetcher: typeof fetch;
}

async function call<T>(api: Api, path: string, init: RequestInit, what: string): Promise<T> {
  const response = await api.fetcher(`${api.base}${path}`, { ...init, headers: api.headers });
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`);
  // A function returning void answers with no body.
  const body = await response.text();
  return (body ? JSON.parse(body) : null) as T;
}

const rpc = <T>(api: Api, name: string, args: object) =>
  call<T>(api, `/rest/v1/rpc/${name}`, { method: 'POST', body: JSON.stringify(args) }, name);

const removeFiles = (api: Api, names: string[]) =>
  call<unknown[]>(
    api,
    '/storage/v1/object/resumes',
    { method: 'DELETE', body: JSON.stringify({ prefixes: names }) },
    'resume sweep',
  );

const objectPath = (name: string) =>
  `/storage/v1/object/authenticated/resumes/${name.split('/').map(encodeURIComponent).join('/')}`;

export async function sweepResumes(
  apiUrl: string,
  serviceRoleKey: string,
  fetcher: typeof fetch = fetch,
): Promise<ResumeSweepResult> {
  const api: Api = {
    base: apiUrl.replace(/\/+$/, ''),
    headers: { ...apiKeyHeaders(serviceRoleKey), 'Content-Type': 'application/json' },
    fetcher,
  };
  const result = { checked: 0, removed: 0, orphansRemoved: 0 };
  for (;;) {
    const due = await rpc<{ name: string }[]>(api, 'unchecked_resumes', { max_count: checkBatch });
    if (due.length === 0) break;
    let progress = false;
    for (const { name } of due) {
      const file = await api.fetcher(`${api.base}${objectPath(name)}`, { headers: api.headers });
      // Gone since it was listed (an orphan sweep elsewhere): nothing left to check.
      if (file.status === 400 || file.status === 404) continue;
      if (!file.ok) throw new Error(`résumé ${name}: HTTP ${file.status} ${await file.text()}`);
      const { verdict, reason } = await checkResumeContent(
        name,
        new Uint8Array(await file.arrayBuffer()),
      );
      // The verdict first: an application stored before the removal still says why.
      await rpc(api, 'record_resume_check', { object_name: name, verdict, reason });
      if (verdict === 'removed') {
        result.removed += (await removeFiles(api, [name])).length;
      }
      result.checked += 1;
      progress = true;
    }
    // Listed but unreadable: stop rather than ask for the same batch for ever.
    if (!progress) break;
  }
  for (;;) {
    const names = await rpc<string[]>(api, 'orphan_resumes', {
      older_than_minutes: orphanAgeMinutes,
    });
    if (names.length === 0) break;
    const removed = await removeFiles(api, names);
    result.orphansRemoved += removed.length;
    // Listed but not removable: stop rather than ask for the same batch for ever.
    if (removed.length === 0) break;
  }
  await rpc(api, 'forget_resume_checks', {});
  return result;
}
