import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LeadRecord } from '@/features/admin/admin-api';
import { FollowUpCell } from '@/features/admin/follow-up-cell';
import type { LeadNotification } from '@/features/admin/follow-up-text';
import { contactLead } from '@/shared/leads/contact-lead';
import { renderWithProviders } from './render';

const now = Date.parse('2026-11-25T12:00:00Z');

const lead: LeadRecord = {
  id: '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b',
  created_at: new Date(now - 80.5 * 3_600_000).toISOString(),
  status: 'new',
  name: 'Ada Lovelace',
};

const failing: LeadNotification = {
  id: 'n-1',
  lead_id: lead.id,
  channel: 'webhook',
  state: 'failed',
  attempts: 12,
  next_attempt_at: '2026-11-25T11:00:00Z',
  claimed_until: null,
  last_error: 'The webhook answered HTTP 500',
  sent_at: null,
};

function renderCell(props: Partial<Parameters<typeof FollowUpCell>[0]> = {}) {
  const onRetry = vi.fn();
  renderWithProviders(
    <FollowUpCell
      description={contactLead}
      row={lead}
      notifications={[failing]}
      failed={false}
      now={now}
      retrying={null}
      onRetry={onRetry}
      {...props}
    />,
  );
  return onRetry;
}

describe('FollowUpCell', () => {
  it("shows the reference, the wait past the kind's promise and each channel", () => {
    renderCell();
    expect(screen.getByText('3F2B8C1E').parentElement?.textContent).toBe('Ref. 3F2B8C1E');
    expect(screen.getByText('Waiting 80 h (promised 72 h)')).toBeTruthy();
    expect(
      screen.getByText(
        'Webhook failed, gave up after 12 attempts. Last error: The webhook answered HTTP 500',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Staff mail not queued')).toBeTruthy();
  });

  it('retries the failed delivery, naming the channel and the person', () => {
    const onRetry = renderCell();
    fireEvent.click(screen.getByRole('button', { name: 'Retry webhook for Ada Lovelace' }));
    expect(onRetry).toHaveBeenCalledWith(failing);
  });

  it('shows no badge for a lead someone has answered, and says while the follow-up loads', () => {
    renderCell({ row: { ...lead, status: 'replied' }, notifications: undefined });
    expect(screen.queryByText(/^Waiting/)).toBeNull();
    expect(screen.getByText('Follow-up loading...')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says the follow-up is unavailable when it could not be read', () => {
    renderCell({ notifications: undefined, failed: true });
    expect(screen.getByText('Follow-up unavailable')).toBeTruthy();
  });
});
