import { describe, expect, it } from 'vitest';
import {
  appointmentDefaults,
  appointmentMessages,
  appointmentOf,
  bothClocks,
  checkAppointment,
  hasAppointments,
  preferredText,
  refusalText,
} from '@/features/admin/appointment';
import { leadKinds } from '@/shared/leads/lead-kinds';

/** A consultation row as the admin list reads it. */
const row = (changes: Record<string, unknown> = {}) => ({
  id: '00000000-0000-4000-8000-000000000001',
  created_at: '2026-11-25T09:00:00Z',
  status: 'pending',
  name: 'Ada Lovelace',
  preferred_date: '2026-12-01',
  preferred_time: '10:00',
  time_zone: 'Asia/Kolkata',
  preferred_at: '2026-12-01T04:30:00+00:00',
  scheduled_at: null,
  duration_minutes: 30,
  meeting_link: null,
  ...changes,
});

describe('which lists have appointments', () => {
  it('is the consultations list alone', () => {
    expect(hasAppointments(leadKinds.booking)).toBe(true);
    expect(hasAppointments(leadKinds.contact)).toBe(false);
    expect(hasAppointments(leadKinds.application)).toBe(false);
  });
});

describe("the visitor's wish on both clocks", () => {
  it("shows the visitor's clock naming their zone, then the admin's", () => {
    const { preferredAt, timeZone } = appointmentOf(row());
    expect(bothClocks(preferredAt ?? new Date(), timeZone, 'Europe/Berlin')).toEqual([
      { who: 'Visitor', text: 'Tue 1 Dec 2026, 10:00 Asia/Kolkata (GMT+5:30)' },
      { who: 'You', text: 'Tue 1 Dec 2026, 05:30 Europe/Berlin (GMT+1)' },
    ]);
  });

  it('follows daylight saving time on either side', () => {
    // 10:00 in Los Angeles on a summer day is 19:00 in Berlin (both on summer time).
    const { preferredAt, timeZone } = appointmentOf(
      row({ time_zone: 'America/Los_Angeles', preferred_at: '2026-07-01T17:00:00Z' }),
    );
    expect(bothClocks(preferredAt ?? new Date(), timeZone, 'Europe/Berlin')).toEqual([
      { who: 'Visitor', text: 'Wed 1 Jul 2026, 10:00 America/Los_Angeles (GMT-7)' },
      { who: 'You', text: 'Wed 1 Jul 2026, 19:00 Europe/Berlin (GMT+2)' },
    ]);
  });

  it('is one line when both are in one zone, and the admin’s alone without a zone', () => {
    const at = new Date('2026-12-01T04:30:00Z');
    expect(bothClocks(at, 'Asia/Kolkata', 'Asia/Kolkata')).toEqual([
      { who: 'Visitor and you', text: 'Tue 1 Dec 2026, 10:00 Asia/Kolkata (GMT+5:30)' },
    ]);
    expect(bothClocks(at, null, 'Europe/Berlin')).toEqual([
      { who: 'You', text: 'Tue 1 Dec 2026, 05:30 Europe/Berlin (GMT+1)' },
    ]);
  });

  it('keeps a wish that names no instant as it was typed', () => {
    const appointment = appointmentOf(
      row({ time_zone: null, preferred_at: null, preferred_time: 'morning' }),
    );
    expect(appointment.preferredAt).toBeNull();
    expect(preferredText(appointment)).toBe('2026-12-01 morning');
    expect(preferredText(appointmentOf(row({ preferred_date: null, preferred_time: null })))).toBe(
      '',
    );
  });
});

describe('the confirm form', () => {
  it("starts at the visitor's wish on the admin's clock, 30 minutes, no link", () => {
    expect(appointmentDefaults(appointmentOf(row()), 'Europe/Berlin')).toEqual({
      when: '2026-12-01T05:30',
      duration: '30',
      meetingLink: '',
      hostId: '',
    });
  });

  it('starts at the current slot when rescheduling', () => {
    const confirmed = appointmentOf(
      row({
        status: 'confirmed',
        scheduled_at: '2026-12-02T09:00:00Z',
        duration_minutes: 45,
        meeting_link: 'https://meet.example.com/ada',
        host_id: '00000000-0000-4000-8000-0000000000aa',
      }),
    );
    expect(appointmentDefaults(confirmed, 'America/Los_Angeles')).toEqual({
      when: '2026-12-02T01:00',
      duration: '45',
      meetingLink: 'https://meet.example.com/ada',
      hostId: '00000000-0000-4000-8000-0000000000aa',
    });
  });

  it('starts empty when there is no instant to start from', () => {
    const values = appointmentDefaults(appointmentOf(row({ preferred_at: null })), 'UTC');
    expect(values.when).toBe('');
  });

  it("turns the values into the update, the time read on the admin's clock", () => {
    expect(
      checkAppointment(
        {
          when: '2026-12-01T05:30',
          duration: ' 45 ',
          meetingLink: ' https://meet.example.com/x ',
          hostId: '00000000-0000-4000-8000-0000000000aa',
        },
        'Europe/Berlin',
      ),
    ).toEqual({
      ok: true,
      update: {
        status: 'confirmed',
        scheduled_at: '2026-12-01T04:30:00.000Z',
        duration_minutes: 45,
        meeting_link: 'https://meet.example.com/x',
        host_id: '00000000-0000-4000-8000-0000000000aa',
      },
    });
    const noLink = checkAppointment(
      { when: '2026-07-01T10:00', duration: '30', meetingLink: '', hostId: '' },
      'America/Los_Angeles',
    );
    expect(noLink).toMatchObject({
      ok: true,
      update: { scheduled_at: '2026-07-01T17:00:00.000Z', meeting_link: null, host_id: null },
    });
  });

  it('says what is wrong with each value, as the database would refuse it', () => {
    expect(
      checkAppointment(
        { when: '', duration: '4', meetingLink: 'meet.example.com', hostId: '' },
        'UTC',
      ),
    ).toEqual({
      ok: false,
      errors: {
        when: appointmentMessages.when,
        duration: appointmentMessages.duration,
        meetingLink: appointmentMessages.meetingLink,
      },
    });
    for (const duration of ['481', '30.5', '', 'half an hour'])
      expect(
        checkAppointment(
          { when: '2026-12-01T10:00', duration, meetingLink: '', hostId: '' },
          'UTC',
        ),
        duration,
      ).toMatchObject({ ok: false, errors: { duration: appointmentMessages.duration } });
  });

  it("puts the database's refusals in words and passes others on", () => {
    expect(
      refusalText(
        'new row for relation "consultations" violates check constraint "consultations_confirmed_has_time"',
      ),
    ).toBe('A confirmed consultation needs a date and time.');
    // An overlap reads the same from the constraint (23P01) as from the trigger (P0001).
    expect(
      refusalText(
        'conflicting key value violates exclusion constraint "consultations_no_double_booking"',
      ),
    ).toBe('That time overlaps another booking for this host.');
    expect(refusalText('That time overlaps another booking for this host.')).toBe(
      'That time overlaps another booking for this host.',
    );
    expect(refusalText('permission denied for table consultations')).toBe(
      'permission denied for table consultations',
    );
  });
});
