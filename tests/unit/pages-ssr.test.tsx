import { MantineProvider } from '@mantine/core';
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@/app/theme';
import { AboutPage } from '@/features/about/about-page';
import { BookingPage } from '@/features/booking/booking-page';
import { CareersPage } from '@/features/careers/careers-page';
import { CaseStudiesPage } from '@/features/case-studies/case-studies-page';
import { CaseStudyDetailPage } from '@/features/case-studies/case-study-detail-page';
import { HomePage } from '@/features/home/home-page';
import { ComingSoonPage } from '@/features/pages/coming-soon-page';
import { LegalPage } from '@/features/pages/legal-page';
import { NotFoundPage } from '@/features/pages/not-found-page';
import { ServicesPage } from '@/features/services/services-page';
import { renderWithProviders } from './render';

function tree(route: string, page: ReactElement) {
  return (
    <MantineProvider theme={theme}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="*" element={page} />
          <Route path="/case-studies/:slug" element={page} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>
  );
}

const pages: [string, ReactElement, string[]][] = [
  ['/', <HomePage />, ['Enterprise AI that Delivers Real Results', 'Automate decisions', '500+']],
  ['/about', <AboutPage />, ['Early 2025', 'Deployment', '98%']],
  ['/services', <ServicesPage />, ['Agentic AI', 'Schedule a Consultation']],
  ['/careers', <CareersPage />, ['BDM Intern', 'up to 30,000 rupees per month']],
  ['/case-studies', <CaseStudiesPage />, ['FinServe Group', 'View Full Case Study']],
  [
    '/case-studies/global-logistics-corp',
    <CaseStudyDetailPage />,
    ['Global Logistics Corp', '$2.4M', 'Real-time', '6 months', '8 people'],
  ],
  ['/blog', <ComingSoonPage title="Blog" />, ['Blog', 'Coming soon']],
  [
    '/privacy-policy',
    <LegalPage title="Privacy Policy" statesRetention />,
    ['Last updated:', 'This page is under construction.', 'mailto:', 'résumé attached: 12 months'],
  ],
  ['/nope', <NotFoundPage />, ['Oops! Page not found', '404', 'Return to Home']],
  // A mailed link's page: its token is in the fragment, which only the browser has.
  ['/booking', <BookingPage />, ['Your booking', 'Loading your booking...']],
];

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('prerendered pages', () => {
  it.each(pages)('%s renders on the server with one h1 and its text', (route, page, texts) => {
    const html = renderToString(tree(route, page));
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    for (const text of texts) expect(html).toContain(text.replace('&', '&amp;'));
    expect(html).not.toMatch(/>0\+</);
  });

  it.each(pages)('%s hydrates without a mismatch', async (route, page) => {
    const html = renderToString(tree(route, page));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});

    const root = await act(async () =>
      hydrateRoot(container, tree(route, page), {
        onRecoverableError: (error) => errors.push(error),
      }),
    );

    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    act(() => root.unmount());
  });
});

/** Makes every observed element report once, at once, where `place` puts it. */
function observeEverythingAt(place: 'below' | 'above') {
  const top = place === 'below' ? 2000 : -500;
  vi.spyOn(window, 'IntersectionObserver').mockImplementation(function (
    callback: IntersectionObserverCallback,
  ) {
    return {
      observe: (target: Element) =>
        callback(
          [
            {
              target,
              isIntersecting: false,
              intersectionRatio: 0,
              boundingClientRect: { top, bottom: top + 40 } as DOMRectReadOnly,
              rootBounds: { top: 0, bottom: 800 } as DOMRectReadOnly,
            } as IntersectionObserverEntry,
          ],
          {} as IntersectionObserver,
        ),
      disconnect: () => {},
    } as unknown as IntersectionObserver;
  });
}

describe('counters and dates after hydration', () => {
  it('shows final values until the counters are known to be ahead of the reader', () => {
    renderWithProviders(<AboutPage />, { route: '/about' });
    expect(document.body.textContent).toContain('500+');
  });

  it('resets counters still ahead of the reader to 0, so they count up when seen', () => {
    observeEverythingAt('below');
    renderWithProviders(<AboutPage />, { route: '/about' });
    expect(document.body.textContent).toContain('0+');
    expect(document.body.textContent).not.toContain('500+');
  });

  it('keeps final values on counters the reader scrolled past before the script ran', () => {
    observeEverythingAt('above');
    renderWithProviders(<AboutPage />, { route: '/about' });
    expect(document.body.textContent).toContain('500+');
  });

  it('keeps final values under reduced motion', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('reduce'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    renderWithProviders(<AboutPage />, { route: '/about' });
    expect(document.body.textContent).toContain('500+');
  });

  it('shows today as the last-updated date in the browser', () => {
    renderWithProviders(<LegalPage title="Compliance" />, { route: '/compliance' });
    const time = document.querySelector('time');
    const now = new Date();
    expect(time?.getAttribute('datetime')).toBe(
      `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`,
    );
  });

  it('redirects an unknown case-study slug to the list', () => {
    renderWithProviders(
      <Routes>
        <Route path="/case-studies" element={<p>Case studies list</p>} />
        <Route path="/case-studies/:slug" element={<CaseStudyDetailPage />} />
      </Routes>,
      { route: '/case-studies/unknown' },
    );
    expect(document.body.textContent).toContain('Case studies list');
  });
});
