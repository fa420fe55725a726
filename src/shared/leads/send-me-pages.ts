/*
 * "Send me this": the pages a visitor at the booth may ask us to mail them, by path, titled as
 * the site titles them (each page's tab). Plain data for the page, the worker's re-check and,
 * through lead-kinds.json, the acknowledgement that links them. The database allows the same
 * paths (private.send_me_pages); tests/unit/send-me-pages.test.ts fails when the site gains a
 * case study or a service page that this list neither offers nor leaves out on purpose.
 */

export interface SitePage {
  readonly path: string;
  readonly title: string;
}

export const sendMePages: readonly SitePage[] = [
  { path: '/case-studies/global-logistics-corp', title: 'Global Logistics Corp Case Study' },
  { path: '/case-studies/healthtech-solutions', title: 'HealthTech Solutions Case Study' },
  { path: '/case-studies/retailmax-inc', title: 'RetailMax Inc Case Study' },
  { path: '/case-studies/finserve-group', title: 'FinServe Group Case Study' },
  { path: '/services', title: 'Services' },
];
