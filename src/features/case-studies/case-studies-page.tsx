import { Container, SimpleGrid } from '@mantine/core';
import { Reveal } from '@/components/reveal';
import { SectionHeader } from '@/components/section-header';
import { caseStudies, caseStudiesIntro } from '@/content/case-studies';
import { CaseStudyCard } from '@/features/case-studies/case-study-card';

/** The four case studies, each linking to its detail page. */
export function CaseStudiesPage() {
  return (
    <Container size="lg" py={{ base: 48, sm: 80 }}>
      <SectionHeader
        id="case-studies-heading"
        order={1}
        title={caseStudiesIntro.heading}
        intro={caseStudiesIntro.lead}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {caseStudies.map((study) => (
          <Reveal key={study.slug}>
            <CaseStudyCard study={study} />
          </Reveal>
        ))}
      </SimpleGrid>
    </Container>
  );
}
