/** @jsxRuntime automatic @jsxImportSource react */
// The frame of every mail: the company's logo and name, one heading, the body, and a footer
// saying who sent it, why the reader got it, and where the company is. Tables and inline
// styles, as mail clients need; a dark scheme for the clients that honour one. Runs in Deno
// and Node. The pragma above: tsx, Vitest, Playwright and Deno each read it, whatever their
// own JSX setting, so one source renders the same everywhere.
import {
  Body,
  Container,
  Head,
  Heading,
  Html,
  Img,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { ReactNode } from 'react';
import { brand, logoUrl } from './brand.ts';

const { colors } = brand;

// Clients that read <style> (Apple Mail, iOS, Outlook.com, Thunderbird) switch to these in dark
// mode; the rest invert the light scheme themselves, and the light colours invert cleanly.
const darkScheme = `:root{color-scheme:light dark;supported-color-schemes:light dark}
@media (prefers-color-scheme:dark){
.mail-page{background-color:${colors.darkPage}!important}
.mail-card{background-color:${colors.darkCard}!important;border-color:${colors.darkBorder}!important}
.mail-text{color:${colors.darkText}!important}
.mail-muted{color:${colors.darkMuted}!important}
.mail-link{color:${colors.darkLink}!important}
.mail-rule{border-color:${colors.darkBorder}!important}
}`;

export const textStyle = {
  color: colors.text,
  fontSize: '16px',
  lineHeight: '24px',
  margin: '0 0 16px',
} as const;

export const mutedStyle = {
  ...textStyle,
  color: colors.muted,
  fontSize: '14px',
  lineHeight: '20px',
};

export const linkStyle = { color: colors.primary, textDecoration: 'underline' } as const;

export interface MailFrameProps {
  siteUrl: string;
  /** The line inboxes show after the subject. */
  preview: string;
  heading: string;
  /** Why this reader got this mail, in one sentence. */
  reason: string;
  children: ReactNode;
}

export function MailLayout({ siteUrl, preview, heading, reason, children }: MailFrameProps) {
  const site = new URL(siteUrl).host;
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <title>{heading}</title>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{darkScheme}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body
        className="mail-page"
        style={{
          backgroundColor: colors.page,
          fontFamily: brand.fontFamily,
          margin: 0,
          padding: '24px 0',
        }}
      >
        {/* One landmark holds it all: screen readers in webmail land on the mail itself. */}
        <div role="main">
          <Container
            className="mail-card"
            style={{
              backgroundColor: colors.card,
              border: `1px solid ${colors.border}`,
              borderRadius: '12px',
              maxWidth: '600px',
              padding: '24px',
            }}
          >
            <Section style={{ paddingBottom: '8px' }}>
              <Link href={siteUrl} data-brand="" style={{ textDecoration: 'none' }}>
                <Img
                  src={logoUrl(siteUrl)}
                  width="40"
                  height="40"
                  alt={`${brand.name} logo`}
                  style={{ borderRadius: '8px', display: 'inline-block', verticalAlign: 'middle' }}
                />
                <span
                  className="mail-text"
                  style={{
                    color: colors.text,
                    fontSize: '18px',
                    fontWeight: 700,
                    marginLeft: '12px',
                    verticalAlign: 'middle',
                  }}
                >
                  {brand.name}
                </span>
              </Link>
            </Section>
            <Heading
              as="h1"
              className="mail-text"
              style={{ color: colors.text, fontSize: '24px', lineHeight: '32px', margin: '16px 0' }}
            >
              {heading}
            </Heading>
            {children}
            <Section
              className="mail-rule"
              style={{
                borderTop: `1px solid ${colors.border}`,
                marginTop: '24px',
                paddingTop: '16px',
              }}
            >
              <Text className="mail-muted" style={mutedStyle}>
                {reason}
              </Text>
              <Text className="mail-muted" style={{ ...mutedStyle, margin: 0 }}>
                {brand.name}, {brand.address}.{' '}
                <Link className="mail-link" href={siteUrl} style={linkStyle}>
                  {site}
                </Link>
              </Text>
            </Section>
          </Container>
        </div>
      </Body>
    </Html>
  );
}
