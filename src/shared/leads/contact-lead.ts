/** A message from the contact page; lands in contact_submissions. */
import {
  attributionCsvExtra,
  attributionFields,
  attributionGroupBy,
  companyField,
  emailField,
  phoneField,
  spamTrapField,
} from '@/shared/leads/common-fields';
import { maxLength } from '@/shared/leads/lead-field';
import { describeLeadKind } from '@/shared/leads/lead-kind';

export const contactLead = describeLeadKind({
  kind: 'contact',
  table: 'contact_submissions',
  label: 'Contact message',
  fields: [
    {
      name: 'name',
      label: 'Full Name',
      input: 'text',
      autoComplete: 'name',
      required: 'Full Name is required',
      max: maxLength('Name', 100),
    },
    emailField,
    companyField,
    phoneField(20),
    {
      name: 'message',
      label: 'Message',
      input: 'textarea',
      required: 'Message is required',
      max: maxLength('Message', 1000),
    },
    spamTrapField,
    ...attributionFields,
  ],
  messages: {
    success: { title: 'Message sent!', message: "We'll get back to you within 2-3 business days." },
    failure: { title: 'Error', message: 'Failed to send message. Please try again.' },
  },
  // The spec's words: the button reads 'Sending...', disabled, while the message goes.
  submit: { label: 'Send Message', pending: 'Sending...' },
  followUp: {
    summaryFields: ['company', 'phone', 'message'],
    // The success toast's promise: the longer of the two the spec lists (it notes the clash).
    promise: "We'll get back to you within 2-3 business days.",
    respondWithinHours: 72,
  },
  retention: { months: 24, policyLabel: 'Contact messages' },
  statuses: ['new', 'replied', 'archived'],
  managedColumns: [
    // Set when the database holds the lead as spam, and the client's salted address hash.
    { name: 'held_at', nullable: true },
    { name: 'held_reason', nullable: true },
    { name: 'client_hash', nullable: true },
  ],
  openStatuses: ['new', 'replied'],
  admin: {
    tabLabel: 'Contact Submissions',
    // First on the dashboard: messages need the quickest answer.
    tabOrder: 1,
    title: 'Contact submissions',
    emptyText: 'No contact submissions yet',
    personField: 'name',
    searchFields: ['name', 'email', 'company', 'message'],
    columns: ['created_at', 'name', 'email', 'phone', 'company', 'message', 'utm_source', 'status'],
    csvExtra: attributionCsvExtra,
    csvName: 'contact-submissions.csv',
    groupBy: attributionGroupBy,
  },
});
