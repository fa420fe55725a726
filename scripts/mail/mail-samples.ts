// Every mail the product sends, rendered from fixed sample leads and bookings: what
// `npm run mail:preview` writes out, and what the mail template tests screenshot, run axe on
// and measure. Fixed ids, times and stamps, so a rendering is the same bytes on every run.
// Runs in Node (the preview script, Vitest and Playwright).
import { manageLink } from '../../supabase/functions/_shared/lead-dispatch/lead-links.ts';
import type { Booking } from '../../supabase/functions/_shared/lead-dispatch/booking-mail.tsx';
import {
  bookingChangeDigestMail,
  cancellationMail,
  confirmationMail,
  reminderMail,
  staffBookingChangeMail,
} from '../../supabase/functions/_shared/lead-dispatch/booking-mail.tsx';
import {
  hotLeadDigestMail,
  hotLeadMail,
} from '../../supabase/functions/_shared/lead-dispatch/hot-lead.ts';
import { kindOfTable } from '../../supabase/functions/_shared/lead-dispatch/lead-kinds.ts';
import type {
  Lead,
  MailMessage,
} from '../../supabase/functions/_shared/lead-dispatch/lead-mail.tsx';
import {
  acknowledgementMail,
  acknowledgementsPausedMail,
  digestMail,
  staffMail,
} from '../../supabase/functions/_shared/lead-dispatch/lead-mail.tsx';
import { followUpSettings } from '../../supabase/functions/_shared/lead-dispatch/settings.ts';
import { authMailSamples } from './auth-mail-samples.ts';

export interface MailSample {
  /** A file name: `staff-contact`. */
  id: string;
  /** Who reads it. */
  audience: 'staff' | 'visitor';
  /** What it is, for the preview's index. */
  title: string;
  mail: MailMessage;
}

export const sampleSettings = followUpSettings({
  LEAD_NOTIFY_EMAIL: 'sales@cognivance.example',
  SITE_URL: 'https://cognivance.example',
  SMTP_SENDER: 'Cognivance AI <no-reply@cognivance.example>',
});

const stamp = new Date('2026-11-25T10:00:00Z');
const token = 'sample-manage-token';
const contact = kindOfTable('contact_submissions');
const consultation = kindOfTable('consultations');
const application = kindOfTable('job_applications');
const event = kindOfTable('event_leads');

const contactLead: Lead = {
  id: '3f2a9c1e-0b7d-4e5f-9a8b-1c2d3e4f5a6b',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines Ltd',
  phone: '+44 20 7946 0000',
  message: 'We would like to automate our claims triage.\nCould we talk next week?',
  status: 'new',
  created_at: '2026-11-25T09:58:00Z',
};

const wishBooking: Booking = {
  id: '7b1e4d2a-9c3f-4a5b-8d6e-0f1a2b3c4d5e',
  name: 'Asha Rao',
  email: 'asha@example.com',
  company: 'Rao Logistics',
  phone: null,
  message: 'Forecasting for 40 warehouses.',
  status: 'pending',
  preferred_date: '2026-12-03',
  preferred_time: '10:30',
  time_zone: 'Asia/Kolkata',
  preferred_at: '2026-12-03T05:00:00Z',
  scheduled_at: null,
  duration_minutes: 30,
  meeting_link: null,
  booking_sequence: 0,
  created_at: '2026-11-25T09:58:00Z',
};

const confirmedBooking: Booking = {
  ...wishBooking,
  status: 'confirmed',
  preferred_date: null,
  preferred_time: null,
  preferred_at: null,
  scheduled_at: '2026-12-01T04:30:00Z',
  meeting_link: 'https://meet.cognivance.example/asha-rao',
  booking_sequence: 1,
  host_name: 'Cognivance AI',
  host_time_zone: 'America/Los_Angeles',
};

const takenWish: Booking = {
  ...wishBooking,
  preferred_date: null,
  preferred_time: null,
  preferred_at: null,
  requested_slots: ['2026-12-01T04:30:00Z'],
};

const applicationLead: Lead = {
  id: 'c4d5e6f7-1a2b-4c3d-9e8f-0a1b2c3d4e5f',
  full_name: 'Lin Wei',
  email: 'lin.wei@example.com',
  phone: '+1 415 555 0134',
  position: 'AI Research Intern',
  location: 'San Francisco, CA',
  availability: 'From January 2027, 6 months',
  resume_path: 'c4d5e6f7/lin-wei-resume.pdf',
  cover_letter: 'I build retrieval systems and would like to ship one to customers.',
  status: 'new',
  created_at: '2026-11-25T09:58:00Z',
};

const eventLead: Lead = {
  id: 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b',
  full_name: 'Grace Hopper',
  email: 'grace@example.com',
  event_name: 'AI Summit 2026',
  company: 'Compilers Inc.',
  job_title: 'CTO',
  interested_in: ['AI strategy', 'Machine learning'],
  notes: 'Met at the booth.',
  send_me: ['/case-studies', '/services'],
  status: 'new',
  created_at: '2026-11-25T09:58:00Z',
  rating_note: {
    rating: 'hot',
    answers: [
      { question: 'Budget', answer: 'Over 50k' },
      { question: 'Timeline', answer: 'This quarter' },
    ],
    note: 'Wants a pilot before Easter.',
    staff_name: 'Sam',
    created_at: '2026-11-25T10:01:00Z',
  },
};

const numbered = (lead: Lead, index: number, name: string): Lead => ({
  ...lead,
  id: `${String(index).padStart(2, '0')}${lead.id.slice(2)}`,
  [name in lead ? name : 'name']: `${lead.name ?? lead.full_name} ${index + 1}`,
});

export async function mailSamples(): Promise<MailSample[]> {
  const s = sampleSettings;
  const link = manageLink(s, token);
  const entries: [MailSample['id'], MailSample['audience'], string, Promise<MailMessage>][] = [
    ['staff-contact', 'staff', 'A new contact message', staffMail(s, contact, contactLead)],
    [
      'staff-booking-wish',
      'staff',
      'A booking asking for a time',
      staffMail(s, consultation, wishBooking),
    ],
    [
      'staff-booking-confirmed',
      'staff',
      'A booking booked at once',
      staffMail(s, consultation, confirmedBooking),
    ],
    ['staff-application', 'staff', 'A job application', staffMail(s, application, applicationLead)],
    ['staff-event-lead', 'staff', 'A booth lead', staffMail(s, event, eventLead)],
    [
      'staff-digest',
      'staff',
      'A burst of contact messages in one mail',
      digestMail(
        s,
        contact,
        [0, 1, 2].map((index) => numbered(contactLead, index, 'name')),
      ),
    ],
    ['staff-hot-lead', 'staff', 'A booth lead rated Hot', hotLeadMail(s, event, eventLead)],
    [
      'staff-hot-lead-digest',
      'staff',
      'A burst of Hot ratings in one mail',
      hotLeadDigestMail(
        s,
        event,
        [0, 1].map((index) => numbered(eventLead, index, 'full_name')),
      ),
    ],
    [
      'staff-booking-cancelled',
      'staff',
      'A visitor cancelled a booking',
      staffBookingChangeMail(
        s,
        consultation,
        { ...confirmedBooking, status: 'cancelled' },
        'cancelled',
      ),
    ],
    [
      'staff-booking-moved',
      'staff',
      'A visitor moved a booking',
      staffBookingChangeMail(s, consultation, confirmedBooking, 'moved'),
    ],
    [
      'staff-booking-time-requested',
      'staff',
      'A visitor asked for another time',
      staffBookingChangeMail(s, consultation, wishBooking, 'time_requested'),
    ],
    [
      'staff-booking-changes-digest',
      'staff',
      'A burst of booking changes in one mail',
      bookingChangeDigestMail(s, consultation, [
        { booking: confirmedBooking, change: 'moved' },
        { booking: wishBooking, change: 'time_requested' },
      ]),
    ],
    [
      'staff-acknowledgements-paused',
      'staff',
      'Acknowledgements paused',
      acknowledgementsPausedMail(s),
    ],
    [
      'visitor-acknowledgement',
      'visitor',
      'Acknowledgement of a contact message',
      acknowledgementMail(s, contact, contactLead),
    ],
    [
      'visitor-acknowledgement-booking',
      'visitor',
      'Acknowledgement of a booking',
      acknowledgementMail(s, consultation, wishBooking, link),
    ],
    [
      'visitor-acknowledgement-booked',
      'visitor',
      'Acknowledgement of a booking booked at once',
      acknowledgementMail(s, consultation, confirmedBooking, link),
    ],
    [
      'visitor-acknowledgement-taken',
      'visitor',
      'Acknowledgement of a booking whose times were taken',
      acknowledgementMail(s, consultation, takenWish, link),
    ],
    [
      'visitor-acknowledgement-send-me',
      'visitor',
      'Acknowledgement of a booth lead with "Send me this"',
      acknowledgementMail(s, event, eventLead),
    ],
    [
      'visitor-confirmation',
      'visitor',
      'A booking confirmed',
      confirmationMail(s, confirmedBooking, token, stamp),
    ],
    [
      'visitor-reschedule',
      'visitor',
      'A booking moved to a new time',
      confirmationMail(
        s,
        { ...confirmedBooking, scheduled_at: '2026-12-02T05:00:00Z', booking_sequence: 2 },
        token,
        stamp,
        { update: true },
      ),
    ],
    [
      'visitor-reminder',
      'visitor',
      'The reminder the day before',
      reminderMail(s, confirmedBooking, token),
    ],
    [
      'visitor-cancellation',
      'visitor',
      'A booking cancelled',
      cancellationMail(s, { ...confirmedBooking, status: 'cancelled' }, token, stamp),
    ],
  ];
  const leadSamples = await Promise.all(
    entries.map(async ([id, audience, title, mail]) => ({ id, audience, title, mail: await mail })),
  );
  return [...leadSamples, ...(await authMailSamples(s))];
}
