import { describe, expect, it } from 'vitest';
import { footerGroups, headerLinks } from '@/app/layout/navigation';
import { isPageRoute, routeManifest } from '@/app/route-manifest';
import { pageMeta, routePages } from '@/app/route-pages';
import { processSteps, story } from '@/content/about';
import { caseStudies, findCaseStudy } from '@/content/case-studies';
import { companyStats } from '@/content/company-stats';
import { internshipFacts, positions } from '@/content/careers';
import { positionTitles } from '@/shared/leads/application-lead';
import { hero, measuredResults, trustedBy, expertise } from '@/content/home';
import { metaCopy } from '@/content/page-meta';
import { services } from '@/content/services';

describe('case studies', () => {
  it('has four studies whose slugs are the lower-cased, dashed company names', () => {
    expect(caseStudies).toHaveLength(4);
    for (const study of caseStudies) {
      expect(study.slug).toBe(study.company.toLowerCase().replace(/[^a-z0-9]+/g, '-'));
    }
    expect(caseStudies.map((study) => study.slug)).toEqual([
      'global-logistics-corp',
      'healthtech-solutions',
      'retailmax-inc',
      'finserve-group',
    ]);
  });

  it('keeps the spec order of timelines and team sizes', () => {
    expect(caseStudies.map((study) => study.timelineMonths)).toEqual([6, 9, 7, 8]);
    expect(caseStudies.map((study) => study.teamSize)).toEqual([8, 10, 6, 9]);
  });

  it('gives every study three results, details, technologies and a local image', () => {
    for (const study of caseStudies) {
      expect(study.results).toHaveLength(3);
      expect(study.details.length).toBeGreaterThan(0);
      expect(study.technologies.length).toBeGreaterThan(0);
      expect(study.image).toBe(`/images/case-studies/${study.slug}.svg`);
    }
    expect(caseStudies.flatMap((study) => study.results.map((r) => r.metric))).toContain(
      'Real-time',
    );
  });

  it('finds a study by slug and nothing for unknown or missing slugs', () => {
    expect(findCaseStudy('retailmax-inc')?.company).toBe('RetailMax Inc');
    expect(findCaseStudy('unknown')).toBeUndefined();
    expect(findCaseStudy(undefined)).toBeUndefined();
  });
});

describe('services', () => {
  it('has the four services with four features each', () => {
    expect(services.map((service) => service.title)).toEqual([
      'AI Consulting & Strategy',
      'Agentic AI',
      'AI Process Automation',
      'Predictive Analytics',
    ]);
    for (const service of services) expect(service.features).toHaveLength(4);
  });
});

describe('careers', () => {
  it('has the two internships and the spec facts word for word', () => {
    expect(positions.map((position) => position.title)).toEqual(['AI Intern', 'BDM Intern']);
    expect(positionTitles).toEqual(['AI Intern', 'BDM Intern']);
    expect(internshipFacts.map((fact) => fact.value)).toEqual([
      'Bangalore, India',
      'up to 30,000 rupees per month',
      '6 months',
    ]);
  });
});

describe('home and about', () => {
  it('has the hero copy, taglines and stats of the spec', () => {
    expect(hero.heading).toBe('Enterprise AI that Delivers Real Results');
    expect(hero.subheading).toBe('Where Intelligence Meets Innovation');
    expect(hero.taglines).toEqual([
      'Automate decisions',
      'Accelerate growth',
      'Free teams for strategy',
    ]);
    expect(companyStats.map((stat) => `${stat.target}${stat.suffix}`)).toEqual([
      '500+',
      '98%',
      '50+',
      '15+',
    ]);
  });

  it('has 8 trusted-by names, 4 expertise cards and 6 results with the marketing claims', () => {
    expect(new Set(trustedBy.companies).size).toBe(8);
    expect(expertise.cards).toHaveLength(4);
    expect(measuredResults.cards).toHaveLength(6);
    const values = measuredResults.cards.map((card) => card.value.toLowerCase());
    expect(values).toEqual(expect.arrayContaining(['60-70%', 'up to 40%', '99.9%']));
  });

  it('has the story periods and the four process steps', () => {
    expect(story.entries.map((entry) => entry.period)).toEqual(['2024', 'Early 2025', 'Now']);
    expect(processSteps.steps.map((step) => step.title)).toEqual([
      'Discovery',
      'Design',
      'Development',
      'Deployment',
    ]);
  });
});

describe('navigation', () => {
  it('has the header links of the spec', () => {
    expect(headerLinks).toEqual([
      { to: '/services', label: 'Services' },
      { to: '/about', label: 'About Us' },
      { to: '/case-studies', label: 'Case Studies' },
      { to: '/careers', label: 'Careers' },
      { to: '/blog', label: 'Blogs' },
    ]);
  });

  it('has the footer groups, with Company and Resources as the spec lists them', () => {
    expect(
      footerGroups.map((group) => [group.title, group.links.map((link) => link.label)]),
    ).toEqual([
      ['Company', ['About', 'Careers', 'Blog', 'Press']],
      ['Services', ['AI Development', 'Machine Learning', 'Consulting', 'Integration']],
      ['Resources', ['Case Studies', 'Community', 'Documentation', 'Support']],
      ['Legal', ['Privacy Policy', 'Terms of Service', 'Cookie Policy', 'Compliance']],
    ]);
    expect(footerGroups.flatMap((group) => group.links.map((link) => link.to))).toEqual([
      ...['/about', '/careers', '/blog', '/press'],
      ...['/ai-development', '/machine-learning', '/consulting', '/integration'],
      ...['/case-studies', '/community', '/documentation', '/support'],
      ...['/privacy-policy', '/terms-of-service', '/cookie-policy', '/compliance'],
    ]);
  });
});

describe('page meta', () => {
  const sitemapPaths = routePages.filter((page) => page.sitemap).map((page) => page.path);

  it('lists every content page in the sitemap, and no private or per-visitor screen', () => {
    expect(sitemapPaths).toEqual(
      expect.arrayContaining([
        '/',
        '/about',
        '/services',
        '/careers',
        '/case-studies',
        '/contact',
        '/auth',
        ...caseStudies.map((study) => `/case-studies/${study.slug}`),
        ...['/blog', '/press', '/ai-development', '/machine-learning', '/consulting'],
        ...['/integration', '/documentation', '/support', '/community'],
        ...['/privacy-policy', '/terms-of-service', '/cookie-policy', '/compliance'],
      ]),
    );
    expect(sitemapPaths).toHaveLength(7 + 4 + 9 + 4);
    for (const path of ['/admin', '/auth/reset-password', '/booking', '/event', '/404']) {
      expect(sitemapPaths).not.toContain(path);
    }
  });

  it('gives every page a non-empty, unique title and a description', () => {
    const titles = routePages.map((page) => page.meta.title);
    for (const { path, meta } of routePages) {
      expect(meta.title.trim(), path).not.toBe('');
      expect(meta.description.trim(), path).not.toBe('');
      expect(pageMeta(path), path).toEqual(meta);
    }
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('titles pages after the company and falls back to a not-found title', () => {
    expect(pageMeta('/').title).toBe('Cognivance AI | Enterprise AI that Delivers Real Results');
    expect(pageMeta('/services').title).toBe('Services | Cognivance AI');
    expect(pageMeta('/about/').title).toBe('About Us | Cognivance AI');
    expect(pageMeta('/case-studies/retailmax-inc').title).toBe(
      'RetailMax Inc Case Study | Cognivance AI',
    );
    expect(pageMeta('/no-such-page').title).toBe('Page Not Found | Cognivance AI');
    expect(pageMeta('/case-studies/unknown').title).toBe('Page Not Found | Cognivance AI');
  });

  it('describes only pages the route manifest has', () => {
    const titles = routeManifest.filter(isPageRoute).map((route) => route.title);
    expect(Object.keys(metaCopy.descriptions).sort()).toEqual([...titles].sort());
  });

  it("says 'Coming soon' in a coming-soon page's description", () => {
    expect(pageMeta('/blog')).toEqual({
      title: 'Blog | Cognivance AI',
      description: 'Articles on enterprise AI from our team. Coming soon.',
    });
    expect(pageMeta('/compliance').description).toBe(
      'Our approach to regulatory compliance and responsible AI.',
    );
  });
});
