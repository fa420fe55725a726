import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useCallback } from 'react';
import { pageSizes, type LeadQuery, type SortOrder } from '@/features/admin/lead-query';
import { PausedTextInput } from '@/features/admin/paused-text-input';
import type { LeadKindDescription } from '@/shared/leads/lead-kind';

interface LeadFiltersProps {
  description: LeadKindDescription;
  query: LeadQuery;
  /** The values to choose the group from; without them, the admin types one. */
  groups?: readonly string[];
  onChange: (change: Partial<LeadQuery>) => void;
}

const sortOptions: { value: SortOrder; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
];

/** Search, group, status, received-date range, order and page size of one lead list. */
export function LeadFilters({ description, query, groups, onChange }: LeadFiltersProps) {
  const { groupBy } = description.admin;
  const setSearch = useCallback((search: string) => onChange({ search }), [onChange]);
  const setGroup = useCallback((group: string) => onChange({ group }), [onChange]);

  const statusOptions = [
    { value: 'all', label: 'All statuses' },
    { value: 'open', label: 'Open only' },
    ...description.statuses.map((status) => ({ value: status, label: status })),
  ];

  return (
    <Group align="flex-end" gap="sm" my="md" wrap="wrap">
      <PausedTextInput
        label={`Search ${description.admin.title.toLowerCase()}`}
        type="search"
        value={query.search}
        onTypingPause={setSearch}
        w={280}
      />
      {groupBy && !groups && (
        <PausedTextInput
          label={groupBy.label}
          value={query.group}
          onTypingPause={setGroup}
          w={160}
        />
      )}
      {groupBy && groups && (
        <NativeSelect
          label={groupBy.label}
          value={query.group}
          data={[{ value: '', label: 'All' }, ...new Set([...groups, query.group].filter(Boolean))]}
          onChange={(event) => onChange({ group: event.currentTarget.value })}
        />
      )}
      <NativeSelect
        label="Status"
        value={query.status}
        data={statusOptions}
        onChange={(event) => onChange({ status: event.currentTarget.value })}
      />
      <TextInput
        label="Received from"
        type="date"
        value={query.from}
        onChange={(event) => onChange({ from: event.currentTarget.value })}
      />
      <TextInput
        label="Received to"
        type="date"
        value={query.to}
        onChange={(event) => onChange({ to: event.currentTarget.value })}
      />
      <NativeSelect
        label="Order"
        value={query.sort}
        data={sortOptions}
        onChange={(event) => onChange({ sort: event.currentTarget.value as SortOrder })}
      />
      <NativeSelect
        label="Rows per page"
        value={String(query.pageSize)}
        data={pageSizes.map(String)}
        onChange={(event) => onChange({ pageSize: Number(event.currentTarget.value) })}
      />
    </Group>
  );
}
