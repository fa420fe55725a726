import type {
  Consultation,
  ConsultationStatus,
  ContactSubmission,
  JobApplication,
} from '@/features/admin/admin-api';
import type { LeadColumn } from '@/features/admin/lead-table';
import { StatusSelect } from '@/features/admin/status-select';

/** The columns of each admin list, shared by the table and its CSV export. */

const submittedAt = <Row extends { created_at: string }>(): LeadColumn<Row> => ({
  label: 'Received',
  value: (row) => row.created_at,
  render: (row) => new Date(row.created_at).toLocaleString(),
});

export const contactColumns: LeadColumn<ContactSubmission>[] = [
  submittedAt(),
  { label: 'Name', value: (row) => row.name },
  { label: 'Email', value: (row) => row.email },
  { label: 'Phone', value: (row) => row.phone },
  { label: 'Company', value: (row) => row.company },
  { label: 'Message', value: (row) => row.message },
];

export function consultationColumns(
  onStatusChange: (id: string, status: ConsultationStatus, previous: ConsultationStatus) => void,
): LeadColumn<Consultation>[] {
  return [
    submittedAt(),
    { label: 'Name', value: (row) => row.name },
    { label: 'Email', value: (row) => row.email },
    { label: 'Phone', value: (row) => row.phone },
    { label: 'Company', value: (row) => row.company },
    { label: 'Preferred date', value: (row) => row.preferred_date },
    { label: 'Preferred time', value: (row) => row.preferred_time },
    { label: 'Message', value: (row) => row.message },
    {
      label: 'Status',
      value: (row) => row.status,
      render: (row) => (
        <StatusSelect
          label={`Status of ${row.name}'s consultation`}
          value={row.status}
          onChange={(status) => onStatusChange(row.id, status, row.status)}
        />
      ),
    },
  ];
}

export const applicationColumns: LeadColumn<JobApplication>[] = [
  submittedAt(),
  { label: 'Position', value: (row) => row.position },
  { label: 'Name', value: (row) => row.full_name },
  { label: 'Email', value: (row) => row.email },
  { label: 'Phone', value: (row) => row.phone },
  { label: 'Location', value: (row) => row.location },
  { label: 'Experience', value: (row) => row.years_of_experience },
  { label: 'Availability', value: (row) => row.availability },
  { label: 'Expected salary', value: (row) => row.expected_salary },
  { label: 'LinkedIn', value: (row) => row.linkedin_url },
  { label: 'Resume', value: (row) => row.resume_url },
  { label: 'Cover letter', value: (row) => row.cover_letter },
];
