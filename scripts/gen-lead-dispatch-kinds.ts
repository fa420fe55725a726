// npm run functions:kinds: writes what the lead dispatcher needs of each lead kind (labels,
// the fields its mails restate, the promised response time) from src/shared/leads, as JSON
// the Edge Function and the embedded backend both import. `--check` fails when it is stale.
// Runs in Node. Why a copy at all: Edge Functions cannot import the app's `@/` modules.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { leadDispatchKinds } from './lead-dispatch-kinds.ts';

const file = fileURLToPath(
  new URL('../supabase/functions/_shared/lead-dispatch/lead-kinds.json', import.meta.url),
);
const text = `${JSON.stringify(leadDispatchKinds(), null, 2)}\n`;

if (process.argv.includes('--check')) {
  if (readFileSync(file, 'utf8') !== text) {
    console.error(`${file} is stale: run npm run functions:kinds`);
    process.exit(1);
  }
} else {
  writeFileSync(file, text);
}
