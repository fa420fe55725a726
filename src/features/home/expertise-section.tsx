import { Card, Container, SimpleGrid, Text, Title } from '@mantine/core';
import { Reveal } from '@/components/reveal';
import { SectionHeader } from '@/components/section-header';
import { expertise } from '@/content/home';

/** Our Expertise: four cards. */
export function ExpertiseSection() {
  return (
    <Reveal component="section" aria-labelledby="expertise-heading">
      <Container size="lg" py={{ base: 48, sm: 80 }}>
        <SectionHeader id="expertise-heading" title={expertise.heading} intro={expertise.intro} />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          {expertise.cards.map((card) => (
            <Card key={card.title} withBorder padding="lg">
              <Title order={3} fz="lg" mb="xs">
                {card.title}
              </Title>
              <Text c="gray.7">{card.description}</Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Reveal>
  );
}
