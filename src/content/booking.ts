/** Copy of the booking dialog that every 'Schedule Consultation' control opens. */
export const bookingCopy = {
  dialogTitle: 'Schedule a Consultation',
} as const;
