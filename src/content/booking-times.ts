/**
 * Copy of the booking dialog's free times and of what became of a booking; loaded with the
 * dialog, never with a page.
 */
export const bookingTimesCopy = {
  intro: 'Tell us a little about you and we will respond within 24 hours.',
  timeZone: 'Time zone',
  timeZoneHint: (label: string) => `Time zone: ${label}`,
  freeTimes: 'Free times',
  freeTimesHelp: 'Pick up to 3 times, in the order you prefer them.',
  loading: 'Loading free times…',
  noFreeTimes: 'We have no free times to show. Tell us when suits you instead.',
  asOf: (ago: string) => `Free times as of ${ago}`,
  day: 'Day',
  yourTimes: 'Your times, in order of preference',
  choice: ['1st choice', '2nd choice', '3rd choice'] as readonly string[],
  remove: (time: string) => `Remove ${time}`,
  enough: 'You have picked 3 times: remove one to pick another.',
  noneWork: 'None of these times work',
  pickOrNone: 'Pick a time, or choose "None of these times work".',
  takenNote: 'Someone booked it a moment ago. Here are the free times now.',
} as const;

/** The toasts that tell what became of a booking once the database has it. */
export const bookingOutcomeCopy = {
  booked: (when: string) => ({
    title: 'Consultation Booked!',
    message: `Your consultation is booked for ${when}. The confirmation is on its way to your inbox.`,
  }),
  taken: {
    title: 'That time was just taken',
    message: 'Pick another of the free times: everything you typed is kept.',
  },
  keptAsWish: {
    title: 'Your times were taken',
    message:
      'Your saved booking reached us, but the times you picked were booked meanwhile. We kept it as a request: the email we sent you links to a page where you can pick from the free times.',
  },
} as const;
