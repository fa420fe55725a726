import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeEventLog } from '@/shared/outbox/event-log';
import { EventLeadForm } from '@/features/event/event-lead-form';
import type { EventSetup } from '@/features/event/event-setup';
import type * as CameraFrames from '@/features/event/scan/camera-frames';
import { setUpLeadFormHarness } from './lead-form-harness';
import { renderWithProviders } from './render';

// The WebAssembly and the pixels are the browser's part (badge-scan.spec.ts); here the
// reader answers what each test says the badge holds.
const decoded = vi.hoisted(() => ({ text: null as string | null }));
vi.mock('zxing-wasm/reader', () => ({
  prepareZXingModule: vi.fn(),
  readBarcodes: vi.fn(async () =>
    decoded.text === null ? [] : [{ isValid: true, text: decoded.text }],
  ),
}));
const frames = vi.hoisted(() => ({ scanning: vi.fn() }));
vi.mock('@/features/event/scan/camera-frames', async (original) => ({
  ...(await original<typeof CameraFrames>()),
  photoPixels: vi.fn(async () => ({ width: 1, height: 1 })),
  // Frames keep coming until the scan is aborted.
  scanFrames: vi.fn(
    (_video: unknown, signal: AbortSignal) =>
      new Promise<void>((resolve) => {
        frames.scanning();
        signal.addEventListener('abort', () => resolve());
      }),
  ),
}));

setUpLeadFormHarness();

const setup: EventSetup = { eventName: 'Web Summit 2026', staffName: 'Sam', pinHash: 'x' };

function renderLeadForm() {
  return renderWithProviders(
    <EventLeadForm
      setup={setup}
      deviceId="0b6f7a52-3c1e-4f0e-9a57-7d1c2f0e8a11"
      onCaptured={() => undefined}
      onIdleReset={() => undefined}
    />,
  );
}

const value = (label: RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;
const photoInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const choosePhoto = (text: string | null) => {
  decoded.text = text;
  fireEvent.change(photoInput(), {
    target: { files: [new File(['png'], 'badge.png', { type: 'image/png' })] },
  });
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await closeEventLog();
});

describe('scanning a badge from a photo (no camera here)', () => {
  it('offers the photo input with the rear camera, and fills the form from a MeCard', async () => {
    renderLeadForm();
    expect(screen.queryByRole('button', { name: 'Scan badge' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Scan from a photo' })).toBeTruthy();
    expect(photoInput().getAttribute('accept')).toBe('image/*');
    expect(photoInput().getAttribute('capture')).toBe('environment');

    choosePhoto('MECARD:N:Lovelace,Ada;EMAIL:ada@example.com;ORG:Engines;TITLE:Countess;;');
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Filled in from your badge. Please check your details before you submit.',
    );
    expect(value(/^Full Name/)).toBe('Ada Lovelace');
    expect(value(/^Email/)).toBe('ada@example.com');
    expect(value(/^Company/)).toBe('Engines');
    expect(value(/^Job Title/)).toBe('Countess');
  });

  it('puts a LinkedIn profile into Notes once, below what was there', async () => {
    renderLeadForm();
    fireEvent.change(screen.getByLabelText(/^Notes/), { target: { value: 'Met at the demo' } });
    choosePhoto('https://www.linkedin.com/in/ada-lovelace');
    await screen.findByRole('status');
    choosePhoto('https://www.linkedin.com/in/ada-lovelace');
    await waitFor(() =>
      expect(value(/^Notes/)).toBe(
        'Met at the demo\nLinkedIn: https://www.linkedin.com/in/ada-lovelace',
      ),
    );
    expect(value(/^Full Name/)).toBe('');
  });

  it('says so when a code has nothing usable, or there is no code', async () => {
    renderLeadForm();
    choosePhoto('TICKET-4821');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This code has no name or email address we can use. Please type your details instead.',
    );
    choosePhoto(null);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'No QR code found in that picture. Please try again, or type your details.',
      ),
    );
  });
});

describe('scanning a badge with the camera', () => {
  const stop = vi.fn();
  let getUserMedia: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    stop.mockClear();
    getUserMedia = vi.fn(async () => ({ getTracks: () => [{ stop }] }));
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator), {
        mediaDevices: { getUserMedia },
      }),
    );
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
  });

  it('asks for the rear camera and releases it when the visitor cancels', async () => {
    renderLeadForm();
    fireEvent.click(screen.getByRole('button', { name: 'Scan badge' }));
    await waitFor(() => expect(frames.scanning).toHaveBeenCalled());
    expect(getUserMedia).toHaveBeenCalledWith({
      audio: false,
      video: { facingMode: 'environment', width: { ideal: 1280 }, height: { ideal: 720 } },
    });
    expect(screen.getByLabelText('Camera preview')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel scan' }));
    expect(stop).toHaveBeenCalledTimes(1);
    expect(screen.queryByLabelText('Camera preview')).toBeNull();
  });

  it('releases the camera when the form goes (the next visitor, the idle reset)', async () => {
    const { unmount } = renderLeadForm();
    fireEvent.click(screen.getByRole('button', { name: 'Scan badge' }));
    await waitFor(() => expect(frames.scanning).toHaveBeenCalled());
    act(() => unmount());
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('offers the photo instead when the camera is refused', async () => {
    getUserMedia.mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    renderLeadForm();
    fireEvent.click(screen.getByRole('button', { name: 'Scan badge' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "The camera isn't available. Scan your badge from a photo instead, or type your details.",
    );
    expect(screen.getByRole('button', { name: 'Scan from a photo' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Scan badge' })).toBeNull();
  });
});
