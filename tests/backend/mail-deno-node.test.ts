// One mail source, two runtimes: every sample mail rendered by Deno (the Edge Function's
// runtime, with the function's own deno.json and lock) is byte for byte the mail Node renders
// for the embedded backend, HTML and plain text alike.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { denoBinary, denoEnv, edgeFunctions } from '../../scripts/deno/deno-cli.ts';
import { mailSamples } from '../../scripts/mail/mail-samples.ts';

const deno = denoBinary();
const leadDispatch = edgeFunctions().find(({ name }) => name === 'lead-dispatch');
const printer = new URL('../../scripts/mail/print-samples.ts', import.meta.url).pathname;

const suite = deno ? describe : describe.skip;

suite('the mail templates under Deno and Node', () => {
  it('render every mail to the same bytes', { timeout: 120_000 }, async () => {
    if (!leadDispatch) throw new Error('supabase/functions/lead-dispatch is missing');
    const { stdout } = await promisify(execFile)(
      deno as string,
      ['run', '--frozen', `--config=${leadDispatch.config}`, printer],
      { env: denoEnv(), maxBuffer: 16 * 1024 * 1024 },
    );
    const fromDeno = JSON.parse(stdout) as Record<string, { html: string; text: string }>;
    const samples = await mailSamples();
    expect(Object.keys(fromDeno)).toEqual(samples.map(({ id }) => id));
    for (const { id, mail } of samples) {
      expect(fromDeno[id]?.html, id).toBe(mail.html);
      expect(fromDeno[id]?.text, id).toBe(mail.text);
    }
  });
});
