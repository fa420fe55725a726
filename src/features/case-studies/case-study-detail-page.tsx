import {
  Anchor,
  Badge,
  Container,
  Grid,
  List,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router-dom';
import { caseStudiesIntro, findCaseStudy } from '@/content/case-studies';
import { CaseStudyFacts } from '@/features/case-studies/case-study-facts';
import { CaseStudyImage } from '@/features/case-studies/case-study-image';
import { ResultMetric } from '@/features/case-studies/result-metric';

/** One case study by its `:slug`; an unknown or missing slug goes back to the list. */
export function CaseStudyDetailPage() {
  const { slug } = useParams();
  const study = findCaseStudy(slug);
  if (!study) return <Navigate to="/case-studies" replace />;

  return (
    <Container size="lg" py={{ base: 40, sm: 64 }}>
      <Anchor component={Link} to="/case-studies" fw={600}>
        ← {caseStudiesIntro.backLabel}
      </Anchor>
      <Stack gap="sm" mt="lg" mb="xl">
        <Badge variant="filled" color="indigo.8" size="lg">
          {study.industry}
        </Badge>
        <Title order={1} fz={{ base: 34, sm: 46 }}>
          {study.company}
        </Title>
        <Text size="lg" c="gray.7">
          {study.summary}
        </Text>
      </Stack>
      <CaseStudyImage study={study} priority />
      <section aria-labelledby="results-heading">
        <Title id="results-heading" order={2} fz="xl" mt="xl" mb="md">
          Results
        </Title>
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 3 }}
          spacing="md"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {study.results.map((result) => (
            <ResultMetric key={result.label} result={result} />
          ))}
        </SimpleGrid>
      </section>
      <Grid mt="xl" gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Title order={2} fz="xl" mb="xs">
            The Challenge
          </Title>
          <Text mb="lg">{study.challenge}</Text>
          <Title order={2} fz="xl" mb="xs">
            Our Solution
          </Title>
          <Text mb="lg">{study.solution}</Text>
          <Title order={2} fz="xl" mb="xs">
            What We Delivered
          </Title>
          <List spacing="xs">
            {study.details.map((detail) => (
              <List.Item key={detail}>{detail}</List.Item>
            ))}
          </List>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <CaseStudyFacts study={study} />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
