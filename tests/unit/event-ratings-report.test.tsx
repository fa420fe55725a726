import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LeadRecord } from '@/features/admin/admin-api';
import type * as adminApi from '@/features/admin/admin-api';
import type { EventReport as Report } from '@/features/admin/event-report-api';
import { EventReport } from '@/features/admin/event-report';
import { EventLeadsPanel } from '@/features/admin/event-totals';
import { initialLeadQuery } from '@/features/admin/lead-query';
import type * as csv from '@/lib/csv';
import { renderWithProviders } from './render';

const api = vi.hoisted(() => ({
  fetchLeadPage: vi.fn(),
  fetchLeadNotifications: vi.fn(),
  fetchEventTotals: vi.fn(),
  readAllLeads: vi.fn(),
}));
vi.mock('@/features/admin/admin-api', async (importActual) => ({
  ...(await importActual<typeof adminApi>()),
  ...api,
}));
const ratingsApi = vi.hoisted(() => ({ fetchLeadRatings: vi.fn(), fetchEventReport: vi.fn() }));
vi.mock('@/features/admin/event-report-api', () => ratingsApi);
vi.mock('@/features/admin/booth-devices-api', () => ({ fetchBoothDevices: async () => [] }));
const downloads = vi.hoisted(() => ({ downloadCsv: vi.fn() }));
vi.mock('@/lib/csv', async (importActual) => ({
  ...(await importActual<typeof csv>()),
  ...downloads,
}));

const lead = (id: string, fullName: string): LeadRecord => ({
  id,
  created_at: '2026-11-25T10:30:00Z',
  status: 'new',
  full_name: fullName,
  email: `${fullName.split(' ')[0]?.toLowerCase()}@example.com`,
  company: 'Analytical Engines',
  job_title: null,
  interested_in: ['Agentic AI'],
  notes: null,
  event_name: 'AI Summit',
  staff_name: 'Sam',
  consent: true,
});
const hannah = lead('00000000-0000-4000-8000-000000000001', 'Hannah Hot');
const walt = lead('00000000-0000-4000-8000-000000000002', 'Walt Unrated');
const hannahsRating = {
  lead_id: hannah.id,
  rating: 'hot',
  answers: [
    { question: 'Budget', answer: 'Over 50k' },
    { question: 'Timeline', answer: 'This quarter' },
  ],
  note: 'Wants a pilot, "soon"',
  staff_name: 'Sam',
  created_at: '2026-11-25T10:31:00Z',
};

/** The text of the one CSV file the last export saved. */
const savedCsv = () => {
  const [name, parts] = downloads.downloadCsv.mock.lastCall as [string, string[]];
  return { name, text: parts.join('') };
};

beforeEach(() => {
  api.fetchLeadPage.mockResolvedValue({ rows: [hannah, walt], total: 2 });
  api.fetchLeadNotifications.mockResolvedValue([]);
  api.fetchEventTotals.mockResolvedValue([]);
  ratingsApi.fetchLeadRatings.mockResolvedValue([hannahsRating]);
});

afterEach(() => {
  vi.clearAllMocks();
});

describe('the Events tab', () => {
  it('shows the rating, the answers and the note beside each lead', async () => {
    renderWithProviders(<EventLeadsPanel query={initialLeadQuery} onQueryChange={() => {}} />);
    const table = await screen.findByRole('table', { name: 'Event leads' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers.slice(-4)).toEqual(['Rating', 'Answers', 'Note', 'Follow-up']);
    const [, hannahsRow, waltsRow] = within(table).getAllByRole('row');
    const cells = (row: HTMLElement | undefined) =>
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(hannahsRow).slice(-4, -1)).toEqual([
      'Hot',
      'Budget: Over 50kTimeline: This quarter',
      'Wants a pilot, "soon"',
    ]);
    expect(cells(waltsRow).slice(-4, -1)).toEqual(['', '', '']);
    expect(ratingsApi.fetchLeadRatings).toHaveBeenCalledWith([hannah.id, walt.id], undefined);
  });

  it('exports them in the CSV, read for each batch', async () => {
    api.readAllLeads.mockImplementation(async function* () {
      yield { rows: [hannah, walt], total: 2 };
    });
    renderWithProviders(<EventLeadsPanel query={initialLeadQuery} onQueryChange={() => {}} />);
    // The button is drawn at once but stays disabled until the first page of leads has
    // loaded; a person waits for it, and so does this test.
    const exportButton = await screen.findByRole('button', { name: 'Export CSV' });
    await waitFor(() => expect((exportButton as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(exportButton);
    await waitFor(() => expect(downloads.downloadCsv).toHaveBeenCalledTimes(1));
    const { name, text } = savedCsv();
    expect(name).toBe('event-leads.csv');
    const [header, first, second] = text.split('\r\n');
    expect(header?.endsWith(',Rating,Answers,Note')).toBe(true);
    expect(
      first?.endsWith(',Hot,Budget: Over 50k; Timeline: This quarter,"Wants a pilot, ""soon"""'),
    ).toBe(true);
    expect(second?.endsWith(',,,')).toBe(true);
  });

  it('shows the report of the event picked, and none before', async () => {
    ratingsApi.fetchEventReport.mockResolvedValue(report);
    const { rerender } = renderWithProviders(
      <EventLeadsPanel query={initialLeadQuery} onQueryChange={() => {}} />,
    );
    await screen.findByRole('table', { name: 'Event leads' });
    expect(ratingsApi.fetchEventReport).not.toHaveBeenCalled();
    rerender(
      <EventLeadsPanel
        query={{ ...initialLeadQuery, group: 'AI Summit' }}
        onQueryChange={() => {}}
      />,
    );
    expect(
      await screen.findByRole('heading', { name: 'Report: AI Summit (3 leads)' }),
    ).toBeTruthy();
    expect(ratingsApi.fetchEventReport).toHaveBeenCalledWith(
      'AI Summit',
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
  });
});

const report: Report = {
  event_name: 'AI Summit',
  time_zone: 'Asia/Kolkata',
  leads: 3,
  per_hour: [
    { hour: '2026-11-25T09:30:00+00:00', leads: 1 },
    { hour: '2026-11-25T10:30:00+00:00', leads: 2 },
  ],
  per_device: [
    {
      device_id: 'b0000000-0000-4000-8000-000000000001',
      leads: 2,
      staff_names: ['Kim', 'Sam'],
    },
    { device_id: 'c0000000-0000-4000-8000-000000000002', leads: 1, staff_names: [] },
  ],
  per_rating: [
    { rating: 'hot', leads: 1 },
    { rating: 'warm', leads: 0 },
    { rating: 'cold', leads: 1 },
    { rating: null, leads: 1 },
  ],
  hot_leads: [
    {
      id: hannah.id,
      full_name: 'Hannah Hot',
      email: 'hannah@example.com',
      company: 'Analytical Engines',
      job_title: 'CTO',
      captured_at: '2026-11-25T10:05:00.000Z',
      answers: [{ question: 'Budget', answer: 'Over 50k' }],
      note: '=HYPERLINK("x")',
      rated_by: 'Sam',
    },
  ],
};

describe("one event's report", () => {
  beforeEach(() => {
    ratingsApi.fetchEventReport.mockResolvedValue(report);
  });

  it('lists the Hot leads first, then the leads per rating, per hour and per device', async () => {
    renderWithProviders(<EventReport eventName="AI Summit" />);
    const tables = await screen.findAllByRole('table');
    expect(tables.map((table) => table.getAttribute('aria-label'))).toEqual([
      'Hot leads',
      'Leads per rating',
      'Leads per hour',
      'Leads per device',
    ]);
    const rowsOf = (name: string) =>
      within(screen.getByRole('table', { name }))
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        );
    expect(rowsOf('Hot leads')).toEqual([
      [
        'Hannah Hot',
        'Analytical Engines',
        'hannah@example.com',
        'Budget: Over 50k',
        '=HYPERLINK("x")',
        '2026-11-25 15:35',
      ],
    ]);
    expect(rowsOf('Leads per rating')).toEqual([
      ['Hot', '1'],
      ['Warm', '0'],
      ['Cold', '1'],
      ['Not rated', '1'],
    ]);
    expect(rowsOf('Leads per hour')).toEqual([
      ['2026-11-25 15:00', '1'],
      ['2026-11-25 16:00', '2'],
    ]);
    expect(rowsOf('Leads per device')).toEqual([
      ['Device b0000000', 'Kim, Sam', '2'],
      ['Device c0000000', '', '1'],
    ]);
  });

  it('exports the same rows as CSV, formulas defused', async () => {
    renderWithProviders(<EventReport eventName="AI Summit" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Export report CSV' }));
    const { name, text } = savedCsv();
    expect(name).toBe('event-report-ai-summit.csv');
    expect(text.split('\r\n')).toEqual([
      'Section,Value,Leads,Full Name,Email,Company,Job Title,Answers,Note,Staff',
      `Hot lead,2026-11-25 15:35,,Hannah Hot,hannah@example.com,Analytical Engines,CTO,Budget: Over 50k,"'=HYPERLINK(""x"")",Sam`,
      'Rating,Hot,1,,,,,,,',
      'Rating,Warm,0,,,,,,,',
      'Rating,Cold,1,,,,,,,',
      'Rating,Not rated,1,,,,,,,',
      'Hour,2026-11-25 15:00,1,,,,,,,',
      'Hour,2026-11-25 16:00,2,,,,,,,',
      'Device,Device b0000000,2,,,,,,,"Kim, Sam"',
      'Device,Device c0000000,1,,,,,,,',
      '',
    ]);
  });

  it('says so when the database refuses', async () => {
    ratingsApi.fetchEventReport.mockRejectedValue(
      new Error("only admins can read an event's report"),
    );
    renderWithProviders(<EventReport eventName="AI Summit" />);
    expect(await screen.findByText("only admins can read an event's report")).toBeTruthy();
    expect(screen.getByText("The event's report could not load")).toBeTruthy();
  });
});
