/**
 * A visitor's details taken at an event booth in event mode; lands in event_leads. The
 * device fills in the event, the staff member and the device, and stamps its own clock.
 */
import { companyField, emailField } from '@/shared/leads/common-fields';
import { limits, maxLength } from '@/shared/leads/lead-field';
import { describeLeadKind } from '@/shared/leads/lead-kind';
import { sendMePages } from '@/shared/leads/send-me-pages';

/** The four services of /services, as the booth offers them. */
export const eventInterests = [
  'AI Consulting & Strategy',
  'Agentic AI',
  'AI Process Automation',
  'Predictive Analytics',
] as const;

export const eventLead = describeLeadKind({
  kind: 'event',
  table: 'event_leads',
  label: 'Event lead',
  fields: [
    {
      name: 'full_name',
      label: 'Full Name',
      input: 'text',
      autoComplete: 'off',
      required: 'Full Name is required',
      max: maxLength('Name', limits.name),
    },
    { ...emailField, autoComplete: 'off' },
    { ...companyField, autoComplete: 'off' },
    {
      name: 'job_title',
      label: 'Job Title',
      input: 'text',
      autoComplete: 'off',
      max: maxLength('Job title', limits.shortText),
    },
    {
      name: 'interested_in',
      label: 'Interested In',
      input: 'choices',
      options: { values: eventInterests, message: 'Choose from the services listed' },
    },
    {
      name: 'notes',
      label: 'Notes',
      input: 'textarea',
      max: maxLength('Notes', 1000),
    },
    {
      // "Send me this": the acknowledgement links exactly the pages ticked.
      name: 'send_me',
      label: 'Send me this',
      hint: 'Tick what you would like us to email you.',
      input: 'pages',
      pages: sendMePages,
      message: 'Choose from the pages listed',
    },
    {
      name: 'consent',
      label: 'I agree to be contacted about my enquiry',
      input: 'consent',
      required: 'Please agree to be contacted about your enquiry',
    },
    {
      name: 'event_name',
      label: 'Event',
      input: 'hidden',
      required: 'Event name is required',
      max: maxLength('Event name', limits.name),
    },
    {
      name: 'staff_name',
      label: 'Staff',
      input: 'hidden',
      max: maxLength('Staff name', limits.name),
    },
    {
      name: 'device_id',
      label: 'Device',
      input: 'hidden',
      required: 'Device id is required',
      max: maxLength('Device id', 36),
      shape: { kind: 'uuid', message: 'Invalid device id' },
    },
    {
      name: 'captured_at',
      label: 'Captured',
      input: 'hidden',
      required: 'Capture time is required',
      max: maxLength('Capture time', 24),
      shape: { kind: 'instant', message: 'Invalid capture time' },
    },
  ],
  messages: {
    success: { title: 'Thank you!', message: "We'll be in touch soon." },
    failure: { title: 'Error', message: 'Failed to save your details. Please try again.' },
  },
  submit: { label: 'Submit', pending: 'Sending...' },
  followUp: {
    summaryFields: ['event_name', 'company', 'job_title', 'interested_in', 'notes', 'send_me'],
    promise: 'We will follow up within 2 business days.',
    respondWithinHours: 48,
  },
  retention: { months: 24, policyLabel: 'Details left with us at events' },
  statuses: ['new', 'contacted', 'qualified', 'closed'],
  openStatuses: ['new', 'contacted', 'qualified'],
  admin: {
    tabLabel: 'Events',
    tabOrder: 4,
    title: 'Event leads',
    emptyText: 'No event leads yet',
    personField: 'full_name',
    searchFields: ['full_name', 'email', 'company', 'notes'],
    columns: [
      'created_at',
      'event_name',
      'full_name',
      'email',
      'company',
      'job_title',
      'interested_in',
      'send_me',
      'status',
    ],
    csvExtra: ['notes', 'consent', 'staff_name', 'device_id', 'captured_at'],
    csvName: 'event-leads.csv',
    groupBy: { field: 'event_name', label: 'Event' },
  },
});
