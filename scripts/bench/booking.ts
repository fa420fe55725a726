/*
 * Real availability (issue 42) as a visitor meets it, on the bench's backend. First
 * public.available_slots for 30 days with 3 hosts (the seeded "Cognivance AI" and two more
 * in other zones, each with a few bookings), called as the booking dialog calls it (REST,
 * anon key) after two warm-up calls: the median and p95 of the round trips. Then the time
 * from Submit to the confirmation mail: a booking of a free time inserted as the app's
 * outbox inserts it (REST, requested_slots), until the catcher holds its "Confirmed:" mail.
 */
import type { AppBackend } from '../local-backend/app-backend.ts';
import { median, percentile, sleep } from './stats.ts';

export interface SlotsTiming {
  hosts: number;
  days: number;
  calls: number;
  /** Bookable starts the range had (the last call's answer). */
  slots: number;
  medianMs: number;
  p95Ms: number;
  runsMs: number[];
}

export interface BookingToMail {
  bookings: number;
  /** Of them, how many the database confirmed at once. */
  confirmed: number;
  medianMs: number;
  worstMs: number;
  runsMs: number[];
}

export interface BookingBench {
  slots: SlotsTiming;
  confirmationMail: BookingToMail;
}

const warmUps = 2;
const calls = 20;
const bookings = 5;
const days = 30;

/** Two more hosts, on the seeded host's hours but in their own zones. */
async function addHosts(backend: AppBackend): Promise<number> {
  await backend.db.exec(`
    with added as (
      insert into public.booking_hosts (name, time_zone)
      values ('Bench Host Berlin', 'Europe/Berlin'), ('Bench Host Kolkata', 'Asia/Kolkata')
      returning id
    )
    insert into public.booking_host_hours (host_id, weekday, start_time, end_time)
    select added.id, weekday, '09:00', '17:00' from added, generate_series(1, 5) as weekday;
  `);
  const [row] = await backend.db.query<{ hosts: number }>(
    'select count(*)::integer as hosts from public.booking_hosts where active',
  );
  return row?.hosts ?? 0;
}

async function rest(backend: AppBackend, path: string, body: unknown, prefer?: string) {
  const response = await fetch(`${backend.url}/rest/v1/${path}`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      'Content-Type': 'application/json',
      ...(prefer ? { Prefer: prefer } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
  return response;
}

async function availableSlots(backend: AppBackend): Promise<{ start_at: string }[]> {
  const from = new Date();
  const to = new Date(from.getTime() + days * 86_400_000);
  const response = await rest(backend, 'rpc/available_slots', {
    from_at: from.toISOString(),
    to_at: to.toISOString(),
  });
  return (await response.json()) as { start_at: string }[];
}

async function timeSlots(backend: AppBackend, hosts: number): Promise<SlotsTiming> {
  for (let call = 0; call < warmUps; call += 1) await availableSlots(backend);
  const runsMs: number[] = [];
  let slots = 0;
  for (let call = 0; call < calls; call += 1) {
    const started = performance.now();
    slots = (await availableSlots(backend)).length;
    runsMs.push(Math.round(performance.now() - started));
  }
  return {
    hosts,
    days,
    calls,
    slots,
    medianMs: median(runsMs),
    p95Ms: percentile(runsMs, 95),
    runsMs,
  };
}

async function confirmationArrived(backend: AppBackend, email: string): Promise<boolean> {
  const query = encodeURIComponent(`to:"${email}" subject:Confirmed:`);
  const response = await fetch(`${backend.inboxUrl}/api/v1/search?query=${query}`);
  const { messages_count: count } = (await response.json()) as { messages_count: number };
  return count > 0;
}

/** One booking of `slot` as a visitor's browser makes it; ms until its confirmation mail. */
async function bookAndWait(backend: AppBackend, slot: string): Promise<number> {
  const id = crypto.randomUUID();
  const email = `bench-booking-${id}@example.com`;
  const started = performance.now();
  await rest(
    backend,
    'consultations',
    { id, name: 'Bench Visitor', email, time_zone: 'Asia/Kolkata', requested_slots: [slot] },
    'return=minimal',
  );
  while (!(await confirmationArrived(backend, email))) {
    if (performance.now() - started > 60_000) throw new Error(`no confirmation for ${id} in 60 s`);
    await sleep(50);
  }
  return Math.round(performance.now() - started);
}

async function timeConfirmationMail(backend: AppBackend): Promise<BookingToMail> {
  const free = await availableSlots(backend);
  // Far apart, so one booking's buffer never takes the next one's time.
  const picked = free.filter((_, index) => index % 20 === 10).slice(0, bookings);
  if (picked.length < bookings) throw new Error(`only ${free.length} free times in ${days} days`);
  const runsMs: number[] = [];
  for (const { start_at: slot } of picked) runsMs.push(await bookAndWait(backend, slot));
  const [row] = await backend.db.query<{ confirmed: number }>(
    `select count(*)::integer as confirmed from public.consultations
     where email like 'bench-booking-%' and status = 'confirmed'`,
  );
  return {
    bookings: runsMs.length,
    confirmed: row?.confirmed ?? 0,
    medianMs: median(runsMs),
    worstMs: Math.max(...runsMs),
    runsMs,
  };
}

export async function measureBooking(backend: AppBackend): Promise<BookingBench> {
  const hosts = await addHosts(backend);
  const confirmationMail = await timeConfirmationMail(backend);
  // With the bookings just made in the hosts' calendars, as in a working week.
  const slots = await timeSlots(backend, hosts);
  return { slots, confirmationMail };
}
