// A mail element rendered once to HTML (inlined styles, as React Email writes them), and its
// plain-text part made from that same HTML, so the two can never tell different facts.
// Runs in Deno and Node; the same versions give the same bytes on both.
import { plainTextSelectors, render } from '@react-email/components';
// @ts-types="npm:@types/html-to-text@9.0.4"
import { compile, type FormatCallback } from 'html-to-text';
import type { ReactElement } from 'react';

export interface RenderedMail {
  html: string;
  text: string;
}

// html-to-text, as React Email sets it up (images and the preview line left out), writes a
// fact as "Label: value", an action on a line of its own as "Label <url>", any other link as
// "text <url>", the logo's link as the name alone, and a heading as it is written (not
// upper-cased). Compiled once: compiling its selectors costs ten times the conversion.
const toPlainText = compile({
  wordwrap: false,
  formatters: {
    factLabel: ((elem, walk, builder) => {
      walk(elem.children, builder);
      builder.addInline(': ');
    }) satisfies FormatCallback,
    action: ((elem, walk, builder) => {
      builder.openBlock({ leadingLineBreaks: 1 });
      walk(elem.children, builder);
      builder.addInline(` <${(elem.attribs?.href ?? '').replace(/^mailto:/, '')}>`);
      builder.closeBlock({ trailingLineBreaks: 1 });
    }) satisfies FormatCallback,
  },
  selectors: [
    ...plainTextSelectors,
    {
      selector: 'tr[data-fact]',
      format: 'block',
      options: { leadingLineBreaks: 1, trailingLineBreaks: 1 },
    },
    {
      selector: 'tr[data-row]',
      format: 'block',
      options: { leadingLineBreaks: 1, trailingLineBreaks: 1 },
    },
    { selector: 'span[data-fact-label]', format: 'factLabel' },
    { selector: 'a[data-action]', format: 'action' },
    { selector: 'a[data-brand]', format: 'inline' },
    { selector: 'a', options: { linkBrackets: ['<', '>'], hideLinkHrefIfSameAsText: true } },
    { selector: 'h1', options: { uppercase: false } },
  ],
});

export async function renderMail(element: ReactElement): Promise<RenderedMail> {
  const html = await render(element);
  const text = toPlainText(html)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { html, text: `${text}\n` };
}
