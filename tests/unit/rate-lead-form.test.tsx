import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventSetup } from '@/features/event/event-setup';
import { EventSetupForm } from '@/features/event/event-setup-form';
import { RateLeadForm } from '@/features/event/rate-lead-form';
import { ratingOfferMs, useRatingOffer } from '@/features/event/use-rating-offer';
import { saveBoothEnrolment } from '@/shared/outbox/booth-device';
import { setUpLeadFormHarness } from './lead-form-harness';
import { renderWithProviders } from './render';

const harness = setUpLeadFormHarness();

const setup: EventSetup = {
  eventName: 'Web Summit 2026',
  staffName: 'Sam',
  pinHash: 'x',
  questions: [
    { question: 'Budget', answers: ['Under $25k', 'Over $100k'] },
    { question: 'Timeline', answers: ['This quarter', 'Later'] },
  ],
};
const lead = { id: '5a0b7c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b', name: 'Ada Lovelace' };

function renderRating() {
  const onDone = vi.fn();
  renderWithProviders(<RateLeadForm lead={lead} setup={setup} onDone={onDone} />);
  return onDone;
}

const choose = (group: string, choice: string) =>
  fireEvent.click(within(screen.getByRole('radiogroup', { name: group })).getByLabelText(choice));

describe('the rating form', () => {
  beforeEach(() => saveBoothEnrolment('Web Summit 2026', 'test-credential'));

  it("offers Hot, Warm or Cold and the event's questions with their fixed answers", () => {
    renderRating();
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    const radios = (group: string) =>
      within(screen.getByRole('radiogroup', { name: group }))
        .getAllByRole('radio')
        .map((radio) => radio.closest('div')?.textContent);
    expect(radios('Rating')).toEqual(['Hot', 'Warm', 'Cold']);
    expect(radios('Budget')).toEqual(['Under $25k', 'Over $100k']);
    expect(radios('Timeline')).toEqual(['This quarter', 'Later']);
    expect((screen.getByLabelText(/^Note/) as HTMLTextAreaElement).maxLength).toBe(1000);
  });

  it('asks for a rating before it saves anything', async () => {
    const onDone = renderRating();
    fireEvent.click(screen.getByRole('button', { name: 'Save rating' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose Hot, Warm or Cold');
    expect(await harness.outbox()).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('sends the rating, the answers chosen and the note, apart from the lead', async () => {
    const onDone = renderRating();
    choose('Rating', 'Warm');
    choose('Rating', 'Hot');
    choose('Timeline', 'This quarter');
    fireEvent.change(screen.getByLabelText(/^Note/), { target: { value: ' Wants a pilot ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save rating' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const [row] = [...harness.server.rows.values()];
    expect(row?.table).toBe('event_lead_notes');
    expect(row?.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
      lead_id: lead.id,
      rating: 'hot',
      answers: [{ question: 'Timeline', answer: 'This quarter' }],
      note: 'Wants a pilot',
      staff_name: 'Sam',
    });
  });

  it('offline, keeps the rating in the outbox with what the booth needs to send it', async () => {
    harness.server.setMode('offline');
    const onDone = renderRating();
    choose('Rating', 'Cold');
    fireEvent.click(screen.getByRole('button', { name: 'Save rating' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(await harness.outbox()).toMatchObject([
      {
        kind: 'event-note',
        state: 'pending',
        payload: {
          lead_id: lead.id,
          rating: 'cold',
          answers: [],
          note: null,
          event_name: 'Web Summit 2026',
          full_name: 'Ada Lovelace',
        },
      },
    ]);
  });
});

describe("'Rate this lead' after a Submit", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is offered for a minute, then goes', () => {
    const { result } = renderHook(() => useRatingOffer());
    act(() => result.current.offerRating(lead));
    act(() => vi.advanceTimersByTime(ratingOfferMs - 1));
    expect(result.current.offer).toEqual(lead);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.offer).toBeNull();
  });

  it('never takes away a rating begun in time, and is not offered twice for one lead', () => {
    const { result } = renderHook(() => useRatingOffer());
    act(() => result.current.offerRating(lead));
    act(() => vi.advanceTimersByTime(ratingOfferMs - 1_000));
    act(() => result.current.startRating());
    act(() => vi.advanceTimersByTime(ratingOfferMs));
    expect(result.current.rating).toEqual(lead);
    expect(result.current.offer).toBeNull();
    act(() => result.current.endRating());
    expect(result.current.rating).toBeNull();
  });

  it('a new Submit offers its own lead, for a minute from then', () => {
    const { result } = renderHook(() => useRatingOffer());
    const next = { id: '6b1c8d2f-0b5e-4f7a-9c8b-2d3e4f5a6b7c', name: 'Grace Hopper' };
    act(() => result.current.offerRating(lead));
    act(() => vi.advanceTimersByTime(30_000));
    act(() => result.current.offerRating(next));
    act(() => vi.advanceTimersByTime(ratingOfferMs - 1));
    expect(result.current.offer).toEqual(next);
  });
});

describe('set-up questions', () => {
  const noEnrolment = () => Promise.resolve();
  const enrolled = { eventName: 'Web Summit 2026', credential: 'c', refused: false };

  function renderSetup(current: EventSetup | null = null) {
    const onSaved = vi.fn();
    renderWithProviders(
      <EventSetupForm
        current={current}
        enrolment={enrolled}
        onEnrolled={noEnrolment}
        onSaved={onSaved}
      />,
    );
    fireEvent.change(screen.getByLabelText(/^Event name/), {
      target: { value: 'Web Summit 2026' },
    });
    fireEvent.change(screen.getByLabelText(/^Staff PIN/), { target: { value: '2468' } });
    return onSaved;
  }

  const saved = () => JSON.parse(localStorage.getItem('event-mode:setup') ?? '') as EventSetup;
  afterEach(() => localStorage.clear());

  it('are edited and removed, and kept with the set-up', async () => {
    const onSaved = renderSetup();
    expect((screen.getByLabelText('Question 3') as HTMLInputElement).value).toBe(
      'Role in the decision',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove question 2' }));
    fireEvent.change(screen.getByLabelText('Question 1'), {
      target: { value: 'Budget this year' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start event mode' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saved().questions?.map(({ question }) => question)).toEqual([
      'Budget this year',
      'Role in the decision',
    ]);
  });

  it('need 2 to 5 answers each, and say which question lacks them', async () => {
    const onSaved = renderSetup({ ...setup, questions: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    fireEvent.change(screen.getByLabelText('Question 1'), { target: { value: 'Team size' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start event mode' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Question 1: Give 2 to 5 answers');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
