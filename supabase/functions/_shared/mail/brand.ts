// The company as every mail shows it: name, logo, postal address, clock and colours
// (brand.json, generated from the site's config and theme by npm run functions:kinds).
// Runs in Deno (the Edge Function) and Node (the embedded backend, the previews).
import brandData from './brand.json' with { type: 'json' };

export interface MailBrand {
  name: string;
  address: string;
  contactEmail: string;
  /** The company's clock, an IANA zone: staff read booking times in it. */
  timeZone: string;
  /** Where that clock is, as staff call it: "Cupertino". */
  location: string;
  /** The logo on the site's own origin; mail clients load it from there. */
  logoPath: string;
  fontFamily: string;
  colors: Record<
    | 'primary'
    | 'text'
    | 'muted'
    | 'border'
    | 'page'
    | 'card'
    | 'darkPage'
    | 'darkCard'
    | 'darkText'
    | 'darkMuted'
    | 'darkBorder'
    | 'darkLink',
    string
  >;
}

export const brand: MailBrand = brandData;

export const logoUrl = (siteUrl: string) => `${siteUrl}${brand.logoPath}`;
