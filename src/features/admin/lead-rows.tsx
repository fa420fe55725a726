import { ScrollArea, Table } from '@mantine/core';
import type { LeadRecord } from '@/features/admin/admin-api';
import type { LeadColumn } from '@/features/admin/lead-table';

/** One page of leads as a table, each column rendered as its description says. */
export function LeadRows({
  title,
  rows,
  columns,
  busy,
}: {
  title: string;
  rows: LeadRecord[];
  columns: LeadColumn<LeadRecord>[];
  busy: boolean;
}) {
  return (
    <ScrollArea type="auto">
      <Table striped highlightOnHover withTableBorder miw={900} aria-label={title} aria-busy={busy}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.label}>{column.label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
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
  );
}
