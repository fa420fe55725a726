import { Container, Text, Title } from '@mantine/core';
import { Reveal } from '@/components/reveal';
import { SectionHeader } from '@/components/section-header';
import { StatCounters } from '@/components/stat-counters';
import { aboutIntro, aboutStats } from '@/content/about';
import { ProcessSteps } from '@/features/about/process-steps';
import { StoryTimeline } from '@/features/about/story-timeline';

/** The about page: introduction, story timeline, four-step process and the counters. */
export function AboutPage() {
  return (
    <>
      <Container size="md" py={{ base: 48, sm: 80 }} ta="center">
        <Title order={1} fz={{ base: 36, sm: 48 }}>
          {aboutIntro.heading}
        </Title>
        <Text size="lg" c="gray.7" mt="md">
          {aboutIntro.lead}
        </Text>
      </Container>
      <StoryTimeline />
      <ProcessSteps />
      <Reveal component="section" aria-labelledby="impact-heading">
        <Container size="lg" py={{ base: 48, sm: 72 }}>
          <SectionHeader id="impact-heading" title={aboutStats.heading} />
          <StatCounters label={aboutStats.heading} />
        </Container>
      </Reveal>
    </>
  );
}
