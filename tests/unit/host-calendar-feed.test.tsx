import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HostCalendarFeed } from '@/features/admin/host-calendar-feed';
import { renderWithProviders } from './render';

const api = vi.hoisted(() => ({
  fetchFeedIssuedAt: vi.fn(),
  rotateHostCalendarFeed: vi.fn(),
  revokeHostCalendarFeed: vi.fn(),
}));

vi.mock('@/features/admin/host-calendar-feed-api', () => api);

const hostId = 'b0000000-0000-4000-8000-000000000061';
const url = `http://127.0.0.1:54321/functions/v1/host-calendar?token=${'ab'.repeat(32)}`;

beforeEach(() => {
  vi.resetAllMocks();
});

describe('HostCalendarFeed', () => {
  it('creates a link and shows its URL once, with a copy button', async () => {
    api.fetchFeedIssuedAt.mockResolvedValue(null);
    api.rotateHostCalendarFeed.mockResolvedValue(url);
    renderWithProviders(<HostCalendarFeed hostId={hostId} hostName="Mira" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Create calendar link' }));
    const shown = await screen.findByRole('textbox', { name: 'Calendar link of Mira' });
    expect((shown as HTMLInputElement).value).toBe(url);
    expect(api.rotateHostCalendarFeed).toHaveBeenCalledWith(hostId);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New link' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create calendar link' })).toBeNull();
  });

  it('offers a new link or revocation for a live one, whose URL it cannot show', async () => {
    api.fetchFeedIssuedAt.mockResolvedValue('2026-11-28T10:00:00Z');
    api.revokeHostCalendarFeed.mockResolvedValue(undefined);
    renderWithProviders(<HostCalendarFeed hostId={hostId} hostName="Mira" />);
    expect(await screen.findByRole('button', { name: 'New link' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke the calendar link of Mira' }));
    await waitFor(() => expect(api.revokeHostCalendarFeed).toHaveBeenCalledWith(hostId));
    expect(await screen.findByRole('button', { name: 'Create calendar link' })).toBeTruthy();
  });

  it("says what the database refused, naming the host's link", async () => {
    api.fetchFeedIssuedAt.mockResolvedValue(null);
    api.rotateHostCalendarFeed.mockRejectedValue(new Error('Only admins manage calendar feeds'));
    renderWithProviders(<HostCalendarFeed hostId={hostId} hostName="Mira" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Create calendar link' }));
    expect(await screen.findByText('Only admins manage calendar feeds')).toBeTruthy();
    expect(screen.getByText('Calendar link of Mira')).toBeTruthy();
  });
});
