import { Alert, ScrollArea, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { fetchAuditTrail } from '@/features/admin/audit-api';
import {
  auditActor,
  auditSummary,
  auditTarget,
  type AuditEntry,
} from '@/features/admin/audit-text';

type Load = { state: 'loading' } | { state: 'ready'; entries: AuditEntry[] } | { state: 'failed' };

/** The newest entries of the audit trail: who did what to which lead, and when. */
export function AuditTrail() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    fetchAuditTrail().then(
      (entries) => current && setLoad({ state: 'ready', entries }),
      () => current && setLoad({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, []);
  if (load.state === 'loading') return <Text mt="md">Loading...</Text>;
  if (load.state === 'failed')
    return (
      <Alert mt="md" color="red" title="Error">
        The audit trail could not be loaded. Please try again.
      </Alert>
    );
  if (load.entries.length === 0) return <Text mt="md">Nothing recorded yet</Text>;
  return (
    <ScrollArea type="auto" mt="md">
      <Table striped withTableBorder miw={640} aria-label="Audit trail">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Who</Table.Th>
            <Table.Th>Lead</Table.Th>
            <Table.Th>What</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {load.entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>{new Date(entry.occurred_at).toLocaleString()}</Table.Td>
              <Table.Td>{auditActor(entry)}</Table.Td>
              <Table.Td>{auditTarget(entry)}</Table.Td>
              <Table.Td>{auditSummary(entry)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
