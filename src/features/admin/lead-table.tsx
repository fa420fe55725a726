import { Button, Group, ScrollArea, Table, Text, TextInput } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { downloadCsv, toCsv, type CsvColumn } from '@/lib/csv';

export interface LeadColumn<Row> extends CsvColumn<Row> {
  /** How the cell shows on screen; defaults to the CSV value as text. */
  render?: (row: Row) => ReactNode;
}

interface LeadTableProps<Row extends { id: string }> {
  title: string;
  rows: Row[];
  columns: LeadColumn<Row>[];
  emptyText: string;
  csvName: string;
}

function matches<Row>(row: Row, columns: LeadColumn<Row>[], query: string): boolean {
  return columns.some((column) =>
    String(column.value(row) ?? '')
      .toLowerCase()
      .includes(query),
  );
}

/** One admin list: search, CSV export of what the search shows, and the table. */
export function LeadTable<Row extends { id: string }>({
  title,
  rows,
  columns,
  emptyText,
  csvName,
}: LeadTableProps<Row>) {
  const [query, setQuery] = useState('');
  const visible = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return needle ? rows.filter((row) => matches(row, columns, needle)) : rows;
  }, [rows, columns, query]);

  if (rows.length === 0) return <Text py="md">{emptyText}</Text>;

  return (
    <>
      <Group justify="space-between" my="md">
        <TextInput
          label={`Search ${title.toLowerCase()}`}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          w={320}
        />
        <Button variant="default" onClick={() => downloadCsv(csvName, toCsv(columns, visible))}>
          Export CSV
        </Button>
      </Group>
      <Text size="sm" mb="xs" aria-live="polite">
        Showing {visible.length} of {rows.length}
      </Text>
      <ScrollArea type="auto">
        <Table striped highlightOnHover withTableBorder miw={900} aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.label}>{column.label}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {visible.map((row) => (
              <Table.Tr key={row.id}>
                {columns.map((column) => (
                  <Table.Td key={column.label}>
                    {column.render ? column.render(row) : String(column.value(row) ?? '')}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </>
  );
}
