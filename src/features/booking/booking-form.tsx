import { Stack, Text } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { LeadFieldset } from '@/components/lead-fieldset';
import { LeadSubmitButton } from '@/components/lead-submit-button';
import { bookingTimesCopy as copy } from '@/content/booking-times';
import { tellBookingOutcome } from '@/features/booking/booking-outcome';
import { BookingTimes, type TimesChoice } from '@/features/booking/booking-times';
import { useFreeStarts } from '@/features/booking/use-free-starts';
import { bookSlots, fetchBookingOutcome, wishBookingTime } from '@/lib/booking-rpc';
import { logger } from '@/lib/logger';
import { timeZoneLabel } from '@/lib/time-zone-names';
import { browserTimeZone } from '@/lib/zoned-time';
import { useLeadForm } from '@/outbox/use-lead-form';
import { showLeadFailure } from '@/outbox/use-lead-submission';
import type { LeadPayload } from '@/shared/leads/lead-kinds';

const wishFields = new Set(['preferred_date', 'preferred_time']);

/**
 * The consultation booking form: free times picked in order (booked at once by the
 * database), or a wish for a date and time; `onBooked` runs once the booking is booked,
 * kept as a wish or queued. A pick taken meanwhile keeps the dialog open, with fresh times
 * and everything typed, and the next submit picks again for the same booking.
 */
export function BookingForm({ onBooked }: { onBooked: () => void }) {
  const free = useFreeStarts();
  // Client-only: the dialog never renders while prerendering.
  const [choice, setChoice] = useState<TimesChoice>(() => ({
    timeZone: browserTimeZone() ?? 'UTC',
    picked: [],
    none: false,
  }));
  /** The booking whose picks were all taken: the next picks go to it. */
  const [takenId, setTakenId] = useState<string | null>(null);
  const { timeZone, picked, none } = choice;
  const { reload } = free;
  const wish = none || free.starts.length === 0;

  const hints = useMemo(
    () => ({ preferred_time: copy.timeZoneHint(timeZoneLabel(timeZone)) }),
    [timeZone],
  );

  const told = useCallback(
    async (outcome: Parameters<typeof tellBookingOutcome>[0], id: string) => {
      if (tellBookingOutcome(outcome, timeZone) !== 'taken') return true;
      setTakenId(id);
      setChoice((before) => ({ ...before, picked: [] }));
      await reload();
      return false;
    },
    [timeZone, reload],
  );

  const afterDelivery = useCallback(
    async (id: string) => {
      const outcome = await fetchBookingOutcome(id).catch((error: unknown) => {
        logger.error('booking outcome could not be read', error);
        return null;
      });
      return told(outcome, id);
    },
    [told],
  );

  /** New picks for the booking, or the date or time typed as its wish (none typed: as it is). */
  const pickAgain = async (
    id: string,
    requested: string[] | null,
    booking: LeadPayload<'booking'>,
  ) => {
    if (requested) return bookSlots(id, requested);
    const { preferred_date, preferred_time } = booking;
    if (!preferred_date && !preferred_time) return null;
    return wishBookingTime(id, {
      preferred_date: preferred_date ?? null,
      preferred_time: preferred_time ?? null,
      time_zone: timeZone,
    });
  };

  const lead = useLeadForm('booking', {
    afterDelivery,
    send: async (booking, submit) => {
      // Nothing picked is a wish without a time, as every booking was before free times.
      const requested = wish || picked.length === 0 ? null : picked;
      // The booking is in already, its picks taken: the same one picks again or keeps a
      // wish, never a second booking.
      if (takenId) {
        const outcome = await pickAgain(takenId, requested, booking).catch((error: unknown) => {
          logger.error('booking could not pick again', error);
          return undefined;
        });
        if (outcome === undefined) {
          showLeadFailure('booking');
          return false;
        }
        return told(requested ? outcome : null, takenId);
      }
      const sent = await submit({
        ...booking,
        ...(requested && { preferred_date: null, preferred_time: null }),
        time_zone: timeZone,
        requested_slots: requested,
      });
      if (sent) setTakenId(null);
      return sent;
    },
    onSent: onBooked,
  });
  const fields = useMemo(
    () => lead.fields.filter((field) => wish || !wishFields.has(field.name)),
    [lead.fields, wish],
  );

  return (
    <form {...lead.formProps}>
      <Stack gap="sm">
        <Text size="sm">{copy.intro}</Text>
        <BookingTimes free={free} choice={choice} onChange={setChoice} taken={takenId !== null} />
        <LeadFieldset
          fields={fields}
          registrations={lead.registrations}
          messages={lead.messages}
          hints={hints}
        />
        <LeadSubmitButton {...lead.submitButton} placement="end" />
      </Stack>
    </form>
  );
}
