import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApplicationForm } from '@/features/careers/application-form';
import { setUpLeadFormHarness } from './lead-form-harness';
import { renderWithProviders } from './render';

const harness = setUpLeadFormHarness();

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const fill = (label: RegExp, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const submitButton = () => screen.getByRole('button', { name: /Submit Application|Submitting/ });

function renderForm() {
  const onSubmitted = vi.fn();
  renderWithProviders(<ApplicationForm position="AI Intern" onSubmitted={onSubmitted} />);
  return onSubmitted;
}

function fillRequired() {
  fill(/^Full name/, 'Ada Lovelace');
  fill(/^Email/, 'ada@example.com');
  fill(/^Phone/, '+91 98765 43210');
  fill(/^Location/, 'Bangalore');
  fill(/^Years of experience/, 'Less than 1 year');
  fill(/^Availability/, 'Immediately');
  fill(/^Cover letter/, 'I have built two retrieval-augmented assistants and want to ship more.');
}

describe('ApplicationForm', () => {
  it('shows every required-field message of the spec', async () => {
    const onSubmitted = renderForm();
    fill(/^LinkedIn/, 'linkedin');
    fill(/^Cover letter/, 'Too short.');
    fireEvent.click(submitButton());
    for (const message of [
      'Full name is required',
      'Invalid email address',
      'Phone number is required',
      'Location is required',
      'Invalid URL',
      'Cover letter must be at least 50 characters',
      'Experience is required',
      'Availability is required',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    await waitFor(() => expect(document.activeElement).toBe(field(/^Full name/)));
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(await harness.outbox()).toEqual([]);
  });

  it("reads 'Submitting...' while sending, then closes; empty optionals are null", async () => {
    const onSubmitted = renderForm();
    fillRequired();
    fireEvent.click(submitButton());
    expect(
      (await screen.findByRole('button', { name: 'Submitting...' })).hasAttribute('disabled'),
    ).toBe(true);
    expect(await screen.findByText('Application Submitted!')).toBeTruthy();
    expect(
      screen.getByText("We'll review your application and get back to you soon."),
    ).toBeTruthy();
    expect(onSubmitted).toHaveBeenCalledOnce();
    expect([...harness.server.rows.values()][0]).toMatchObject({
      table: 'job_applications',
      body: {
        position: 'AI Intern',
        full_name: 'Ada Lovelace',
        linkedin_url: null,
        resume_url: null,
        expected_salary: null,
        years_of_experience: 'Less than 1 year',
      },
    });
  });

  it('queues the application offline and closes', async () => {
    harness.server.setMode('offline');
    harness.goOffline();
    const onSubmitted = renderForm();
    fillRequired();
    fireEvent.click(submitButton());
    expect(await screen.findByText('Saved offline')).toBeTruthy();
    expect(onSubmitted).toHaveBeenCalledOnce();
    expect(await harness.outbox()).toMatchObject([{ kind: 'application', state: 'pending' }]);
  });

  it('stays open with the values when the server refuses', async () => {
    harness.server.setMode('http-400');
    const onSubmitted = renderForm();
    fillRequired();
    fireEvent.click(submitButton());
    expect(await screen.findByText('Failed to submit application. Please try again.')).toBeTruthy();
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(field(/^Full name/).value).toBe('Ada Lovelace');
  });
});
