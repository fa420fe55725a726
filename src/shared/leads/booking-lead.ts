/** A consultation booked from the booking dialog; lands in consultations. */
import {
  attributionCsvExtra,
  attributionFields,
  attributionGroupBy,
  companyField,
  emailField,
  phoneField,
  spamTrapField,
} from '@/shared/leads/common-fields';
import { limits, maxLength } from '@/shared/leads/lead-field';
import { describeLeadKind } from '@/shared/leads/lead-kind';

/** The dialog always books this; the database allows nothing else. */
export const serviceTypes = ['General Consultation'] as const;

export const bookingLead = describeLeadKind({
  kind: 'booking',
  table: 'consultations',
  label: 'Consultation booking',
  fields: [
    {
      name: 'name',
      label: 'Name',
      input: 'text',
      autoComplete: 'name',
      required: 'Name is required',
      max: maxLength('Name', limits.name),
    },
    emailField,
    phoneField(limits.phone),
    companyField,
    {
      name: 'preferred_date',
      label: 'Preferred date',
      input: 'date',
      max: maxLength('Preferred date', 10),
      shape: { kind: 'date', message: 'Invalid date' },
    },
    {
      name: 'preferred_time',
      label: 'Preferred time',
      input: 'time',
      max: maxLength('Preferred time', 20),
    },
    {
      name: 'time_zone',
      label: 'Time zone',
      input: 'hidden',
      max: maxLength('Time zone', 64),
      shape: { kind: 'timeZone', message: 'Unknown time zone' },
    },
    {
      // The free starts the visitor picked, first choice first; the database books the
      // first still free on insert. None: the preferred date and time are a wish.
      name: 'requested_slots',
      label: 'Requested times',
      input: 'instants',
      max: { value: 3, message: 'Pick at most 3 times' },
      message: 'Invalid requested times',
    },
    {
      name: 'message',
      label: 'Message',
      input: 'textarea',
      max: maxLength('Message', limits.message),
    },
    {
      name: 'service_type',
      label: 'Service',
      input: 'hidden',
      required: 'Service type is required',
      max: maxLength('Service', limits.shortText),
      options: { values: serviceTypes, message: 'Invalid service type' },
      fallback: serviceTypes[0],
    },
    spamTrapField,
    ...attributionFields,
  ],
  messages: {
    success: {
      title: 'Consultation Booked!',
      message: "We'll be in touch shortly to confirm your appointment.",
    },
    failure: { title: 'Error', message: 'Failed to book consultation. Please try again.' },
  },
  // The spec names no word for the booking under way: the button keeps its label, disabled.
  submit: { label: 'Book Consultation' },
  followUp: {
    summaryFields: ['company', 'phone', 'preferred_date', 'preferred_time', 'time_zone', 'message'],
    // The booking dialog's own words.
    promise: 'We will respond within 24 hours.',
    respondWithinHours: 24,
  },
  retention: { months: 24, policyLabel: 'Consultation bookings' },
  statuses: ['pending', 'confirmed', 'completed', 'cancelled'],
  // The instant the wish means in the visitor's zone, and the slot an admin confirms.
  managedColumns: [
    { name: 'preferred_at', nullable: true },
    { name: 'scheduled_at', nullable: true },
    { name: 'duration_minutes', nullable: false },
    { name: 'meeting_link', nullable: true },
    { name: 'booking_sequence', nullable: false },
    // The host of a confirmed booking, and its time widened by the buffer, which the
    // no-double-booking constraint compares (both set by the database).
    { name: 'host_id', nullable: true },
    { name: 'busy_during', nullable: true },
    // Set when the database holds the lead as spam, and the client's salted address hash.
    { name: 'held_at', nullable: true },
    { name: 'held_reason', nullable: true },
    { name: 'client_hash', nullable: true },
  ],
  openStatuses: ['pending', 'confirmed'],
  admin: {
    tabLabel: 'Consultations',
    tabOrder: 2,
    title: 'Consultations',
    emptyText: 'No consultation bookings yet',
    personField: 'name',
    searchFields: ['name', 'email', 'company', 'message'],
    columns: [
      'created_at',
      'name',
      'email',
      'phone',
      'company',
      'preferred_date',
      'preferred_time',
      'message',
      'utm_source',
      'status',
    ],
    csvExtra: ['service_type', ...attributionCsvExtra],
    csvName: 'consultations.csv',
    groupBy: attributionGroupBy,
  },
});
