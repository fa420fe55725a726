// What every mail shows of the company, derived from the site's own identity and theme
// (src/content/site-config.ts, src/app/theme.ts), so a mail looks like the site it came from.
// Runs in Node (the generator and its test).
import { DEFAULT_THEME } from '@mantine/core';
import { theme } from '../src/app/theme.ts';
import { siteConfig, siteOffice } from '../src/content/site-config.ts';
import type { MailBrand } from '../supabase/functions/_shared/mail/brand.ts';

export function mailBrand(): MailBrand {
  const primary = DEFAULT_THEME.colors[theme.primaryColor ?? 'blue'];
  const gray = DEFAULT_THEME.colors.gray;
  const dark = DEFAULT_THEME.colors.dark;
  if (!primary) throw new Error(`the theme's primary colour ${theme.primaryColor} has no scale`);
  return {
    name: siteConfig.name,
    address: siteOffice.address,
    contactEmail: siteConfig.email,
    timeZone: siteOffice.timeZone,
    location: siteConfig.location,
    logoPath: '/icons/icon-192.png',
    fontFamily: theme.fontFamily ?? DEFAULT_THEME.fontFamily,
    colors: {
      // The light scheme's primary shade (8): it passes contrast with white text.
      primary: primary[8],
      text: gray[9],
      muted: gray[7],
      border: gray[3],
      page: gray[1],
      card: '#ffffff',
      darkPage: dark[8],
      darkCard: dark[7],
      darkText: dark[0],
      darkMuted: dark[1],
      darkBorder: dark[4],
      darkLink: primary[3],
    },
  };
}
