// npm run functions:kinds: writes what the Edge Functions need of the app as JSON the Edge
// Function and the embedded backend both import: each lead kind's labels, the fields its mails
// restate and the promised response time (from src/shared/leads), and the company's name,
// address, clock and colours its mails show (from the site's config and theme). `--check`
// fails when either is stale. Runs in Node. Why a copy at all: Edge Functions cannot import
// the app's `@/` modules.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { leadDispatchKinds } from './lead-dispatch-kinds.ts';
import { mailBrand } from './mail-brand.ts';

const outputs = [
  { path: '_shared/lead-dispatch/lead-kinds.json', data: leadDispatchKinds() },
  { path: '_shared/mail/brand.json', data: mailBrand() },
];

let stale = 0;
for (const { path, data } of outputs) {
  const file = fileURLToPath(new URL(`../supabase/functions/${path}`, import.meta.url));
  const text = `${JSON.stringify(data, null, 2)}\n`;
  if (!process.argv.includes('--check')) writeFileSync(file, text);
  else if (readFileSync(file, 'utf8') !== text) {
    console.error(`${file} is stale: run npm run functions:kinds`);
    stale++;
  }
}
process.exit(stale ? 1 : 0);
