/*
 * The open positions as schema.org JobPostings for Google's job search, built from the copy
 * the careers page shows. Build time only: scripts/prerender.ts writes them into the head of
 * /careers, so the page loads no extra script. A posting past its validThrough is left out.
 */
// Same-folder imports, not '@/': the prerender script loads this file through tsx, which
// knows no path aliases.
import { internshipFacts, internshipTerms, positions, type Position } from './careers';
import { siteConfig } from './site-config';

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function htmlList(items: readonly string[]): string {
  return `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
}

/** The position card's text and the internship facts, in the HTML Google allows. */
function descriptionHtml(position: Position): string {
  return [
    `<p>${escapeHtml(position.description)}</p>`,
    '<p><strong>Responsibilities</strong></p>',
    htmlList(position.responsibilities),
    '<p><strong>Requirements</strong></p>',
    htmlList(position.requirements),
    htmlList(internshipFacts.map((fact) => `${fact.label}: ${fact.value}`)),
  ].join('');
}

function jobPosting(position: Position) {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: position.title,
    description: descriptionHtml(position),
    identifier: {
      '@type': 'PropertyValue',
      name: siteConfig.name,
      value: position.title.toLowerCase().replaceAll(' ', '-'),
    },
    datePosted: position.datePosted,
    validThrough: position.validThrough,
    employmentType: 'INTERN',
    hiringOrganization: {
      '@type': 'Organization',
      name: siteConfig.name,
      sameAs: siteConfig.url,
      logo: `${siteConfig.url}/icons/icon-512.png`,
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: internshipTerms.locality,
        addressRegion: internshipTerms.region,
        addressCountry: internshipTerms.country,
      },
    },
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: internshipTerms.currency,
      value: {
        '@type': 'QuantitativeValue',
        maxValue: internshipTerms.maxMonthlyStipend,
        unitText: 'MONTH',
      },
    },
    directApply: true,
  } as const;
}

export type JobPosting = ReturnType<typeof jobPosting>;

/** One JobPosting per position still open on `now`'s date (UTC). */
export function jobPostings(now: Date): JobPosting[] {
  const today = now.toISOString().slice(0, 10);
  // ISO dates compare as strings; validThrough is the last day the posting is open.
  return positions.filter((position) => position.validThrough >= today).map(jobPosting);
}
