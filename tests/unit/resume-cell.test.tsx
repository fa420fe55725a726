// The admin's Résumé cell: a download link for a file the server's check passed, the
// warning beside it for one it flagged, and why, without a link, for one it removed.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LeadRecord } from '@/features/admin/admin-api';
import { tableColumns } from '@/features/admin/lead-columns';
import { applicationLead } from '@/shared/leads/application-lead';
import { renderWithProviders } from './render';

const application = (resume_problem: string | null): LeadRecord => ({
  id: 'a8000000-0000-4000-8000-000000000001',
  created_at: '2026-11-28T10:00:00.000Z',
  status: 'new',
  full_name: 'Ada Lovelace',
  resume_path: 'a8000000-0000-4000-8000-000000000001/cv.pdf',
  resume_problem,
});

function renderCell(row: LeadRecord) {
  const column = tableColumns(applicationLead, vi.fn()).find(({ label }) => label === 'Résumé');
  return renderWithProviders(<>{column?.render?.(row)}</>);
}

describe('the Résumé cell', () => {
  it('links a checked file', () => {
    renderCell(application(null));
    expect(screen.getByRole('button', { name: 'Résumé of Ada Lovelace' })).toBeTruthy();
  });

  it('shows the warning beside the link of a flagged PDF', () => {
    const warning = 'Flagged: this PDF contains JavaScript or a launch action; open it with care';
    renderCell(application(warning));
    expect(screen.getByRole('button', { name: 'Résumé of Ada Lovelace' })).toBeTruthy();
    expect(screen.getByText(warning)).toBeTruthy();
  });

  it('shows why a removed file is gone, and no link', () => {
    renderCell(application('Removed: the file is not a PDF or Word document'));
    expect(screen.getByText('Removed: the file is not a PDF or Word document')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Résumé of Ada Lovelace' })).toBeNull();
  });
});
