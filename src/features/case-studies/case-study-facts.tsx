import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CaseStudy } from '@/content/case-studies';
import { formatMonths, formatPeople } from '@/lib/format';

interface CaseStudyFactsProps {
  study: CaseStudy;
}

/** The side panel: timeline, team size and technologies. */
export function CaseStudyFacts({ study }: CaseStudyFactsProps) {
  return (
    <Paper withBorder p="lg" component="aside" aria-labelledby="project-facts-heading">
      <Title id="project-facts-heading" order={2} fz="lg" mb="md">
        Project facts
      </Title>
      <SimpleGrid component="dl" cols={2} spacing="md" m={0}>
        <Stack gap={2}>
          <Text component="dt" size="sm" fw={600} c="gray.7">
            Timeline
          </Text>
          <Text component="dd" m={0} fw={700}>
            {formatMonths(study.timelineMonths)}
          </Text>
        </Stack>
        <Stack gap={2}>
          <Text component="dt" size="sm" fw={600} c="gray.7">
            Team
          </Text>
          <Text component="dd" m={0} fw={700}>
            {formatPeople(study.teamSize)}
          </Text>
        </Stack>
      </SimpleGrid>
      <Title order={3} fz="md" mt="lg" mb="xs">
        Technologies
      </Title>
      <Group component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {study.technologies.map((technology) => (
          <Badge component="li" key={technology} variant="outline" color="indigo.8" tt="none">
            {technology}
          </Badge>
        ))}
      </Group>
    </Paper>
  );
}
