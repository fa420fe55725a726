import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LeadRecord } from '@/features/admin/admin-api';
import { AttributionCell } from '@/features/admin/attribution-cell';
import { csvColumns, tableColumns } from '@/features/admin/lead-columns';
import { contactLead } from '@/shared/leads/contact-lead';
import { renderWithProviders } from './render';

const row: LeadRecord = {
  id: 'a7000000-0000-4000-8000-000000000001',
  created_at: '2026-11-25T10:00:00.000Z',
  status: 'new',
  utm_source: 'expo',
  utm_medium: 'qr',
  utm_campaign: null,
  referrer: 'https://news.example',
  landing_path: '//evil.example',
};

describe('the admin list of a visitor kind', () => {
  it('shows where a lead came from in one Source column, as text, never as links', () => {
    const { container } = renderWithProviders(<AttributionCell row={row} />);
    expect(screen.getByText('expo / qr')).toBeTruthy();
    expect(screen.getByText('from https://news.example')).toBeTruthy();
    expect(screen.getByText('landed on //evil.example')).toBeTruthy();
    expect(container.querySelector('a')).toBeNull();
  });

  it('lists Source once, before the status, and exports the five fields apart', () => {
    const labels = tableColumns(contactLead, vi.fn()).map((column) => column.label);
    expect(labels.slice(-2)).toEqual(['Source', 'Status']);
    expect(csvColumns(contactLead).map((column) => column.label)).toEqual(
      expect.arrayContaining([
        'UTM source',
        'UTM medium',
        'UTM campaign',
        'Referrer',
        'Landing path',
      ]),
    );
  });
});
