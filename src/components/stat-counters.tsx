import { SimpleGrid, Text } from '@mantine/core';
import { AnimatedCounter } from '@/components/animated-counter';
import { FigureText } from '@/components/figure-text';
import { companyStats } from '@/content/company-stats';

interface StatCountersProps {
  /** Accessible name of the list, e.g. 'Company figures'. */
  label: string;
}

/** The company's headline numbers as counters: shared by the home hero and the about page. */
export function StatCounters({ label }: StatCountersProps) {
  return (
    <SimpleGrid
      component="ul"
      aria-label={label}
      cols={{ base: 2, sm: 4 }}
      spacing="lg"
      p={0}
      m={0}
    >
      {companyStats.map((stat) => (
        <Text component="li" key={stat.label} ta="center" style={{ listStyle: 'none' }}>
          <FigureText>
            <AnimatedCounter value={stat.target} suffix={stat.suffix} />
          </FigureText>
          <Text component="span" display="block" size="sm" c="gray.7">
            {stat.label}
          </Text>
        </Text>
      ))}
    </SimpleGrid>
  );
}
