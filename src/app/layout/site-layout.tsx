import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { DocumentMeta } from '@/app/layout/document-meta';
import { PageTransition } from '@/app/layout/page-transition';
import { SiteFooter } from '@/app/layout/site-footer';
import { SiteHeader } from '@/app/layout/site-header';
import { HydrationChunk } from '@/components/hydration-chunk';
import { BookingDialog } from '@/features/booking/booking-dialog';
import { OfflineBanner } from '@/features/offline/offline-banner';
import { OfflineSupport } from '@/features/offline/offline-support';

/** Header, page, footer and the site-wide overlays every route shares. */
export function SiteLayout() {
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <HydrationChunk>
        <SiteHeader />
      </HydrationChunk>
      <OfflineBanner />
      <main id="main-content" tabIndex={-1}>
        <Suspense fallback={<div style={{ minHeight: '100vh' }} />}>
          <Outlet />
        </Suspense>
      </main>
      <HydrationChunk>
        <SiteFooter />
      </HydrationChunk>
      <PageTransition />
      <DocumentMeta />
      <BookingDialog />
      <OfflineSupport />
    </>
  );
}
