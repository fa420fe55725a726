/*
 * The booth's set-up, kept on the device: the event, the staff member, a hash of the staff
 * PIN, the questions staff answer when they rate a lead, and a device id made once per
 * device that outlives every event. localStorage, so
 * the first render after a reload, a restart or an update already knows the set-up.
 */
import { useSyncExternalStore } from 'react';
import type { RatingQuestion } from '@/shared/leads/event-note';

export interface EventSetup {
  eventName: string;
  staffName: string;
  pinHash: string;
  /** Asked when staff rate a lead, each with its fixed answers; none in a set-up from before. */
  questions?: RatingQuestion[];
}

/** Questions as stored: anything else (an older or edited set-up) is dropped, not trusted. */
function parseQuestions(value: unknown): RatingQuestion[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry: Partial<RatingQuestion> | null): entry is RatingQuestion =>
      typeof entry?.question === 'string' &&
      Array.isArray(entry.answers) &&
      entry.answers.every((answer) => typeof answer === 'string'),
  );
}

const setupKey = 'event-mode:setup';
const deviceIdKey = 'event-mode:device-id';
const changeEvent = 'event-mode:change';

function parseSetup(raw: string | null): EventSetup | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<EventSetup>;
    if (typeof value.eventName !== 'string' || typeof value.pinHash !== 'string') return null;
    return {
      eventName: value.eventName,
      staffName: value.staffName ?? '',
      pinHash: value.pinHash,
      ...(value.questions !== undefined && { questions: parseQuestions(value.questions) }),
    };
  } catch {
    return null;
  }
}

/** The parsed set-up of the last raw text read, so a snapshot stays the same object. */
let lastRaw: string | null = null;
let lastSetup: EventSetup | null = null;

function readSetup(): EventSetup | null {
  const raw = localStorage.getItem(setupKey);
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastSetup = parseSetup(raw);
  }
  return lastSetup;
}

function subscribe(onChange: () => void): () => void {
  // 'storage' tells of other tabs; this tab's own writes dispatch changeEvent.
  window.addEventListener('storage', onChange);
  window.addEventListener(changeEvent, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(changeEvent, onChange);
  };
}

/**
 * The set-up, or null before there is one; undefined while unknown (the prerendered page
 * and hydration), so server and browser render the same first markup.
 */
export function useEventSetup(): EventSetup | null | undefined {
  return useSyncExternalStore(subscribe, readSetup, () => undefined);
}

export function saveEventSetup(setup: EventSetup): void {
  localStorage.setItem(setupKey, JSON.stringify(setup));
  window.dispatchEvent(new Event(changeEvent));
}

/** Leaves event mode: the set-up goes, the device id and the captured leads stay. */
export function clearEventSetup(): void {
  localStorage.removeItem(setupKey);
  window.dispatchEvent(new Event(changeEvent));
}

/** This device's id, made on first use and kept for every later event. */
export function deviceId(): string {
  let id = localStorage.getItem(deviceIdKey);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(deviceIdKey, id);
  }
  return id;
}

/**
 * The PIN is never stored as typed. Four digits are few, so this only keeps a glance at
 * the device's storage from reading it; the device id salts it per device.
 */
export async function hashPin(pin: string): Promise<string> {
  const bytes = new TextEncoder().encode(`${deviceId()}:${pin}`);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function pinMatches(setup: EventSetup, pin: string): Promise<boolean> {
  return (await hashPin(pin)) === setup.pinHash;
}

export const pinPattern = /^\d{4}$/;
