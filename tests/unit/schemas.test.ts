import { describe, expect, expectTypeOf, it } from 'vitest';
import type { TablesInsert } from '@/shared/database.types';
import { services } from '@/content/services';
import { attributionFields } from '@/shared/leads/common-fields';
import { eventInterests } from '@/shared/leads/event-lead';
import { leadSchemas } from '@/shared/leads/lead-schemas';
import type { z } from '@/shared/zod';

const {
  booking: bookingSchema,
  contact: contactSchema,
  application: applicationSchema,
  event: eventSchema,
} = leadSchemas;
type Booking = z.output<typeof bookingSchema>;
type Contact = z.output<typeof contactSchema>;
type Application = z.output<typeof applicationSchema>;
type EventLead = z.output<typeof eventSchema>;

/** A lead sent before the page recorded where the visit came from. */
const noAttribution = Object.fromEntries(attributionFields.map(({ name }) => [name, null]));

function firstMessages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
  );
}

describe('bookingSchema', () => {
  const valid = { name: 'Ada Lovelace', email: 'ada@example.com' };

  it('fixes the service type and stores empty optional fields as null', () => {
    expect(
      bookingSchema.parse({
        ...valid,
        phone: '',
        company: ' ',
        preferred_date: '',
        preferred_time: '',
        message: '',
      }),
    ).toEqual({
      ...valid,
      phone: null,
      company: null,
      preferred_date: null,
      preferred_time: null,
      time_zone: null,
      requested_slots: null,
      message: null,
      service_type: 'General Consultation',
      spam_trap: null,
      ...noAttribution,
    });
  });

  it('says what is wrong in the words of the spec', () => {
    const result = bookingSchema.safeParse({ name: '  ', email: 'nope' });
    expect(firstMessages(result)).toEqual({
      name: 'Name is required',
      email: 'Invalid email address',
    });
  });

  it('caps name at 100 and email at 255 characters', () => {
    expect(bookingSchema.safeParse({ ...valid, name: 'a'.repeat(100) }).success).toBe(true);
    expect(bookingSchema.safeParse({ ...valid, name: 'a'.repeat(101) }).success).toBe(false);
    const longEmail = `${'a'.repeat(244)}@example.com`;
    expect(longEmail).toHaveLength(256);
    expect(bookingSchema.safeParse({ ...valid, email: longEmail }).success).toBe(false);
  });
});

describe('contactSchema', () => {
  const valid = { name: 'Ada', email: 'ada@example.com', message: 'Hello' };

  it('trims every field and nulls empty optional ones', () => {
    expect(
      contactSchema.parse({
        name: ' Ada ',
        email: ' ada@example.com ',
        phone: '',
        company: '',
        message: ' Hi ',
      }),
    ).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      phone: null,
      company: null,
      message: 'Hi',
      spam_trap: null,
      ...noAttribution,
    });
  });

  it.each([
    [{ name: '' }, 'name', 'Full Name is required'],
    [{ name: 'a'.repeat(101) }, 'name', 'Name must be less than 100 characters'],
    [{ email: 'x' }, 'email', 'Invalid email address'],
    [
      { email: `${'a'.repeat(250)}@example.com` },
      'email',
      'Email must be less than 255 characters',
    ],
    [{ company: 'c'.repeat(101) }, 'company', 'Company name must be less than 100 characters'],
    [{ phone: '1'.repeat(21) }, 'phone', 'Phone must be less than 20 characters'],
    [{ message: '   ' }, 'message', 'Message is required'],
    [{ message: 'm'.repeat(1001) }, 'message', 'Message must be less than 1000 characters'],
  ])('rejects %o with the message for %s', (override, field, message) => {
    expect(firstMessages(contactSchema.safeParse({ ...valid, ...override }))[field]).toBe(message);
  });
});

describe('applicationSchema', () => {
  const valid = {
    position: 'AI Intern',
    full_name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '+91 98765 43210',
    location: 'Bangalore',
    linkedin_url: '',
    resume_url: '',
    cover_letter: 'I would love to build production AI systems with your team this year.',
    years_of_experience: 'Less than 1 year',
    expected_salary: '',
    availability: 'Immediately',
  };

  it('stores empty optional fields as null', () => {
    expect(applicationSchema.parse(valid)).toMatchObject({
      linkedin_url: null,
      resume_url: null,
      expected_salary: null,
    });
  });

  it('gives every required-field message of the spec', () => {
    const result = applicationSchema.safeParse({
      ...valid,
      full_name: '',
      email: '',
      phone: '',
      location: '',
      cover_letter: 'too short',
      years_of_experience: '',
      availability: '',
      linkedin_url: 'not a url',
      resume_url: 'ftp://files.example.com/cv.pdf',
    });
    expect(firstMessages(result)).toEqual({
      full_name: 'Full name is required',
      email: 'Invalid email address',
      phone: 'Phone number is required',
      location: 'Location is required',
      cover_letter: 'Cover letter must be at least 50 characters',
      years_of_experience: 'Experience is required',
      availability: 'Availability is required',
      linkedin_url: 'Invalid URL',
      resume_url: 'Invalid URL',
    });
  });

  it('accepts http and https links', () => {
    const parsed = applicationSchema.parse({
      ...valid,
      linkedin_url: 'https://www.linkedin.com/in/ada',
      resume_url: 'http://cv.example.com/ada.pdf',
    });
    expect(parsed.linkedin_url).toBe('https://www.linkedin.com/in/ada');
  });
});

describe('eventSchema', () => {
  const valid = {
    full_name: 'Ada Lovelace',
    email: 'ada@example.com',
    company: '',
    job_title: '',
    interested_in: ['Agentic AI'],
    notes: '',
    consent: true,
    event_name: 'Web Summit 2026',
    staff_name: '',
    device_id: '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b',
    captured_at: '2026-11-23T09:30:00.000Z',
  };

  it('offers exactly the four services of /services', () => {
    expect([...eventInterests]).toEqual(services.map((service) => service.title));
  });

  it('takes a booth lead, empty optional texts as null and no service as an empty list', () => {
    const withoutChoices: Partial<typeof valid> = { ...valid };
    delete withoutChoices.interested_in;
    expect(eventSchema.parse(withoutChoices)).toMatchObject({
      company: null,
      job_title: null,
      notes: null,
      staff_name: null,
      interested_in: [],
      consent: true,
    });
  });

  it('needs consent, in the site’s wording', () => {
    expect(firstMessages(eventSchema.safeParse({ ...valid, consent: false }))).toEqual({
      consent: 'Please agree to be contacted about your enquiry',
    });
  });

  it('takes each listed service at most once, and nothing else', () => {
    const message = 'Choose from the services listed';
    expect(firstMessages(eventSchema.safeParse({ ...valid, interested_in: ['Other'] }))).toEqual({
      interested_in: message,
    });
    const twice = { ...valid, interested_in: ['Agentic AI', 'Agentic AI'] };
    expect(firstMessages(eventSchema.safeParse(twice))).toEqual({ interested_in: message });
    const all = { ...valid, interested_in: [...eventInterests] };
    expect(eventSchema.safeParse(all).success).toBe(true);
  });

  it('keeps the pages a visitor ticked, each once and from the list; none ticked is null', () => {
    const message = 'Choose from the pages listed';
    const two = ['/case-studies/retailmax-inc', '/services'];
    expect(eventSchema.parse({ ...valid, send_me: two }).send_me).toEqual(two);
    expect(eventSchema.parse({ ...valid, send_me: [] }).send_me).toBeNull();
    expect(eventSchema.parse(valid).send_me).toBeNull();
    for (const send_me of [
      ['/admin'],
      ['https://phish.example/services'],
      ['/services/'],
      ['/services', '/services'],
      '/services',
    ]) {
      expect(firstMessages(eventSchema.safeParse({ ...valid, send_me }))).toEqual({
        send_me: message,
      });
    }
  });

  it("holds the device's id and clock to their exact forms", () => {
    const wrong = { ...valid, device_id: valid.device_id.toUpperCase(), captured_at: 'now' };
    expect(firstMessages(eventSchema.safeParse(wrong))).toEqual({
      device_id: 'Invalid device id',
      captured_at: 'Invalid capture time',
    });
    const noDay = { ...valid, captured_at: '2026-02-30T09:30:00.000Z' };
    expect(firstMessages(eventSchema.safeParse(noDay))).toEqual({
      captured_at: 'Invalid capture time',
    });
  });
});

describe('every lead schema', () => {
  it('accepts its own output, so a stored lead can be checked again before replay', () => {
    const booking = bookingSchema.parse({ name: 'Ada', email: 'ada@example.com', phone: '' });
    expect(bookingSchema.parse(booking)).toEqual(booking);
    const contact = contactSchema.parse({ name: 'Ada', email: 'ada@example.com', message: 'Hi' });
    expect(contactSchema.parse(contact)).toEqual(contact);
  });
});

describe('the schemas and the generated database types', () => {
  // Enforced by tsc: a field the table does not have, or of another type, fails to compile.
  it('each schema produces a row its table takes', () => {
    expectTypeOf<Booking>().toExtend<TablesInsert<'consultations'>>();
    expectTypeOf<Contact>().toExtend<TablesInsert<'contact_submissions'>>();
    expectTypeOf<Application>().toExtend<TablesInsert<'job_applications'>>();
    expectTypeOf<EventLead>().toExtend<TablesInsert<'event_leads'>>();
    expectTypeOf<keyof Booking>().toExtend<keyof TablesInsert<'consultations'>>();
    expectTypeOf<keyof Contact>().toExtend<keyof TablesInsert<'contact_submissions'>>();
    expectTypeOf<keyof Application>().toExtend<keyof TablesInsert<'job_applications'>>();
    expectTypeOf<keyof EventLead>().toExtend<keyof TablesInsert<'event_leads'>>();
  });
});
