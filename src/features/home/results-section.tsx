import { Box, Card, Container, SimpleGrid, Text, Title } from '@mantine/core';
import { Reveal } from '@/components/reveal';
import { SectionHeader } from '@/components/section-header';
import { measuredResults } from '@/content/home';

/** Measured Results: six cards with the spec's marketing claims, shown as written. */
export function ResultsSection() {
  return (
    <Reveal component="section" aria-labelledby="results-heading">
      <Box bg="gray.0">
        <Container size="lg" py={{ base: 48, sm: 80 }}>
          <SectionHeader
            id="results-heading"
            title={measuredResults.heading}
            intro={measuredResults.intro}
          />
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {measuredResults.cards.map((card) => (
              <Card key={card.title} withBorder padding="lg">
                <Text fz={36} fw={800} c="indigo.8" lh={1.1}>
                  {card.value}
                </Text>
                <Title order={3} fz="lg" mt="sm" mb={4}>
                  {card.title}
                </Title>
                <Text c="gray.7">{card.description}</Text>
              </Card>
            ))}
          </SimpleGrid>
        </Container>
      </Box>
    </Reveal>
  );
}
