/*
 * How a delivery attempt's answer decides a lead's fate: the one table the page and the
 * worker share (cited in the README). Only a refusal of the data itself is final; every
 * other answer could change (a key rotated, a proxy's hiccup, a deployment coming back),
 * so the lead stays queued and is retried with backoff, never dropped.
 */

export type ResponseClass = 'delivered' | 'duplicate' | 'retry' | 'refused';

/** Refusals of the data itself: sending the same body again cannot succeed. */
const refusedStatuses = new Set([400, 422]);
/** The primary key already holds this lead: an earlier attempt arrived. */
const uniqueViolation = '23505';

/**
 * 2xx delivered · 409 with 23505 a duplicate (delivered before) · 400, 422 and any other 409
 * refused · everything else, including network errors and timeouts (status null), 401, 403,
 * 404, 408, 425, 429 and 5xx, retried.
 */
export function classifyResponse(status: number | null, code = ''): ResponseClass {
  if (status === null) return 'retry';
  if (status >= 200 && status < 300) return 'delivered';
  if (status === 409) return code === uniqueViolation ? 'duplicate' : 'refused';
  return refusedStatuses.has(status) ? 'refused' : 'retry';
}
