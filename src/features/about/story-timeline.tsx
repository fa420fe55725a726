import { Badge, Container, Text, Title } from '@mantine/core';
import { Reveal } from '@/components/reveal';
import { SectionHeader } from '@/components/section-header';
import { story } from '@/content/about';
import classes from '@/features/about/about.module.css';

/** Our Story: 2024, Early 2025, Now, as an ordered timeline. */
export function StoryTimeline() {
  return (
    <Reveal component="section" aria-labelledby="story-heading">
      <Container size="lg" py={{ base: 48, sm: 72 }}>
        <SectionHeader id="story-heading" title={story.heading} />
        <ol className={classes.timeline}>
          {story.entries.map((entry) => (
            <li key={entry.period} className={classes.entry}>
              <Badge size="lg" variant="filled" color="indigo.8" mb="xs">
                {entry.period}
              </Badge>
              <Title order={3} fz="lg" mb={4}>
                {entry.title}
              </Title>
              <Text c="gray.7">{entry.description}</Text>
            </li>
          ))}
        </ol>
      </Container>
    </Reveal>
  );
}
