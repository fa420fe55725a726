import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A headline figure (a counter or a metric): large, heavy and in the brand's indigo. */
export function FigureText({ children }: { children: ReactNode }) {
  return (
    <Text component="span" display="block" fz={{ base: 32, sm: 40 }} fw={800} c="indigo.8" lh={1.2}>
      {children}
    </Text>
  );
}
