import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { capturedToday, closeEventLog } from '@/shared/outbox/event-log';
import { EventLeadForm } from '@/features/event/event-lead-form';
import { pinMatches, type EventSetup } from '@/features/event/event-setup';
import { EventSetupForm } from '@/features/event/event-setup-form';
import { defaultRatingQuestions } from '@/shared/leads/event-note';
import { saveBoothEnrolment } from '@/shared/outbox/booth-device';
import { setUpLeadFormHarness } from './lead-form-harness';
import { renderWithProviders } from './render';

const harness = setUpLeadFormHarness();

afterEach(async () => {
  localStorage.clear();
  await closeEventLog();
});

const setup: EventSetup = { eventName: 'Web Summit 2026', staffName: 'Sam', pinHash: 'x' };
const deviceId = '0b6f7a52-3c1e-4f0e-9a57-7d1c2f0e8a11';

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const fill = (label: RegExp, value: string) =>
  fireEvent.change(field(label), { target: { value } });

function renderLeadForm() {
  const onCaptured = vi.fn();
  renderWithProviders(
    <EventLeadForm
      setup={setup}
      deviceId={deviceId}
      onCaptured={onCaptured}
      onIdleReset={() => undefined}
    />,
  );
  return onCaptured;
}

function fillVisitor() {
  fill(/^Full Name/, ' Ada Lovelace ');
  fill(/^Email/, 'ada@example.com');
  fireEvent.click(field(/^Agentic AI/));
  fireEvent.click(field(/^I agree to be contacted/));
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: /Submit|Sending/ }));

describe('the booth form', () => {
  // An enrolled device; the database's side is in booth-devices.test.sql.
  beforeEach(() => saveBoothEnrolment('Web Summit 2026', 'test-credential'));

  it('asks for name, email and consent in the site’s words, sending nothing', async () => {
    const onCaptured = renderLeadForm();
    fill(/^Notes/, 'n'.repeat(1001));
    submit();
    for (const message of [
      'Full Name is required',
      'Invalid email address',
      'Please agree to be contacted about your enquiry',
      'Notes must be less than 1000 characters',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(harness.server.requests).toEqual([]);
    expect(onCaptured).not.toHaveBeenCalled();
  });

  it('uses the keyboards and autocomplete a booth needs', () => {
    renderLeadForm();
    expect(field(/^Email/).type).toBe('email');
    expect(field(/^Email/).inputMode).toBe('email');
    for (const label of [/^Full Name/, /^Email/, /^Company/, /^Job Title/]) {
      expect(field(label).autocomplete).toBe('off');
    }
  });

  it('stamps the event, staff, device and time, sends it and logs it on the device', async () => {
    const onCaptured = renderLeadForm();
    fillVisitor();
    const before = new Date().toISOString();
    submit();
    await waitFor(() => expect(onCaptured).toHaveBeenCalledTimes(1));
    const [row] = [...harness.server.rows.values()];
    expect(row?.table).toBe('event_leads');
    expect(row?.body).toMatchObject({
      full_name: 'Ada Lovelace',
      interested_in: ['Agentic AI'],
      consent: true,
      event_name: 'Web Summit 2026',
      staff_name: 'Sam',
      device_id: deviceId,
      company: null,
    });
    expect(String(row?.body.captured_at) >= before).toBe(true);
    const [logged] = await capturedToday();
    expect(logged?.deliveredAt).not.toBeNull();
  });

  it('offline, keeps the lead in the outbox and thanks the visitor all the same', async () => {
    harness.server.setMode('offline');
    harness.goOffline();
    const onCaptured = renderLeadForm();
    fillVisitor();
    submit();
    await waitFor(() => expect(onCaptured).toHaveBeenCalledTimes(1));
    expect(await harness.outbox()).toMatchObject([{ kind: 'event', state: 'pending' }]);
    expect(await capturedToday()).toMatchObject([{ deliveredAt: null }]);
  });

  it('keeps the values and says so when the server refuses; the log forgets it', async () => {
    harness.server.setMode('http-400');
    const onCaptured = renderLeadForm();
    fillVisitor();
    submit();
    expect(await screen.findByText('Failed to save your details. Please try again.')).toBeTruthy();
    expect(field(/^Full Name/).value).toBe(' Ada Lovelace ');
    expect(onCaptured).not.toHaveBeenCalled();
    expect(await harness.outbox()).toEqual([]);
    expect(await capturedToday()).toEqual([]);
  });
});

const noEnrolment = () => Promise.resolve();

describe('the booth set-up', () => {
  it('needs an event name of at most 100 characters and a 4-digit PIN', async () => {
    const onSaved = vi.fn();
    renderWithProviders(
      <EventSetupForm current={null} enrolment={null} onEnrolled={noEnrolment} onSaved={onSaved} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Start event mode' }));
    expect(await screen.findByText('Event name is required')).toBeTruthy();
    expect(screen.getByText('PIN must be 4 digits')).toBeTruthy();
    fill(/^Event name/, 'e'.repeat(101));
    fill(/^Staff PIN/, '12a4');
    fireEvent.click(screen.getByRole('button', { name: 'Start event mode' }));
    expect(await screen.findByText('Event name must be less than 100 characters')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('asks a device not enrolled for the event for its enrolment code', async () => {
    const onSaved = vi.fn();
    renderWithProviders(
      <EventSetupForm
        current={null}
        enrolment={{ eventName: 'Another Expo', credential: 'c', refused: false }}
        onEnrolled={noEnrolment}
        onSaved={onSaved}
      />,
    );
    fill(/^Event name/, 'Web Summit 2026');
    fill(/^Staff PIN/, '2468');
    fireEvent.click(screen.getByRole('button', { name: 'Start event mode' }));
    expect(await screen.findByText('Enrolment code is required')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
    expect(localStorage.getItem('event-mode:setup')).toBeNull();
  });

  it('keeps the set-up on the device with the PIN hashed, never as typed', async () => {
    const onSaved = vi.fn();
    renderWithProviders(
      <EventSetupForm
        current={null}
        enrolment={{ eventName: 'Web Summit 2026', credential: 'c', refused: false }}
        onEnrolled={noEnrolment}
        onSaved={onSaved}
      />,
    );
    fill(/^Event name/, ' Web Summit 2026 ');
    expect(screen.queryByLabelText(/^Enrolment code/)).toBeNull();
    fill(/^Staff PIN/, '2468');
    fireEvent.click(screen.getByRole('button', { name: 'Start event mode' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const saved = JSON.parse(localStorage.getItem('event-mode:setup') ?? '') as EventSetup;
    // Only the salted digest: its hex may contain the digits by chance, never as a value.
    expect(Object.keys(saved).sort()).toEqual(['eventName', 'pinHash', 'questions', 'staffName']);
    expect(saved.pinHash).toMatch(/^[0-9a-f]{64}$/);
    expect(saved).toMatchObject({
      eventName: 'Web Summit 2026',
      staffName: '',
      questions: defaultRatingQuestions,
    });
    expect(await pinMatches(saved, '2468')).toBe(true);
    expect(await pinMatches(saved, '2469')).toBe(false);
  });

  it('asks the browser to keep the device storage when staff start event mode', async () => {
    const persist = vi.fn(() => Promise.resolve(true));
    vi.stubGlobal('navigator', { ...navigator, storage: { persist } });
    const onSaved = vi.fn();
    renderWithProviders(
      <EventSetupForm
        current={null}
        enrolment={{ eventName: 'Web Summit 2026', credential: 'c', refused: false }}
        onEnrolled={noEnrolment}
        onSaved={onSaved}
      />,
    );
    fill(/^Event name/, 'Web Summit 2026');
    fill(/^Staff PIN/, '2468');
    expect(persist).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Start event mode' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(persist).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });
});
