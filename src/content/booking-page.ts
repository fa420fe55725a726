/** Copy of /booking, where a visitor's mailed link shows, moves or cancels their booking. */
export const bookingPageCopy = {
  title: 'Your booking',
  loading: 'Loading your booking...',
  invalidLink: 'This link is not valid or has expired.',
  invalidHelp:
    'Open the link in the latest email we sent you about this booking, or book a new consultation.',
  offline: 'Your booking needs an internet connection. It will load when you are back online.',
  loadFailed: 'We could not load your booking: ',
  statuses: {
    pending: 'Waiting for our confirmation',
    confirmed: 'Confirmed',
    completed: 'Completed',
    cancelled: 'Cancelled',
  } as Record<string, string>,
  noTime: 'No time requested yet',
  cancelQuestion: 'Cancel this consultation? We will let our team know.',
  cancelled: 'Your booking is cancelled and its time is free again. We have let our team know.',
  cancelFailed: 'Your booking could not be cancelled: ',
  requestIntro: 'Choose the date and time that suit you. We will confirm the new time by email.',
  requested: 'Thank you: we have your new time and will confirm it by email.',
  picked: 'Your new time is booked. The confirmation is on its way to your inbox.',
  requestFailed: 'Your request could not be sent: ',
  chooseDate: 'Choose a date',
  chooseTime: 'Choose a time',
  dateTooFar: 'Choose a date within the next year.',
  cancelledBooking: 'This booking is cancelled. To meet us, book a new consultation.',
  bookAgain: 'Book a new consultation',
} as const;
