// Fake lead rows for demos and the bench, made from each kind's description in
// src/shared/leads (limits, allowed values, statuses), so every row passes the form's zod
// schema and the database's rules (tests/scripts/demo-leads.test.ts checks). Runs in Node;
// the same kind, seed and clock always give the same rows.
import { base, en, en_IN, Faker } from '@faker-js/faker';
import { isTextField, type LeadField, type TextField } from '../src/shared/leads/lead-field.ts';
import type { LeadKindDescription } from '../src/shared/leads/lead-kind.ts';
import { leadKindNames, leadKinds, type LeadKind } from '../src/shared/leads/lead-kinds.ts';
import { coverLetterText, enquiryText } from './demo-lead-texts.ts';

export type DemoLeadRow = Record<string, string | string[] | boolean | null> & {
  id: string;
  created_at: string;
  status: string;
};

/** One made-up visitor, so name, e-mail and LinkedIn profile belong together. */
interface Visitor {
  faker: Faker;
  firstName: string;
  lastName: string;
  createdAt: Date;
}

type FieldFaker = (visitor: Visitor, field: TextField) => string;

const day = 24 * 60 * 60 * 1000;
const history = 3 * 365 * day;
/** How often a visitor leaves an optional field empty. */
const emptyOptionalShare = 0.25;

const fullName = ({ firstName, lastName }: Visitor) => `${firstName} ${lastName}`;

/** For URL paths: some names hold spaces or dots ('Triloki Nath'). */
const slug = (...words: string[]) =>
  words
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');

/** Booking slots: business hours, every half hour, as a time input gives them. */
const bookingTimes = Array.from({ length: 18 }, (_, slot) => {
  const hour = String(9 + Math.floor(slot / 2)).padStart(2, '0');
  return `${hour}:${slot % 2 === 0 ? '00' : '30'}`;
});

/** Fields without a fixed list of values, by name; a new field needs an entry here. */
const fieldFakers: Record<string, FieldFaker> = {
  name: fullName,
  full_name: fullName,
  email: ({ faker, firstName, lastName }) => faker.internet.email({ firstName, lastName }),
  phone: ({ faker }) => faker.phone.number(),
  company: ({ faker }) => faker.company.name(),
  location: ({ faker }) => `${faker.location.city()}, ${faker.location.state()}`,
  message: ({ faker }, field) => enquiryText(faker, field.max.value),
  cover_letter: ({ faker }, field) =>
    coverLetterText(faker, field.min?.value ?? 1, field.max.value),
  preferred_date: ({ faker, createdAt }) =>
    new Date(createdAt.getTime() + faker.number.int({ min: 1, max: 21 }) * day)
      .toISOString()
      .slice(0, 10),
  preferred_time: ({ faker }) => faker.helpers.arrayElement(bookingTimes),
  linkedin_url: ({ faker, firstName, lastName }) =>
    `https://www.linkedin.com/in/${slug(firstName, lastName, faker.string.alphanumeric({ length: 6, casing: 'lower' }))}`,
  resume_url: ({ faker, firstName }) =>
    faker.helpers.arrayElement([
      `https://drive.google.com/file/d/${faker.string.alphanumeric(33)}/view`,
      `https://${faker.internet.domainName()}/${slug(firstName, 'resume')}.pdf`,
    ]),
  job_title: ({ faker }) => faker.person.jobTitle(),
  notes: ({ faker }, field) => enquiryText(faker, field.max.value),
  event_name: ({ faker, createdAt }) =>
    `${faker.helpers.arrayElement(demoEvents)} ${createdAt.getUTCFullYear()}`,
  staff_name: ({ faker }) => faker.person.fullName(),
  device_id: ({ faker }) => faker.string.uuid(),
  // The device's clock when the visitor pressed Submit: before the server received it.
  captured_at: ({ faker, createdAt }) =>
    new Date(
      createdAt.getTime() - faker.number.int({ min: 0, max: 6 * 60 * 60 * 1000 }),
    ).toISOString(),
  time_zone: ({ faker }) =>
    faker.helpers.arrayElement(['Asia/Kolkata', 'America/Los_Angeles', 'Europe/London']),
  utm_source: ({ faker }) => faker.helpers.arrayElement(demoSources),
  utm_medium: ({ faker }) => faker.helpers.arrayElement(['cpc', 'email', 'social', 'qr']),
  utm_campaign: ({ faker, createdAt }) =>
    `${faker.helpers.arrayElement(['launch', 'webinar', 'expo'])}-${createdAt.getUTCFullYear()}`,
  referrer: ({ faker }) => faker.helpers.arrayElement(demoReferrers),
  landing_path: ({ faker }) => faker.helpers.arrayElement(demoLandingPaths),
  expected_salary: ({ faker }) =>
    faker.helpers.arrayElement([
      `${faker.number.int({ min: 10, max: 30 })},000 INR per month`,
      'Negotiable',
      'As per company norms',
    ]),
};

/** Where demo visitors came from, as the page records it (src/lib/visit-attribution.ts). */
const demoSources = ['linkedin', 'google', 'newsletter', 'partner'];
const demoReferrers = [
  'https://www.google.com',
  'https://www.linkedin.com',
  'https://duckduckgo.com',
];
const demoLandingPaths = ['/', '/services', '/case-studies', '/careers', '/contact'];

/** Trade shows a booth travels to; each lead's gets the year it was captured. */
const demoEvents = ['Web Summit', 'AI Expo', 'NASSCOM Tech Summit', 'Data Council'];

function fieldValue(
  visitor: Visitor,
  field: LeadField,
  table: string,
): string | string[] | boolean | null {
  const { faker } = visitor;
  if (field.input === 'choices') return faker.helpers.arrayElements(field.options.values);
  // Demo bookings are wishes: a requested time would be booked against real hours.
  if (field.input === 'instants') return null;
  if (field.input === 'pages')
    return (
      faker.helpers.maybe(() =>
        faker.helpers.arrayElements(field.pages).map((page) => page.path),
      ) ?? null
    );
  if (!isTextField(field)) return true;
  // The honeypot: demo visitors are people, who never fill it.
  if (field.input === 'trap') return null;
  if (field.options) return faker.helpers.arrayElement(field.options.values);
  const optional = !field.required && field.fallback === undefined;
  if (optional && faker.datatype.boolean(emptyOptionalShare)) return null;
  const fake = fieldFakers[field.name];
  if (!fake) throw new Error(`No fake value for ${table}.${field.name}: add one to fieldFakers.`);
  return fake(visitor, field);
}

/** Mostly the first status (new leads), then the other open ones, a few closed. */
function statusWeights(kind: LeadKindDescription): { value: string; weight: number }[] {
  return kind.statuses.map((status, index) => ({
    value: status,
    weight: index === 0 ? 6 : kind.openStatuses.includes(status) ? 3 : 1,
  }));
}

/**
 * `count` rows of a kind, made lazily so a caller can insert in batches without holding
 * them all. Each kind draws from its own seeded stream, so its rows do not depend on how
 * many rows of other kinds were made. created_at falls in the three years before `now`.
 */
export function* demoLeadRows(
  kindName: LeadKind,
  count: number,
  { seed, now = new Date() }: { seed: number; now?: Date },
): Generator<DemoLeadRow> {
  const kind: LeadKindDescription = leadKinds[kindName];
  const faker = new Faker({ locale: [en_IN, en, base] });
  faker.seed([seed, leadKindNames.indexOf(kindName)]);
  const statuses = statusWeights(kind);
  for (let made = 0; made < count; made += 1) {
    // Leads per day grow linearly over the three years, as for a growing firm.
    const age = (1 - Math.sqrt(faker.number.float())) * history;
    const visitor: Visitor = {
      faker,
      firstName: faker.person.firstName(),
      lastName: faker.person.lastName(),
      createdAt: new Date(now.getTime() - age),
    };
    const fields = kind.fields.map((field) => [field.name, fieldValue(visitor, field, kind.table)]);
    const status = faker.helpers.weightedArrayElement(statuses);
    yield {
      ...Object.fromEntries(fields),
      id: faker.string.uuid(),
      created_at: visitor.createdAt.toISOString(),
      status,
      // A confirmed booking is confirmed for a time (the database insists).
      ...(status === 'confirmed' && {
        scheduled_at: new Date(
          visitor.createdAt.getTime() + faker.number.int({ min: 1, max: 14 }) * 86_400_000,
        ).toISOString(),
      }),
    };
  }
}
