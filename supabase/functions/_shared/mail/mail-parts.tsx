/** @jsxRuntime automatic @jsxImportSource react */
// The pieces mails are built of: a paragraph, a list of facts (label and value), buttons
// that are real links, and a list of links. React escapes every value, so visitor text is
// text wherever it lands. Runs in Deno and Node.
import { Button, Link, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { brand } from './brand.ts';
import { linkStyle, mutedStyle, textStyle } from './mail-layout.tsx';

export interface Fact {
  label: string;
  value: string;
  /** A value that is a place to go (a meeting link) is a link too. */
  href?: string;
}

export function Paragraph({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
  return (
    <Text className={muted ? 'mail-muted' : 'mail-text'} style={muted ? mutedStyle : textStyle}>
      {children}
    </Text>
  );
}

/** A typed line break is kept as one, in HTML as in the plain text. */
function withBreaks(value: string) {
  return value.split('\n').flatMap((line, index) => (index ? [<br key={index} />, line] : [line]));
}

/**
 * Facts stacked label over value, which reads at 375 px as at 700. The plain text has them as
 * "Label: value" lines (render-mail.ts reads the data attributes).
 */
export function Facts({ facts }: { facts: Fact[] }) {
  return (
    <table
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      border={0}
      style={{ margin: '0 0 16px' }}
    >
      <tbody>
        {facts.map(({ label, value, href }, index) => (
          <tr key={index} data-fact="">
            <td
              style={{ padding: '6px 0', borderBottom: `1px solid ${brand.colors.border}` }}
              className="mail-rule"
            >
              <span
                data-fact-label=""
                className="mail-muted"
                style={{
                  color: brand.colors.muted,
                  display: 'block',
                  fontSize: '13px',
                  lineHeight: '18px',
                }}
              >
                {label}
              </span>
              <span
                className="mail-text"
                style={{
                  color: brand.colors.text,
                  display: 'block',
                  fontSize: '16px',
                  lineHeight: '24px',
                  overflowWrap: 'anywhere',
                }}
              >
                {href ? (
                  <Link href={href} className="mail-link" style={linkStyle}>
                    {value}
                  </Link>
                ) : (
                  withBreaks(value)
                )}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface Action {
  href: string;
  label: string;
}

/**
 * The mail's actions; the first is the one to take, drawn filled, the rest outlined. A mail's
 * later, lesser actions (secondary) are all outlined.
 */
export function Actions({
  actions,
  secondary = false,
}: {
  actions: Action[];
  secondary?: boolean;
}) {
  return (
    <Section style={{ margin: '8px 0 16px' }}>
      {actions.map(({ href, label }, index) => {
        const filled = index === 0 && !secondary;
        return (
          <Button
            key={href}
            href={href}
            data-action=""
            style={{
              backgroundColor: filled ? brand.colors.primary : 'transparent',
              border: `2px solid ${brand.colors.primary}`,
              borderRadius: '8px',
              color: filled ? '#ffffff' : brand.colors.primary,
              fontSize: '15px',
              fontWeight: 600,
              lineHeight: '20px',
              margin: '0 8px 8px 0',
              padding: '10px 16px',
            }}
            className={filled ? undefined : 'mail-link'}
          >
            {label}
          </Button>
        );
      })}
    </Section>
  );
}

export function LinkList({ links }: { links: Action[] }) {
  return (
    <ul style={{ ...textStyle, paddingLeft: '20px' }} className="mail-text">
      {links.map(({ href, label }) => (
        <li key={href}>
          <Link href={href} className="mail-link" style={linkStyle}>
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
