// The links and identifiers the mails and feeds share: a lead in the dashboard, a booking's
// own page, and a booking's calendar UID. Apart from the mail templates, so the calendar feed
// (supabase/functions/host-calendar) loads no React. Runs in Deno and Node.
import type { DispatchKind } from './lead-kinds.ts';
import type { FollowUpSettings } from './settings.ts';

export function adminLink(
  settings: FollowUpSettings,
  kind: DispatchKind,
  lead: { id: string },
): string {
  return `${settings.siteUrl}/admin?kind=${kind.kind}&lead=${lead.id}`;
}

/** The page where the visitor sees, moves or cancels the booking; the token never leaves the fragment. */
export function manageLink(settings: FollowUpSettings, token: string): string {
  return `${settings.siteUrl}/booking#${token}`;
}

/** One booking, one calendar event, whatever happens to it: the same UID every time. */
export function bookingUid(settings: FollowUpSettings, booking: { id: string }): string {
  return `consultation-${booking.id}@${new URL(settings.siteUrl).hostname}`;
}
