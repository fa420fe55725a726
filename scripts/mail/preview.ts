// npm run mail:preview: every mail rendered from the sample data (mail-samples.ts) into
// mail-preview/, as <id>.html and <id>.txt, with an index.html to open in a browser, so a
// change to a template can be looked at before it ships. Runs in Node.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { escapeHtml } from '../../supabase/functions/_shared/mail/escape-html.ts';
import { mailSamples } from './mail-samples.ts';

const out = fileURLToPath(new URL('../../mail-preview/', import.meta.url));
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const samples = await mailSamples();
for (const { id, mail } of samples) {
  writeFileSync(`${out}${id}.html`, mail.html);
  writeFileSync(`${out}${id}.txt`, mail.text);
  if (mail.calendar) writeFileSync(`${out}${id}.ics`, mail.calendar.content);
}

const rows = samples.map(
  ({ id, audience, title, mail }) =>
    `<tr><td>${audience}</td><td><a href="${id}.html">${escapeHtml(title)}</a></td>` +
    `<td>${escapeHtml(mail.subject)}</td><td><a href="${id}.txt">text</a>${mail.calendar ? ` · <a href="${id}.ics">.ics</a>` : ''}</td>` +
    `<td>${(Buffer.byteLength(mail.html) / 1024).toFixed(1)} KB</td></tr>`,
);
writeFileSync(
  `${out}index.html`,
  `<!doctype html><html lang="en"><meta charset="utf-8"><title>Mail preview</title>` +
    `<style>body{font-family:system-ui,sans-serif;margin:2rem}td,th{padding:4px 12px;text-align:left}</style>` +
    `<h1>Mail preview (${samples.length} mails)</h1><table><thead><tr><th>For</th><th>Mail</th><th>Subject</th><th>Plain text</th><th>HTML</th></tr></thead>` +
    `<tbody>${rows.join('')}</tbody></table></html>\n`,
);
process.stdout.write(`mail:preview: ${samples.length} mails in ${out}index.html\n`);
