import { describe, expect, it } from 'vitest';
import { isPageRoute, routeManifest, type PageRoute } from '@/app/route-manifest';
import { metaCopy } from '@/content/page-meta';
import { sendMePages } from '@/shared/leads/send-me-pages';

/** Pages the booth does not offer on purpose, and why. */
const leftOut: Record<string, string> = {
  '/ai-development': "a 'Coming soon' placeholder: nothing to send yet",
  '/machine-learning': "a 'Coming soon' placeholder: nothing to send yet",
  '/consulting': "a 'Coming soon' placeholder: nothing to send yet",
  '/integration': "a 'Coming soon' placeholder: nothing to send yet",
};

const footerGroup = (route: PageRoute) => {
  const footer = route.nav?.footer;
  return typeof footer === 'object' ? footer.group : footer;
};

/** Every case study's page, then the services page and the footer's service pages. */
const sitePages = [
  ...metaCopy.caseStudyPages.map(({ params, title }) => ({
    path: `/case-studies/${params.slug ?? ''}`,
    title,
  })),
  ...routeManifest
    .filter(isPageRoute)
    .filter((route) => route.path === '/services' || footerGroup(route) === 'Services')
    .map(({ path, title }) => ({ path, title })),
];

describe('"Send me this"', () => {
  it('offers every case study and service page, titled as the site titles it, or leaves it out on purpose', () => {
    expect(sendMePages).toEqual(sitePages.filter(({ path }) => !(path in leftOut)));
  });

  it('leaves out only pages the site has', () => {
    const paths = sitePages.map(({ path }) => path);
    expect(Object.keys(leftOut).filter((path) => !paths.includes(path))).toEqual([]);
  });
});
