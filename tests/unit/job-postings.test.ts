import { describe, expect, it } from 'vitest';
import { internshipFacts, internshipTerms, positions } from '@/content/careers';
import { jobPostings } from '@/content/job-postings';
import { siteConfig } from '@/content/site-config';

/*
 * Google's JobPosting rules, as documented at
 * https://developers.google.com/search/docs/appearance/structured-data/job-posting
 * A remote job may give applicantLocationRequirements with jobLocationType TELECOMMUTE
 * instead of jobLocation.
 */
const googleRequiredProperties = [
  'title',
  'description',
  'datePosted',
  'hiringOrganization',
  'jobLocation',
] as const;
const googleEmploymentTypes = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
];
const googleSalaryUnits = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'];
/** Google's recommended properties that the issue promises for every posting. */
const promisedRecommendedProperties = [
  'validThrough',
  'employmentType',
  'baseSalary',
  'directApply',
  'identifier',
] as const;

const firstPosted = positions.map((position) => position.datePosted).sort()[0];
const whilePosted = new Date(`${firstPosted}T12:00:00Z`);
const postings = jobPostings(whilePosted);

/** A calendar date or date-time in ISO 8601 that names a real day. */
function isIsoDate(value: string): boolean {
  const match = /^(\d{4}-\d{2}-\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/.exec(
    value,
  );
  if (!match?.[1]) return false;
  const day = new Date(`${match[1]}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(match[1]);
}

describe('job postings', () => {
  it('are one per position, in the order the page shows them', () => {
    expect(postings.map((posting) => posting.title)).toEqual(
      positions.map((position) => position.title),
    );
    expect(postings.map((posting) => posting.title)).toEqual(['AI Intern', 'BDM Intern']);
  });

  it.each(postings)('$title has every property Google requires', (posting) => {
    const properties: Record<string, unknown> = posting;
    const remote = properties.jobLocationType === 'TELECOMMUTE';
    for (const name of googleRequiredProperties) {
      const given =
        name === 'jobLocation' && remote
          ? properties.applicantLocationRequirements
          : properties[name];
      expect(given, name).toBeTruthy();
    }
    for (const name of promisedRecommendedProperties) {
      expect(properties[name], name).toBeDefined();
    }
  });

  it.each(postings)('$title has the schema.org types Google reads', (posting) => {
    expect(posting['@context']).toBe('https://schema.org');
    expect(posting['@type']).toBe('JobPosting');
    expect(posting.hiringOrganization['@type']).toBe('Organization');
    expect(posting.jobLocation['@type']).toBe('Place');
    expect(posting.jobLocation.address['@type']).toBe('PostalAddress');
    expect(posting.baseSalary['@type']).toBe('MonetaryAmount');
    expect(posting.baseSalary.value['@type']).toBe('QuantitativeValue');
    expect(posting.identifier['@type']).toBe('PropertyValue');
    expect(googleEmploymentTypes).toContain(posting.employmentType);
    expect(googleSalaryUnits).toContain(posting.baseSalary.value.unitText);
  });

  it.each(postings)('$title is dated in ISO 8601, open after it is posted', (posting) => {
    expect(isIsoDate(posting.datePosted), posting.datePosted).toBe(true);
    expect(isIsoDate(posting.validThrough), posting.validThrough).toBe(true);
    expect(Date.parse(posting.validThrough)).toBeGreaterThan(Date.parse(posting.datePosted));
  });

  it.each(postings)('$title states the internship and the company', (posting) => {
    expect(posting).toMatchObject({
      employmentType: 'INTERN',
      directApply: true,
      hiringOrganization: { name: siteConfig.name, sameAs: siteConfig.url },
      jobLocation: {
        address: { addressLocality: 'Bangalore', addressRegion: 'Karnataka', addressCountry: 'IN' },
      },
      baseSalary: { currency: 'INR', value: { maxValue: 30_000, unitText: 'MONTH' } },
    });
    expect(posting.hiringOrganization.logo).toMatch(/^https:\/\//);
    expect(posting.identifier.value).toMatch(/^[a-z-]+$/);
  });

  it.each(positions)("$title's description holds the card's text", (position) => {
    const posting = postings.find((candidate) => candidate.title === position.title);
    const texts = [position.description, ...position.responsibilities, ...position.requirements];
    for (const text of texts) expect(posting?.description).toContain(text);
  });

  it('give identifiers no two positions share', () => {
    const identifiers = postings.map((posting) => posting.identifier.value);
    expect(new Set(identifiers).size).toBe(postings.length);
  });

  it('state the terms the page shows', () => {
    const stipend = internshipTerms.maxMonthlyStipend.toLocaleString('en-US');
    expect(internshipFacts.map((fact) => fact.value)).toEqual([
      `${internshipTerms.locality}, India`,
      `up to ${stipend} rupees per month`,
      '6 months',
    ]);
  });

  it('are listed through their validThrough day and left out after it', () => {
    for (const position of positions) {
      const lastDay = new Date(`${position.validThrough}T23:59:59Z`);
      const dayAfter = new Date(lastDay.getTime() + 1000);
      const titlesOn = (now: Date) => jobPostings(now).map((posting) => posting.title);
      expect(titlesOn(lastDay)).toContain(position.title);
      expect(titlesOn(dayAfter)).not.toContain(position.title);
    }
  });
});
