import { useEffect, useState } from 'react';

/**
 * How long after a Submit staff may start rating that lead (the visitor has walked on, the
 * next may already be typing); a rating begun in time is never cut off. Booth code only:
 * the shared limits load on every page.
 */
export const ratingOfferMs = 60_000;

/** The lead staff may rate: its id (the rating's lead_id) and the visitor's name. */
export interface RatedLead {
  id: string;
  name: string;
}

/**
 * 'Rate this lead' after a Submit: offered for ratingOfferMs, to rate the
 * lead once. A rating begun within that time stays until staff save or cancel it (or the
 * booth's idle reset clears it): the offer's end never takes a half-made rating away. A
 * new Submit offers its own lead instead.
 */
export function useRatingOffer() {
  const [offer, setOffer] = useState<RatedLead | null>(null);
  const [rating, setRating] = useState<RatedLead | null>(null);

  useEffect(() => {
    if (!offer) return;
    const timer = window.setTimeout(() => setOffer(null), ratingOfferMs);
    return () => window.clearTimeout(timer);
  }, [offer]);

  return {
    /** The lead 'Rate this lead' is offered for, if any. */
    offer,
    /** The lead being rated, if any. */
    rating,
    offerRating: (lead: RatedLead) => setOffer(lead),
    startRating: () => {
      setRating(offer);
      setOffer(null);
    },
    endRating: () => setRating(null),
  };
}
