import { Paper, Text } from '@mantine/core';
import { AnimatedCounter } from '@/components/animated-counter';
import { FigureText } from '@/components/figure-text';
import type { CaseStudyResult } from '@/content/case-studies';
import { parseMetric } from '@/lib/metric';
import { timings } from '@/shared/limits';

interface ResultMetricProps {
  result: CaseStudyResult;
}

/** One result: a numeric metric counts up over the case-study duration; text shows as is. */
export function ResultMetric({ result }: ResultMetricProps) {
  const metric = parseMetric(result.metric);

  return (
    <Paper component="li" withBorder p="lg" ta="center" bg="indigo.0">
      <FigureText>
        {metric ? (
          <AnimatedCounter {...metric} durationMs={timings.caseStudyCounterMs} />
        ) : (
          result.metric
        )}
      </FigureText>
      <Text component="span" display="block" c="gray.8" mt={4}>
        {result.label}
      </Text>
    </Paper>
  );
}
