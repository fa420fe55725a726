import { Badge, Button, Card, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { caseStudiesIntro, type CaseStudy } from '@/content/case-studies';
import { CaseStudyImage } from '@/features/case-studies/case-study-image';

interface CaseStudyCardProps {
  study: CaseStudy;
}

/** A study in the list: image, industry, company, summary, headline results and the link. */
export function CaseStudyCard({ study }: CaseStudyCardProps) {
  return (
    <Card withBorder padding="lg" component="article" h="100%">
      <Card.Section>
        <CaseStudyImage study={study} />
      </Card.Section>
      <Badge variant="filled" color="indigo.8" mt="md" style={{ alignSelf: 'flex-start' }}>
        {study.industry}
      </Badge>
      <Title order={2} fz="xl" mt="sm">
        {study.company}
      </Title>
      <Text c="gray.7" mt="xs">
        {study.summary}
      </Text>
      <Group component="ul" gap="lg" mt="md" p={0} style={{ listStyle: 'none' }}>
        {study.results.map((result) => (
          <li key={result.label}>
            <Text fw={800} fz="lg" c="indigo.8">
              {result.metric}
            </Text>
            <Text size="sm" c="gray.7">
              {result.label}
            </Text>
          </li>
        ))}
      </Group>
      <Group mt="auto" pt="lg">
        <Button
          component={Link}
          to={`/case-studies/${study.slug}`}
          variant="outline"
          aria-label={`${caseStudiesIntro.viewLabel}: ${study.company}`}
        >
          {caseStudiesIntro.viewLabel}
        </Button>
      </Group>
    </Card>
  );
}
