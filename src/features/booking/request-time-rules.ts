/*
 * The rules of the booking page's "Request another time" form, checked on submit: a date
 * and a time, the date within the next year (the database refuses a wish more than a year
 * ahead with the same words). Pure, so the rules are unit-tested.
 */
import { bookingPageCopy } from '@/content/booking-page';

export interface RequestTimeValues {
  date: string;
  time: string;
}

export type RequestTimeErrors = Partial<Record<keyof RequestTimeValues, string>>;

/**
 * The last day the form offers: the day before today's date next year, so that any time on
 * it is less than a year from now.
 */
export function lastRequestableDay(today: string): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year + 1, month - 1, day - 1)).toISOString().slice(0, 10);
}

/** What is wrong with the values, field by field; empty when they may be sent. */
export function requestTimeErrors(values: RequestTimeValues, today: string): RequestTimeErrors {
  const errors: RequestTimeErrors = {};
  if (!values.date) errors.date = bookingPageCopy.chooseDate;
  else if (values.date > lastRequestableDay(today)) errors.date = bookingPageCopy.dateTooFar;
  if (!values.time) errors.time = bookingPageCopy.chooseTime;
  return errors;
}
