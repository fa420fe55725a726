// A mail element rendered once to HTML (inlined styles, as React Email writes them), and its
// plain-text part made from that same HTML, so the two can never tell different facts.
// Runs in Deno and Node; the same versions give the same bytes on both.
import { render, toPlainText } from '@react-email/components';
import type { ReactElement } from 'react';

export interface RenderedMail {
  html: string;
  text: string;
}

interface Element {
  children: unknown[];
  attribs: Record<string, string>;
}
interface Builder {
  addInline(text: string): void;
  openBlock(options: { leadingLineBreaks: number }): void;
  closeBlock(options: { trailingLineBreaks: number }): void;
}
type Walk = (nodes: unknown[], builder: Builder) => void;

// html-to-text writes a fact as "Label: value", an action on a line of its own as
// "Label <url>", any other link as "text <url>", the logo's link as the name alone, and a
// heading as it is written (not upper-cased).
const textOptions = {
  formatters: {
    factLabel(elem: Element, walk: Walk, builder: Builder) {
      walk(elem.children, builder);
      builder.addInline(': ');
    },
    action(elem: Element, walk: Walk, builder: Builder) {
      builder.openBlock({ leadingLineBreaks: 1 });
      walk(elem.children, builder);
      builder.addInline(` <${(elem.attribs.href ?? '').replace(/^mailto:/, '')}>`);
      builder.closeBlock({ trailingLineBreaks: 1 });
    },
  },
  selectors: [
    {
      selector: 'tr[data-fact]',
      format: 'block',
      options: { leadingLineBreaks: 1, trailingLineBreaks: 1 },
    },
    { selector: 'span[data-fact-label]', format: 'factLabel' },
    { selector: 'a[data-action]', format: 'action' },
    { selector: 'a[data-brand]', format: 'inline' },
    { selector: 'a', options: { linkBrackets: ['<', '>'], hideLinkHrefIfSameAsText: true } },
    { selector: 'h1', options: { uppercase: false } },
  ],
};

export async function renderMail(element: ReactElement): Promise<RenderedMail> {
  const html = await render(element);
  const text = toPlainText(html, textOptions)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { html, text: `${text}\n` };
}
