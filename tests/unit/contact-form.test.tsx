import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '@/features/contact/contact-form';
import { setUpLeadFormHarness } from './lead-form-harness';
import { renderWithProviders } from './render';

const harness = setUpLeadFormHarness();

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const fill = (label: RegExp, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: /Send Message|Sending/ }));

function fillValid() {
  fill(/^Full Name/, '  Ada Lovelace ');
  fill(/^Email/, 'ada@example.com');
  fill(/^Message/, 'We would like to automate our claims triage.');
}

describe('ContactForm', () => {
  it.each([
    [
      'an empty form',
      {},
      ['Full Name is required', 'Invalid email address', 'Message is required'],
    ],
    ['a 101-character name', { name: 'a'.repeat(101) }, ['Name must be less than 100 characters']],
    [
      'a 262-character email',
      { email: `${'e'.repeat(250)}@example.com` },
      ['Email must be less than 255 characters'],
    ],
    [
      'a 101-character company',
      { company: 'c'.repeat(101) },
      ['Company name must be less than 100 characters'],
    ],
    ['a 21-character phone', { phone: '1'.repeat(21) }, ['Phone must be less than 20 characters']],
    [
      'a 1001-character message',
      { message: 'm'.repeat(1001) },
      ['Message must be less than 1000 characters'],
    ],
  ])('rejects %s with the spec message', async (_case, values, messages) => {
    renderWithProviders(<ContactForm />);
    if (Object.keys(values).length > 0) fillValid();
    const labels: Record<string, RegExp> = {
      name: /^Full Name/,
      email: /^Email/,
      company: /^Company/,
      phone: /^Phone/,
      message: /^Message/,
    };
    for (const [key, value] of Object.entries(values)) fill(labels[key] as RegExp, value);
    send();
    for (const message of messages) expect(await screen.findByText(message)).toBeTruthy();
    expect(harness.server.requests).toEqual([]);
  });

  it("reads 'Sending...' and is disabled while sending, then resets on success", async () => {
    renderWithProviders(<ContactForm />);
    fillValid();
    send();
    const button = await screen.findByRole('button', { name: 'Sending...' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(await screen.findByText('Message sent!')).toBeTruthy();
    expect(screen.getByText("We'll get back to you within 2-3 business days.")).toBeTruthy();
    await waitFor(() => expect(field(/^Full Name/).value).toBe(''));
    expect([...harness.server.rows.values()][0]?.body).toMatchObject({
      name: 'Ada Lovelace',
      phone: null,
      company: null,
      spam_trap: null,
    });
  });

  it('validates and sends a second message after the reset', async () => {
    renderWithProviders(<ContactForm />);
    fillValid();
    send();
    expect(await screen.findByText('Message sent!')).toBeTruthy();
    await waitFor(() => expect(field(/^Full Name/).value).toBe(''));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy());
    send();
    expect(await screen.findByText('Full Name is required')).toBeTruthy();
    fill(/^Full Name/, 'Grace Hopper');
    fill(/^Email/, 'grace@example.com');
    fill(/^Message/, 'A second question.');
    send();
    await waitFor(() => expect(harness.server.rows.size).toBe(2));
    expect([...harness.server.rows.values()][1]?.body).toMatchObject({
      name: 'Grace Hopper',
      message: 'A second question.',
    });
    await waitFor(() => expect(field(/^Message/).value).toBe(''));
  });

  it('counts a duplicate (409 23505) as delivered', async () => {
    const id = crypto.randomUUID();
    harness.server.rows.set(id, { table: 'contact_submissions', body: {} });
    const uuid = crypto.randomUUID;
    crypto.randomUUID = () => id;
    try {
      renderWithProviders(<ContactForm />);
      fillValid();
      send();
      expect(await screen.findByText('Message sent!')).toBeTruthy();
    } finally {
      crypto.randomUUID = uuid;
    }
    expect(harness.server.rows.size).toBe(1);
  });

  it('queues the message when offline and resets the form', async () => {
    harness.server.setMode('offline');
    harness.goOffline();
    renderWithProviders(<ContactForm />);
    fillValid();
    send();
    expect(await screen.findByText('Saved offline')).toBeTruthy();
    await waitFor(() => expect(field(/^Message/).value).toBe(''));
    expect(await harness.outbox()).toMatchObject([{ kind: 'contact', state: 'pending' }]);
  });

  it('says the message is kept and retried when the server fails while online', async () => {
    harness.server.setMode('http-500');
    renderWithProviders(<ContactForm />);
    fillValid();
    send();
    expect(await screen.findByText("Saved — we'll keep trying")).toBeTruthy();
    expect(screen.queryByText('Saved offline')).toBeNull();
    expect(await harness.outbox()).toMatchObject([{ kind: 'contact', state: 'pending' }]);
  });

  it('keeps the values and shows the failure toast when the server refuses', async () => {
    harness.server.setMode('http-400');
    renderWithProviders(<ContactForm />);
    fillValid();
    send();
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeTruthy();
    expect(field(/^Full Name/).value).toBe('  Ada Lovelace ');
    expect(await harness.outbox()).toEqual([]);
  });

  it('thanks a bot that filled the spam trap like anyone, and stores its lead with the trap', async () => {
    const { container } = renderWithProviders(<ContactForm />);
    fillValid();
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    fireEvent.change(trap, { target: { value: 'https://spam.example' } });
    send();
    expect(await screen.findByText('Message sent!')).toBeTruthy();
    expect([...harness.server.rows.values()]).toMatchObject([
      {
        table: 'contact_submissions',
        body: { name: 'Ada Lovelace', spam_trap: 'https://spam.example' },
      },
    ]);
    await waitFor(() => expect(trap.value).toBe(''));
  });

  describe('in a browser that can store nothing (no IndexedDB, no Cache API)', () => {
    beforeEach(() => {
      vi.stubGlobal('indexedDB', {
        open: () => {
          throw new DOMException('blocked by policy', 'SecurityError');
        },
      });
      vi.stubGlobal('caches', undefined);
    });

    it('sends the message directly, with the same checks', async () => {
      renderWithProviders(<ContactForm />);
      fillValid();
      send();
      expect(await screen.findByText('Message sent!')).toBeTruthy();
      expect([...harness.server.rows.values()][0]?.body).toMatchObject({ name: 'Ada Lovelace' });
    });

    it('keeps the values and says it cannot be saved for later when the send fails', async () => {
      harness.server.setMode('http-500');
      renderWithProviders(<ContactForm />);
      fillValid();
      send();
      expect(
        await screen.findByText("Not sent — this browser can't save it for later"),
      ).toBeTruthy();
      expect(field(/^Full Name/).value).toBe('  Ada Lovelace ');
      expect(harness.server.rows.size).toBe(0);
    });
  });
});
