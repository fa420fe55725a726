import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { bookingTimesCopy as copy } from '@/content/booking-times';
import { localInputValue, wallClock } from '@/lib/zoned-time';

/** The most times a visitor may pick, as the database takes them. */
export const maxPicks = 3;

interface SlotPickerProps {
  /** Free starts, earliest first, as ISO instants. */
  starts: readonly string[];
  timeZone: string;
  /** The visitor's picks, first choice first. */
  picked: readonly string[];
  onChange: (picked: string[]) => void;
  disabled?: boolean;
}

/** Starts by their day on the zone's clock, in order. */
function byDay(starts: readonly string[], timeZone: string): Map<string, string[]> {
  const days = new Map<string, string[]>();
  for (const start of starts) {
    const day = localInputValue(new Date(start), timeZone).slice(0, 10);
    days.set(day, [...(days.get(day) ?? []), start]);
  }
  return days;
}

/** Adds a start at the end of the picks, or takes it out; never more than three. */
export function togglePick(picked: readonly string[], start: string): string[] {
  if (picked.includes(start)) return picked.filter((one) => one !== start);
  return picked.length < maxPicks ? [...picked, start] : [...picked];
}

const dayLabel = (start: string, timeZone: string) =>
  wallClock(new Date(start), timeZone).replace(/ \d{4}, .*$/, '');
const timeOf = (start: string, timeZone: string) =>
  localInputValue(new Date(start), timeZone).slice(11);

/**
 * Days, then their free times on the visitor's clock; a time tapped joins the picks in
 * order, and the picks are listed with their rank and a way to take each out.
 */
export function SlotPicker({ starts, timeZone, picked, onChange, disabled }: SlotPickerProps) {
  const days = byDay(starts, timeZone);
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const day = chosenDay && days.has(chosenDay) ? chosenDay : ([...days.keys()][0] ?? null);
  const full = picked.length >= maxPicks;

  return (
    <Stack gap="xs">
      <Group gap={6} role="group" aria-label={copy.day}>
        {[...days].map(([key, dayStarts]) => (
          <Button
            key={key}
            size="compact-sm"
            radius="xl"
            variant={key === day ? 'light' : 'subtle'}
            aria-pressed={key === day}
            disabled={disabled}
            onClick={() => setChosenDay(key)}
          >
            {dayLabel(dayStarts[0] ?? '', timeZone)}
          </Button>
        ))}
      </Group>
      <Group gap={6} role="group" aria-label={copy.freeTimes}>
        {(day ? (days.get(day) ?? []) : []).map((start) => {
          const chosen = picked.includes(start);
          return (
            <Button
              key={start}
              size="compact-sm"
              variant={chosen ? 'filled' : 'default'}
              aria-pressed={chosen}
              aria-label={wallClock(new Date(start), timeZone)}
              disabled={disabled || (full && !chosen)}
              onClick={() => onChange(togglePick(picked, start))}
            >
              {timeOf(start, timeZone)}
            </Button>
          );
        })}
      </Group>
      {full && <Text size="sm">{copy.enough}</Text>}
      {picked.length > 0 && (
        <Stack
          gap={4}
          component="ol"
          aria-label={copy.yourTimes}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {picked.map((start, rank) => {
            const when = wallClock(new Date(start), timeZone);
            return (
              <Group key={start} component="li" gap="xs" wrap="nowrap">
                <Text size="sm" fw={600}>
                  {copy.choice[rank]}:
                </Text>
                <Text size="sm">{when}</Text>
                <Button
                  variant="subtle"
                  size="compact-xs"
                  aria-label={copy.remove(when)}
                  disabled={disabled}
                  onClick={() => onChange(picked.filter((one) => one !== start))}
                >
                  ×
                </Button>
              </Group>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
