/*
 * Where this visit came from: the first page's utm_* parameters, the referring site's origin
 * (another site's only) and the landing path. Runs in the page, from its entry, so it loads
 * only the limits; kept once per tab in sessionStorage (no cookie, nothing longer-lived;
 * memory if storage throws). Each value is fitted to its field's rules: no URL fails a lead.
 */
import type { AttributionName } from '@/shared/leads/common-fields';
import { attributionLimits } from '@/shared/limits';

export type VisitAttribution = Record<AttributionName, string | null>;

/** The page a visit starts on, and the page that linked to it ('' when none). */
export interface Landing {
  url: string;
  referrer: string;
}

const storageKey = 'visit-attribution';

/** The record for this page's life: the only copy when sessionStorage throws. */
let recorded: VisitAttribution | null = null;

/** What Postgres cannot store (NUL, lone surrogates) and other controls nobody typed. */
const unstorable = /[\p{Cc}\p{Cs}]/gu;

/** Trimmed as the form's schema trims, cut to `max` code points, empty as null. */
function fit(value: string | null, max: number): string | null {
  if (value === null) return null;
  const cut = [...value.replace(unstorable, '').trim()].slice(0, max).join('').trim();
  return cut || null;
}

/**
 * An http(s) origin, exactly as URL.prototype.origin writes it (so no path, query, user info
 * or whitespace: the field's shape), or null.
 */
function asOrigin(value: string | null): string | null {
  if (value === null || value.length > attributionLimits.referrer) return null;
  try {
    const url = new URL(value);
    const web = url.protocol === 'http:' || url.protocol === 'https:';
    return web && url.origin === value ? value : null;
  } catch {
    return null;
  }
}

/** A path from the root as URL.prototype.pathname writes it: percent-encoded, no whitespace. */
function asPath(value: string | null): string | null {
  const path = fit(value, attributionLimits.landingPath);
  if (path === null || !path.startsWith('/')) return null;
  try {
    return new URL(path, 'https://site.invalid').pathname === path ? path : null;
  } catch {
    return null;
  }
}

function fitted(raw: VisitAttribution): VisitAttribution {
  return {
    utm_source: fit(raw.utm_source, attributionLimits.utm),
    utm_medium: fit(raw.utm_medium, attributionLimits.utm),
    utm_campaign: fit(raw.utm_campaign, attributionLimits.utm),
    referrer: asOrigin(raw.referrer),
    landing_path: asPath(raw.landing_path),
  };
}

/** The referring page's origin when it is another site's; never its path or query. */
function referringOrigin(referrer: string, ownOrigin: string): string | null {
  try {
    const { origin } = new URL(referrer);
    return origin === ownOrigin ? null : origin;
  } catch {
    return null;
  }
}

export function attributionOf({ url, referrer }: Landing): VisitAttribution {
  const page = new URL(url);
  return fitted({
    utm_source: page.searchParams.get('utm_source'),
    utm_medium: page.searchParams.get('utm_medium'),
    utm_campaign: page.searchParams.get('utm_campaign'),
    referrer: referringOrigin(referrer, page.origin),
    landing_path: page.pathname,
  });
}

/** What an earlier page of this tab stored, fitted again: the visitor may have edited it. */
function readStored(): VisitAttribution | null {
  try {
    const text = sessionStorage.getItem(storageKey);
    if (text === null) return null;
    const stored = JSON.parse(text) as Partial<Record<AttributionName, unknown>>;
    const textOf = (name: AttributionName) => {
      const value = stored[name];
      return typeof value === 'string' ? value : null;
    };
    return fitted({
      utm_source: textOf('utm_source'),
      utm_medium: textOf('utm_medium'),
      utm_campaign: textOf('utm_campaign'),
      referrer: textOf('referrer'),
      landing_path: textOf('landing_path'),
    });
  } catch {
    return null;
  }
}

/**
 * Notes this page as the visit's first, unless an earlier page of the tab already did: the
 * first page wins. Call once, early, before any client-side navigation.
 */
export function recordVisitAttribution(
  landing: Landing = { url: location.href, referrer: document.referrer },
): void {
  if (recorded) return;
  recorded = readStored();
  if (recorded) return;
  recorded = attributionOf(landing);
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(recorded));
  } catch {
    // Storage refused (private mode, quota): the record lives as long as this page.
  }
}

/**
 * The visit's attribution for the fields a lead kind describes (the booth's describe none),
 * or nothing before a page recorded it.
 */
export function visitAttributionFor(
  fields: readonly { name: string }[],
): Partial<VisitAttribution> {
  const visit = recorded;
  if (!visit) return {};
  return Object.fromEntries(
    fields
      .filter(({ name }) => Object.hasOwn(visit, name))
      .map(({ name }) => [name, visit[name as AttributionName]]),
  );
}
