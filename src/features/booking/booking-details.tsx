import { Anchor, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { bookingPageCopy } from '@/content/booking-page';
import type { BookingView } from '@/features/booking/booking-api';
import { browserTimeZone, zonedClock } from '@/lib/zoned-time';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text>
      <Text span inherit fw={600}>
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}

/**
 * The booking as the visitor reads it: its status, its time in the booking's own zone
 * (the confirmed slot, else the time asked for), that time on this device's clock when it
 * is elsewhere, and while confirmed the length and the meeting link. Client-only.
 */
export function BookingDetails({ booking }: { booking: BookingView }) {
  const confirmed = booking.status === 'confirmed' && booking.scheduled_at !== null;
  const iso = confirmed ? booking.scheduled_at : booking.preferred_at;
  const at = iso ? new Date(iso) : null;
  const here = browserTimeZone();
  const zone = booking.time_zone ?? here ?? 'UTC';
  const typed = [booking.preferred_date, booking.preferred_time].filter(Boolean).join(' ');
  const status = bookingPageCopy.statuses[booking.status] ?? booking.status;
  return (
    <Stack gap="xs">
      {booking.name && <Text>Booked by {booking.name}</Text>}
      <Line label="Status">{status}</Line>
      <Line label={confirmed ? 'Scheduled for' : 'Time requested'}>
        {at ? zonedClock(at, zone) : typed || bookingPageCopy.noTime}
      </Line>
      {at && here && here !== zone && <Line label="On your clock">{zonedClock(at, here)}</Line>}
      {confirmed && <Line label="Duration">{booking.duration_minutes} minutes</Line>}
      {confirmed && booking.meeting_link && (
        <Line label="Meeting link">
          <Anchor href={booking.meeting_link} target="_blank" rel="noreferrer">
            Join the meeting
          </Anchor>
        </Line>
      )}
    </Stack>
  );
}
