import { Text } from '@mantine/core';
import { isoDate, readableDate } from './last-updated-date';
import fillToday from './last-updated-fill?inline-script';
import paintTodayEarly from './last-updated-paint?inline-script';

/**
 * The line "Last updated: <today>". In prerendered HTML, inline scripts paint and fill the
 * date while the page is parsed, so hydration finds the same text the browser renders; they
 * do nothing when React itself creates the line.
 */
export function LastUpdated({ label }: { label: string }) {
  const now = typeof window === 'undefined' ? null : new Date();
  return (
    <Text c="gray.7" data-last-updated="">
      <script dangerouslySetInnerHTML={{ __html: paintTodayEarly }} />
      {label} <time dateTime={now ? isoDate(now) : undefined}>{now && readableDate(now)}</time>
      <script dangerouslySetInnerHTML={{ __html: fillToday }} />
    </Text>
  );
}
