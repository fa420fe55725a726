import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Landing } from '@/lib/visit-attribution';
import { contactLead } from '@/shared/leads/contact-lead';
import { eventLead } from '@/shared/leads/event-lead';
import { leadSchemas } from '@/shared/leads/lead-schemas';

const site = 'https://cognivance.example';

/** A fresh copy of the module, as a new page load of the same tab gets. */
async function loadPage() {
  vi.resetModules();
  return import('@/lib/visit-attribution');
}

/** What a lead of this visit would carry. */
async function landOn(landing: Landing) {
  const page = await loadPage();
  page.recordVisitAttribution(landing);
  return page.visitAttributionFor(contactLead.fields);
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the first page of a visit', () => {
  it('records the campaign, the referring site and the landing path', async () => {
    const attribution = await landOn({
      url: `${site}/services?utm_source=expo&utm_medium=qr&utm_campaign=fall26&utm_term=x`,
      referrer: 'https://news.example/story?id=7#top',
    });
    expect(attribution).toEqual({
      utm_source: 'expo',
      utm_medium: 'qr',
      utm_campaign: 'fall26',
      referrer: 'https://news.example',
      landing_path: '/services',
    });
  });

  it('records no referrer for a direct visit, our own pages or a non-web referrer', async () => {
    for (const referrer of ['', `${site}/about`, 'android-app://com.example/', 'not a url']) {
      sessionStorage.clear();
      expect((await landOn({ url: `${site}/`, referrer })).referrer).toBeNull();
    }
  });

  it('keeps the path alone, percent-encoded as the browser gives it', async () => {
    const attribution = await landOn({ url: `${site}/case-studies/café?x=1#y`, referrer: '' });
    expect(attribution).toMatchObject({
      utm_source: null,
      landing_path: '/case-studies/caf%C3%A9',
    });
  });

  it('uses no cookie and nothing longer-lived than the tab', async () => {
    await landOn({ url: `${site}/?utm_source=expo`, referrer: '' });
    expect(document.cookie).toBe('');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(1);
  });
});

describe('later pages of the visit', () => {
  it('never overwrite what the first page recorded', async () => {
    await landOn({ url: `${site}/?utm_source=expo`, referrer: 'https://news.example/' });
    const later = await landOn({ url: `${site}/contact?utm_source=other`, referrer: `${site}/` });
    expect(later).toMatchObject({
      utm_source: 'expo',
      referrer: 'https://news.example',
      landing_path: '/',
    });
  });

  it('nor does a second call on the same page, after client-side navigation', async () => {
    const page = await loadPage();
    page.recordVisitAttribution({ url: `${site}/?utm_source=expo`, referrer: '' });
    page.recordVisitAttribution({ url: `${site}/contact?utm_source=other`, referrer: '' });
    expect(page.visitAttributionFor(contactLead.fields)).toMatchObject({ utm_source: 'expo' });
  });

  it('fit what the tab stored again, since the visitor may have edited it', async () => {
    sessionStorage.setItem(
      'visit-attribution',
      JSON.stringify({
        utm_source: 's'.repeat(300),
        utm_medium: 42,
        referrer: 'https://news.example/story',
        landing_path: '/case studies',
      }),
    );
    const attribution = await landOn({ url: `${site}/?utm_source=fresh`, referrer: '' });
    expect(attribution).toEqual({
      utm_source: 's'.repeat(200),
      utm_medium: null,
      utm_campaign: null,
      referrer: null,
      landing_path: null,
    });
  });
});

describe('hostile landing URLs', () => {
  it('are trimmed and cut to the bounds, so the lead still passes its schema', async () => {
    const long = '😀'.repeat(250);
    const attribution = await landOn({
      url: `${site}/${'p'.repeat(600)}?utm_source=${encodeURIComponent(` \u00a0${long}`)}&utm_medium=%00qr%0A&utm_campaign=%20%20`,
      referrer: `https://${'a'.repeat(300)}.example/`,
    });
    expect(attribution.utm_source).toBe('😀'.repeat(200));
    expect(attribution.utm_medium).toBe('qr');
    expect(attribution.utm_campaign).toBeNull();
    expect(attribution.referrer).toBeNull();
    expect(attribution.landing_path).toBe(`/${'p'.repeat(499)}`);
    const lead = { name: 'Ada', email: 'ada@example.com', message: 'Hello', ...attribution };
    expect(leadSchemas.contact.safeParse(lead).error?.issues ?? []).toEqual([]);
  });
});

describe('when sessionStorage throws (private mode)', () => {
  it('keeps the record in memory for the page', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const attribution = await landOn({ url: `${site}/?utm_source=expo`, referrer: '' });
    expect(attribution).toMatchObject({ utm_source: 'expo', landing_path: '/' });
  });
});

describe('visitAttributionFor', () => {
  it("gives the booth's leads, which record their event, nothing", async () => {
    const page = await loadPage();
    page.recordVisitAttribution({ url: `${site}/?utm_source=expo`, referrer: '' });
    expect(page.visitAttributionFor(eventLead.fields)).toEqual({});
  });

  it('adds nothing before a page recorded the visit', async () => {
    expect((await loadPage()).visitAttributionFor(contactLead.fields)).toEqual({});
  });
});
