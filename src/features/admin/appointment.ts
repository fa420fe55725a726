/*
 * A consultation as an appointment, as the admin reads and sets it: the visitor's wish on
 * the visitor's clock and the admin's, the confirmed slot, and the confirm form's values
 * checked into the update the database takes. Pure (every zone is passed in), so each clock
 * and each message is unit-tested.
 */
import { instantOfLocalInput, localInputValue, zonedClock } from '@/lib/zoned-time';
import { urlPattern } from '@/shared/leads/lead-field';
import type { LeadKindDescription } from '@/shared/leads/lead-kind';
import { appointmentLimits } from '@/shared/limits';

/** What the list reads beside the export's columns for a kind that has appointments. */
export const appointmentColumns = [
  'time_zone',
  'preferred_at',
  'scheduled_at',
  'duration_minutes',
  'meeting_link',
  'host_id',
] as const;

/** Whether admins confirm this kind's leads for a time: the database keeps a slot for them. */
export function hasAppointments(description: LeadKindDescription): boolean {
  return description.managedColumns?.some(({ name }) => name === 'scheduled_at') ?? false;
}

export interface Appointment {
  /** The consultation's id: a booking being moved never overlaps itself. */
  id: string;
  status: string;
  preferredDate: string | null;
  preferredTime: string | null;
  /** The visitor's IANA zone, in which they chose the date and time. */
  timeZone: string | null;
  /** The instant the wish means in the visitor's zone, as the database derived it. */
  preferredAt: Date | null;
  scheduledAt: Date | null;
  durationMinutes: number;
  meetingLink: string | null;
  /** Who hosts it; null until the database or an admin picks one. */
  hostId: string | null;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

function instant(value: unknown): Date | null {
  const iso = text(value);
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A consultation row's appointment, whatever of it the row holds. */
export function appointmentOf(row: Readonly<Record<string, unknown>>): Appointment {
  const duration = Number(row.duration_minutes);
  return {
    id: text(row.id) ?? '',
    status: text(row.status) ?? '',
    preferredDate: text(row.preferred_date),
    preferredTime: text(row.preferred_time),
    timeZone: text(row.time_zone),
    preferredAt: instant(row.preferred_at),
    scheduledAt: instant(row.scheduled_at),
    durationMinutes: Number.isInteger(duration)
      ? duration
      : appointmentLimits.durationMinutes.default,
    meetingLink: text(row.meeting_link),
    hostId: text(row.host_id),
  };
}

export const isConfirmed = (appointment: Appointment): boolean =>
  appointment.status === 'confirmed' && appointment.scheduledAt !== null;

export interface Clock {
  /** Whose clock: the visitor's, the admin's, or both when they share a zone. */
  who: 'Visitor' | 'You' | 'Visitor and you';
  text: string;
}

/**
 * An instant on the visitor's clock, naming their zone, and on the admin's. One line when
 * both are in the same zone; the admin's alone when the visitor's zone is unknown.
 */
export function bothClocks(at: Date, visitorZone: string | null, adminZone: string): Clock[] {
  if (!visitorZone) return [{ who: 'You', text: zonedClock(at, adminZone) }];
  if (visitorZone === adminZone)
    return [{ who: 'Visitor and you', text: zonedClock(at, adminZone) }];
  return [
    { who: 'Visitor', text: zonedClock(at, visitorZone) },
    { who: 'You', text: zonedClock(at, adminZone) },
  ];
}

/** The wish as the visitor typed it, when it names no instant: "2026-12-01 10:00". */
export function preferredText(appointment: Appointment): string {
  return [appointment.preferredDate, appointment.preferredTime].filter(Boolean).join(' ');
}

/** What the confirm form holds: a datetime-local value in the admin's zone, and text. */
export interface AppointmentValues {
  when: string;
  duration: string;
  meetingLink: string;
  /** A host's id, or '' for any host free then, whom the database picks. */
  hostId: string;
}

/** A confirmed slot is moved from where it is; a new one starts at the visitor's wish. */
export function appointmentDefaults(
  appointment: Appointment,
  adminZone: string,
): AppointmentValues {
  const start = isConfirmed(appointment) ? appointment.scheduledAt : appointment.preferredAt;
  return {
    when: start ? localInputValue(start, adminZone) : '',
    duration: String(appointment.durationMinutes),
    meetingLink: appointment.meetingLink ?? '',
    hostId: isConfirmed(appointment) ? (appointment.hostId ?? '') : '',
  };
}

/** The update an admin's confirmation makes; the database mails the visitor from it. */
export interface AppointmentUpdate {
  status: 'confirmed';
  scheduled_at: string;
  duration_minutes: number;
  meeting_link: string | null;
  host_id: string | null;
}

export type AppointmentCheck =
  | { ok: true; update: AppointmentUpdate }
  | { ok: false; errors: Partial<Record<keyof AppointmentValues, string>> };

const { min, max } = appointmentLimits.durationMinutes;

export const appointmentMessages = {
  when: 'Choose a date and time',
  duration: `Enter whole minutes from ${min} to ${max}`,
  meetingLink: 'Enter a web address starting with https://',
} as const;

/** The form's values as the update, or what is wrong with each (the database's own rules). */
export function checkAppointment(values: AppointmentValues, adminZone: string): AppointmentCheck {
  const errors: Partial<Record<keyof AppointmentValues, string>> = {};
  const at = instantOfLocalInput(values.when, adminZone);
  if (!at) errors.when = appointmentMessages.when;
  const duration = Number(values.duration.trim());
  if (!/^\d+$/.test(values.duration.trim()) || duration < min || duration > max)
    errors.duration = appointmentMessages.duration;
  const link = values.meetingLink.trim();
  if (link && !urlPattern.test(link)) errors.meetingLink = appointmentMessages.meetingLink;
  if (!at || Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    update: {
      status: 'confirmed',
      scheduled_at: at.toISOString(),
      duration_minutes: duration,
      meeting_link: link || null,
      host_id: values.hostId || null,
    },
  };
}

/**
 * Every actor's overlap, word for word as the database says it from its trigger (P0001), and
 * what its exclusion constraint's refusal (23P01) is shown as.
 */
export const overlapMessage = 'That time overlaps another booking for this host.';

/** The database's refusals an admin can act on, in words; anything else as it came. */
const refusals: Record<string, string> = {
  consultations_no_double_booking: overlapMessage,
  consultations_confirmed_has_time: 'A confirmed consultation needs a date and time.',
  consultations_duration_range: appointmentMessages.duration,
  consultations_meeting_link_shape: appointmentMessages.meetingLink,
};

export function refusalText(message: string): string {
  const known = Object.keys(refusals).find((constraint) => message.includes(constraint));
  return known ? (refusals[known] ?? message) : message;
}
