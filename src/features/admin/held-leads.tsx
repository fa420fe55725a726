import { Alert, Button, Group, ScrollArea, Table, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { decideHeldLead, fetchHeldLeads, type HeldLead } from '@/features/admin/trust-api';
import { leadKinds } from '@/shared/leads/lead-kinds';
import { showToast } from '@/toasts/show-toast';

/** Why the database held a lead, as staff read it (private.spam_verdict's reasons). */
export const heldReasonText: Record<string, string> = {
  too_many_links: 'More than 3 links',
  mostly_links: 'Mostly links',
  repeated_content: 'Same text sent before',
  too_many_from_address: 'More than 5 leads a minute from one address',
  honeypot: 'Filled in the hidden field only bots see',
};

type Load = { state: 'loading' } | { state: 'ready'; leads: HeldLead[] } | { state: 'failed' };

/**
 * Leads held as spam: nobody was told of them. 'Release' lets them through (staff and the
 * visitor are told then); 'Discard' deletes one, after asking once more.
 */
export function HeldLeads() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [confirming, setConfirming] = useState<string | null>(null);
  const refresh = useCallback(() => {
    fetchHeldLeads().then(
      (leads) => setLoad({ state: 'ready', leads }),
      () => setLoad({ state: 'failed' }),
    );
  }, []);
  useEffect(refresh, [refresh]);

  const decide = async (lead: HeldLead, decision: 'release' | 'discard') => {
    setConfirming(null);
    try {
      await decideHeldLead(lead, decision);
      showToast('success', decision === 'release' ? 'Lead released' : 'Lead discarded');
    } catch (error) {
      showToast('error', error instanceof Error ? error.message : String(error), 'Error');
    }
    refresh();
  };

  if (load.state === 'loading') return <Text mt="md">Loading...</Text>;
  if (load.state === 'failed')
    return (
      <Alert mt="md" color="red" title="Error">
        The held leads could not be loaded. Please try again.
      </Alert>
    );
  if (load.leads.length === 0) return <Text mt="md">No leads are held</Text>;
  return (
    <ScrollArea type="auto" mt="md">
      <Table striped withTableBorder miw={800} aria-label="Held leads">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Received</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th>From</Table.Th>
            <Table.Th>Why held</Table.Th>
            <Table.Th>Text</Table.Th>
            <Table.Th>Decide</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {load.leads.map((lead) => (
            <Table.Tr key={lead.id}>
              <Table.Td>{new Date(lead.created_at).toLocaleString()}</Table.Td>
              <Table.Td>{leadKinds[lead.kind].label}</Table.Td>
              <Table.Td>
                {lead.person} ({lead.email})
              </Table.Td>
              <Table.Td>{heldReasonText[lead.held_reason] ?? lead.held_reason}</Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={3}>
                  {lead.text}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="compact-sm"
                    onClick={() => void decide(lead, 'release')}
                    aria-label={`Release ${lead.person}'s ${leadKinds[lead.kind].label.toLowerCase()}`}
                  >
                    Release
                  </Button>
                  {confirming === lead.id ? (
                    <Button
                      size="compact-sm"
                      color="red"
                      onClick={() => void decide(lead, 'discard')}
                      aria-label={`Discard for good: ${lead.person}'s ${leadKinds[lead.kind].label.toLowerCase()}`}
                    >
                      Discard for good
                    </Button>
                  ) : (
                    <Button
                      size="compact-sm"
                      variant="default"
                      onClick={() => setConfirming(lead.id)}
                      aria-label={`Discard ${lead.person}'s ${leadKinds[lead.kind].label.toLowerCase()}`}
                    >
                      Discard
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
