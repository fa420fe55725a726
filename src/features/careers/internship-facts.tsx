import { Paper, SimpleGrid, Text } from '@mantine/core';
import { internshipFacts } from '@/content/careers';

/** Location, stipend and duration of every internship, as a description list. */
export function InternshipFacts() {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} spacing="md" m={0}>
      {internshipFacts.map((fact) => (
        <Paper key={fact.label} withBorder p="md" ta="center" bg="indigo.0">
          <Text component="dt" size="sm" fw={600} c="gray.8" tt="uppercase">
            {fact.label}
          </Text>
          <Text component="dd" m={0} fw={700} size="lg" c="indigo.9">
            {fact.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
