/*
 * The booth fleet's numbers, beside the spec's others in limits.ts in spirit but not in
 * file: limits.ts shares a chunk that every content page loads, and these serve only the
 * booth and the admin. Plain data; runs in the page.
 */
/**
 * The booth fleet (20261201000400_booth_fleet.sql): while the kiosk is open and online it
 * reports this often, besides on start, on reconnecting and after its outbox changes (a
 * burst of changes, such as a capture and its delivery, settles into one report); the
 * admin's list flags a device with leads waiting that has been silent for longer than
 * `silentAfterMs`. The database writes at most 5 reports per device in 5 minutes.
 */
export const boothFleetLimits = {
  heartbeatIntervalMs: 5 * 60_000,
  heartbeatSettleMs: 1_000,
  silentAfterMs: 60 * 60_000,
} as const;
