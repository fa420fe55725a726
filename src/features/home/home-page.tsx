import type { ReactNode } from 'react';
import { CallToActionSection } from '@/features/home/call-to-action-section';
import { ExpertiseSection } from '@/features/home/expertise-section';
import { HeroSection } from '@/features/home/hero-section';
import { ResultsSection } from '@/features/home/results-section';
import { TrustedByMarquee } from '@/features/home/trusted-by-marquee';

export interface HomePageProps {
  /**
   * The testimonials section, composed by the app: features never import each other, so
   * the testimonials feature is passed in rather than imported. Renders nothing when absent.
   */
  testimonials?: ReactNode;
}

/** The home page: hero, trusted-by, expertise, results, call to action, testimonials. */
export function HomePage({ testimonials }: HomePageProps) {
  return (
    <>
      <HeroSection />
      <TrustedByMarquee />
      <ExpertiseSection />
      <ResultsSection />
      <CallToActionSection />
      {testimonials}
    </>
  );
}
