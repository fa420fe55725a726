import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeEventLog } from '@/shared/outbox/event-log';
import { EventLeadForm } from '@/features/event/event-lead-form';
import type { EventSetup } from '@/features/event/event-setup';
import type { LeadRecord } from '@/features/admin/admin-api';
import { csvColumns, tableColumns } from '@/features/admin/lead-columns';
import { eventLead } from '@/shared/leads/event-lead';
import { saveBoothEnrolment } from '@/shared/outbox/booth-device';
import { setUpLeadFormHarness } from './lead-form-harness';
import { renderWithProviders } from './render';

const harness = setUpLeadFormHarness();
const setup: EventSetup = { eventName: 'Web Summit 2026', staffName: 'Sam', pinHash: 'x' };

beforeEach(() => saveBoothEnrolment('Web Summit 2026', 'test-credential'));

afterEach(async () => {
  localStorage.clear();
  await closeEventLog();
});

function renderLeadForm() {
  const onCaptured = vi.fn();
  renderWithProviders(
    <EventLeadForm
      setup={setup}
      deviceId="0b6f7a52-3c1e-4f0e-9a57-7d1c2f0e8a11"
      onCaptured={onCaptured}
      onIdleReset={() => undefined}
    />,
  );
  const fill = (label: RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fill(/^Full Name/, 'Ada Lovelace');
  fill(/^Email/, 'ada@example.com');
  fireEvent.click(screen.getByLabelText(/^I agree to be contacted/));
  return onCaptured;
}

const sendMe = () => within(screen.getByRole('group', { name: 'Send me this' }));

async function submitted(onCaptured: ReturnType<typeof vi.fn>) {
  fireEvent.click(screen.getByRole('button', { name: /Submit|Sending/ }));
  await waitFor(() => expect(onCaptured).toHaveBeenCalledTimes(1));
  const [row] = [...harness.server.rows.values()];
  return row?.body;
}

describe('"Send me this" at the booth', () => {
  it('offers the case studies and the services page by their titles, none ticked', () => {
    renderLeadForm();
    const boxes = sendMe().getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => box.labels?.[0]?.textContent)).toEqual([
      'Global Logistics Corp Case Study',
      'HealthTech Solutions Case Study',
      'RetailMax Inc Case Study',
      'FinServe Group Case Study',
      'Services',
    ]);
    expect(boxes.every((box) => !box.checked)).toBe(true);
    expect(sendMe().getByText('Tick what you would like us to email you.')).toBeTruthy();
  });

  it('sends the paths of the pages ticked', async () => {
    const onCaptured = renderLeadForm();
    fireEvent.click(sendMe().getByLabelText('RetailMax Inc Case Study'));
    fireEvent.click(sendMe().getByLabelText('Services'));
    expect(await submitted(onCaptured)).toMatchObject({
      send_me: ['/case-studies/retailmax-inc', '/services'],
    });
  });

  it('is optional: with none ticked the lead asks for nothing', async () => {
    const onCaptured = renderLeadForm();
    fireEvent.click(sendMe().getByLabelText('Services'));
    fireEvent.click(sendMe().getByLabelText('Services'));
    expect(await submitted(onCaptured)).toMatchObject({ send_me: null });
  });
});

describe("the admin's Events tab", () => {
  const row: LeadRecord = {
    id: 'a7000000-0000-4000-8000-000000000001',
    created_at: '2026-11-25T10:00:00.000Z',
    status: 'new',
    send_me: ['/case-studies/retailmax-inc', '/services'],
  };

  it('shows the pages asked for by title, and exports their paths', () => {
    const column = tableColumns(eventLead, vi.fn()).find(({ label }) => label === 'Send me this');
    expect(column?.render?.(row)).toBe('RetailMax Inc Case Study, Services');
    const exported = csvColumns(eventLead).find(({ label }) => label === 'Send me this');
    expect(exported?.value(row)).toBe('/case-studies/retailmax-inc, /services');
    expect(column?.render?.({ ...row, send_me: null })).toBeNull();
  });
});
