/** An internship application from the careers page; lands in job_applications. */
import {
  attributionCsvExtra,
  attributionFields,
  attributionGroupBy,
  emailField,
  phoneField,
  spamTrapField,
} from '@/shared/leads/common-fields';
import { limits, maxLength, type LeadField } from '@/shared/leads/lead-field';
import { describeLeadKind } from '@/shared/leads/lead-kind';

/** The open positions (the careers page describes each) and the form's choices. */
export const positionTitles = ['AI Intern', 'BDM Intern'] as const;
export const experienceOptions = [
  'Student / fresher',
  'Less than 1 year',
  '1-2 years',
  '2-3 years',
  '3+ years',
] as const;
export const availabilityOptions = [
  'Immediately',
  'Within 2 weeks',
  'Within 1 month',
  'In 1-3 months',
] as const;

const urlField = <const Name extends string>(name: Name, label: string) =>
  ({
    name,
    label,
    input: 'url',
    max: maxLength(label, limits.url),
    shape: { kind: 'url', message: 'Invalid URL' },
  }) as const satisfies LeadField;

const coverLetterMin = {
  value: 50,
  message: 'Cover letter must be at least 50 characters',
};

export const applicationLead = describeLeadKind({
  kind: 'application',
  table: 'job_applications',
  label: 'Job application',
  fields: [
    {
      name: 'position',
      label: 'Position',
      input: 'hidden',
      required: 'Position is required',
      max: maxLength('Position', limits.shortText),
      options: { values: positionTitles, message: 'Unknown position' },
    },
    {
      name: 'full_name',
      label: 'Full name',
      input: 'text',
      autoComplete: 'name',
      required: 'Full name is required',
      max: maxLength('Name', limits.name),
    },
    emailField,
    { ...phoneField(limits.phone), required: 'Phone number is required' },
    {
      name: 'location',
      label: 'Location',
      input: 'text',
      autoComplete: 'address-level2',
      required: 'Location is required',
      max: maxLength('Location', limits.shortText),
    },
    urlField('linkedin_url', 'LinkedIn profile URL'),
    urlField('resume_url', 'Resume URL'),
    {
      name: 'years_of_experience',
      label: 'Years of experience',
      input: 'select',
      required: 'Experience is required',
      max: maxLength('Experience', limits.shortText),
      options: { values: experienceOptions, message: 'Choose one of the listed options' },
    },
    {
      name: 'availability',
      label: 'Availability',
      input: 'select',
      required: 'Availability is required',
      max: maxLength('Availability', limits.shortText),
      options: { values: availabilityOptions, message: 'Choose one of the listed options' },
    },
    {
      name: 'expected_salary',
      label: 'Expected stipend',
      input: 'text',
      max: maxLength('Expected stipend', limits.shortText),
    },
    {
      name: 'cover_letter',
      label: 'Cover letter',
      input: 'textarea',
      hint: 'At least 50 characters',
      required: coverLetterMin.message,
      min: coverLetterMin,
      max: maxLength('Cover letter', limits.message),
    },
    spamTrapField,
    ...attributionFields,
  ],
  messages: {
    success: {
      title: 'Application Submitted!',
      message: "We'll review your application and get back to you soon.",
    },
    failure: { title: 'Error', message: 'Failed to submit application. Please try again.' },
  },
  submit: { label: 'Submit Application', pending: 'Submitting...' },
  followUp: {
    summaryFields: ['position', 'phone', 'location', 'availability', 'resume_url', 'cover_letter'],
    promise: "We'll review your application and get back to you soon.",
    respondWithinHours: 7 * 24,
  },
  retention: { months: 12, policyLabel: 'Internship applications, with any résumé attached' },
  statuses: ['received', 'reviewing', 'interview', 'offer', 'rejected'],
  // The attached résumé's object in the `resumes` bucket, set by the delivery, not a field.
  managedColumns: [
    { name: 'resume_path', nullable: true, file: { label: 'Résumé' } },
    // What the server's check of the file found: why it was removed, or a warning.
    { name: 'resume_problem', nullable: true },
    // Set when the database holds the lead as spam, and the client's salted address hash.
    { name: 'held_at', nullable: true },
    { name: 'held_reason', nullable: true },
    { name: 'client_hash', nullable: true },
  ],
  openStatuses: ['received', 'reviewing', 'interview'],
  admin: {
    tabLabel: 'Job Applications',
    tabOrder: 3,
    title: 'Job applications',
    emptyText: 'No job applications yet',
    personField: 'full_name',
    searchFields: ['full_name', 'email', 'location', 'cover_letter'],
    columns: [
      'created_at',
      'position',
      'full_name',
      'email',
      'phone',
      'location',
      'years_of_experience',
      'availability',
      'expected_salary',
      'linkedin_url',
      'resume_url',
      'cover_letter',
      'utm_source',
      'status',
    ],
    csvExtra: attributionCsvExtra,
    csvName: 'job-applications.csv',
    groupBy: attributionGroupBy,
  },
});
