import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { pageSizes, type LeadQuery, type SortOrder } from '@/features/admin/lead-query';
import type { LeadKindDescription } from '@/shared/leads/lead-kind';

interface LeadFiltersProps {
  description: LeadKindDescription;
  query: LeadQuery;
  groups?: readonly string[];
  onChange: (change: Partial<LeadQuery>) => void;
}

/** The server asks once the admin pauses typing, not once per key. */
const searchPauseMs = 300;

const sortOptions: { value: SortOrder; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
];

/** Search, group, status, received-date range, order and page size of one lead list. */
export function LeadFilters({ description, query, groups, onChange }: LeadFiltersProps) {
  const { groupBy } = description.admin;
  const [search, setSearch] = useState(query.search);

  useEffect(() => {
    if (search === query.search) return;
    const timer = setTimeout(() => onChange({ search }), searchPauseMs);
    return () => clearTimeout(timer);
  }, [search, query.search, onChange]);

  const statusOptions = [
    { value: 'all', label: 'All statuses' },
    { value: 'open', label: 'Open only' },
    ...description.statuses.map((status) => ({ value: status, label: status })),
  ];

  return (
    <Group align="flex-end" gap="sm" my="md" wrap="wrap">
      <TextInput
        label={`Search ${description.admin.title.toLowerCase()}`}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        w={280}
      />
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
