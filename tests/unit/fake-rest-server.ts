/*
 * A stand-in for Supabase REST inserts, as a fetch function: it stores rows by id,
 * answers 409/23505 for a duplicate id, and can be told to fail in the ways the real
 * network and server do, and made to hang on chosen leads until the caller gives up.
 * Remote procedures (rpc/…) answer as the test says.
 */
type Mode = 'ok' | 'offline' | 'http-500' | 'http-400' | 'http-401' | 'lose-response';

export function createFakeRestServer() {
  const rows = new Map<string, { table: string; body: Record<string, unknown> }>();
  const requests: string[] = [];
  let mode: Mode = 'ok';
  /** Leads (by name) whose request gets no answer: it ends on abort or on releaseHangs. */
  const hangingNames = new Set<string>();
  const hanging: (() => void)[] = [];
  /**
   * Remote procedures the test answers, by name; any other answers 404. No free times unless
   * the test offers some: every booking form asks for them as it opens.
   */
  const procedures = new Map<string, (args: Record<string, unknown>) => unknown>([
    ['available_slots', () => []],
  ]);
  const calls: { name: string; args: Record<string, unknown> }[] = [];

  const fetchImpl = async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const table = url.split('/rest/v1/')[1] ?? '';
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    if (table.startsWith('rpc/')) {
      const name = table.slice('rpc/'.length);
      calls.push({ name, args: body });
      if (mode === 'offline') throw new TypeError('Failed to fetch');
      const answer = procedures.get(name);
      return answer ? json(200, answer(body)) : json(404, { message: `no function ${name}` });
    }
    const id = String(body.id);
    requests.push(id);
    if (hangingNames.has(String(body.name))) {
      return new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        hanging.push(() => reject(new TypeError('Failed to fetch')));
      });
    }
    if (mode === 'offline') throw new TypeError('Failed to fetch');
    if (mode === 'http-500') return json(500, { code: 'XX000', message: 'boom' });
    if (mode === 'http-401') return json(401, { message: 'Invalid API key' });
    if (mode === 'http-400') {
      return json(400, { code: '23514', message: 'violates check constraint "name_check"' });
    }
    if (rows.has(id)) {
      return json(409, {
        code: '23505',
        message: 'duplicate key value violates unique constraint',
      });
    }
    rows.set(id, { table, body });
    if (mode === 'lose-response') throw new TypeError('Failed to fetch');
    return new Response(null, { status: 201 });
  };

  return {
    fetchImpl: fetchImpl as typeof fetch,
    rows,
    requests,
    calls,
    answerRpc: (name: string, answer: (args: Record<string, unknown>) => unknown) =>
      procedures.set(name, answer),
    setMode: (next: Mode) => {
      mode = next;
    },
    hangOn: (name: string) => hangingNames.add(name),
    /** Ends every hanging request as a dropped connection. */
    releaseHangs: () => hanging.splice(0).forEach((drop) => drop()),
  };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
