import { Stack, Text, Title, type TitleOrder } from '@mantine/core';

interface SectionHeaderProps {
  /** Id of the heading, for the section's aria-labelledby. */
  id: string;
  title: string;
  intro?: string;
  order?: TitleOrder;
}

/** A centred section heading with an optional intro line, used by every content page. */
export function SectionHeader({ id, title, intro, order = 2 }: SectionHeaderProps) {
  return (
    <Stack gap="xs" align="center" ta="center" mb="xl">
      <Title id={id} order={order} fz={order === 1 ? { base: 34, sm: 44 } : { base: 28, sm: 34 }}>
        {title}
      </Title>
      {intro ? (
        <Text size="lg" c="gray.7" maw={680}>
          {intro}
        </Text>
      ) : null}
    </Stack>
  );
}
