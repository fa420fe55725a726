// Every sample mail's HTML and text as JSON on stdout: run under Deno (the Edge Function's
// runtime) and under Node (the embedded backend's), the two outputs must be the same bytes
// (tests/backend/mail-deno-node.test.ts).
import { mailSamples } from './mail-samples.ts';

const rendered = Object.fromEntries(
  (await mailSamples()).map(({ id, mail }) => [id, { html: mail.html, text: mail.text }]),
);
console.log(JSON.stringify(rendered));
