import { Box, Card, Container, SimpleGrid, Text, Title } from '@mantine/core';
import { Reveal } from '@/components/reveal';
import { SectionHeader } from '@/components/section-header';
import { processSteps } from '@/content/about';
import classes from '@/features/about/about.module.css';

/** How We Work: Discovery, Design, Development, Deployment, numbered in order. */
export function ProcessSteps() {
  return (
    <Reveal component="section" aria-labelledby="process-heading">
      <Box bg="gray.0">
        <Container size="lg" py={{ base: 48, sm: 72 }}>
          <SectionHeader
            id="process-heading"
            title={processSteps.heading}
            intro={processSteps.intro}
          />
          <SimpleGrid
            component="ol"
            cols={{ base: 1, sm: 2, md: 4 }}
            spacing="lg"
            className={classes.steps}
          >
            {processSteps.steps.map((step, index) => (
              <Card component="li" key={step.title} withBorder padding="lg">
                <span className={classes.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <Title order={3} fz="lg" mt="md" mb={4}>
                  {step.title}
                </Title>
                <Text c="gray.7">{step.description}</Text>
              </Card>
            ))}
          </SimpleGrid>
        </Container>
      </Box>
    </Reveal>
  );
}
