import { Alert, Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ResumeLink } from '@/features/admin/resume-link';
import {
  erasePerson,
  exportPerson,
  kindLabelOf,
  type PersonRecord,
} from '@/features/admin/trust-api';
import { downloadBlob } from '@/lib/download';
import { showToast } from '@/toasts/show-toast';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Every lead under the address, as the admin reads them back. */
function PersonLeads({ record }: { record: PersonRecord }) {
  const leads = Object.entries(record.leads).flatMap(([table, rows]) =>
    rows.map((row) => ({ table, row })),
  );
  if (leads.length === 0) return <Text>Nothing is held about {record.email}</Text>;
  return (
    <Stack gap="xs">
      <Text fw={500}>
        {leads.length} {leads.length === 1 ? 'lead' : 'leads'} under {record.email}
      </Text>
      <List aria-label="Leads of this person">
        {leads.map(({ table, row }) => (
          <List.Item key={String(row.id)}>
            {kindLabelOf(table)}, received {new Date(String(row.created_at)).toLocaleString()},
            status {String(row.status)}
          </List.Item>
        ))}
      </List>
      {record.resumes.map((resume) => (
        <Group key={resume.name} gap="xs">
          <ResumeLink path={resume.name} person={record.email} />
          <Text size="sm">{resume.name.slice(resume.name.lastIndexOf('/') + 1)}</Text>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * 'Find a person': every lead of every kind under one e-mail address, résumés included;
 * from there, all of it as one JSON file, or erased after the address is typed again.
 * Finding reads the export itself, so the audit trail records that the admin saw it.
 */
export function PersonSearch() {
  const [email, setEmail] = useState('');
  const [record, setRecord] = useState<PersonRecord | null>(null);
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const find = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    setConfirmation('');
    try {
      setRecord(await exportPerson(email.trim()));
    } catch (error) {
      setRecord(null);
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const erase = async () => {
    if (!record) return;
    setBusy(true);
    try {
      const erased = await erasePerson(record.email);
      showToast(
        'success',
        `Erased ${erased} ${erased === 1 ? 'lead' : 'leads'} of ${record.email}`,
      );
      setRecord(null);
      setConfirmation('');
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const confirmed =
    record !== null && confirmation.trim().toLowerCase() === record.email.toLowerCase();
  return (
    <Stack mt="md" gap="md" maw={720}>
      <form onSubmit={(event) => void find(event)} aria-label="Find a person">
        <Group align="flex-end">
          <TextInput
            label="E-mail address"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            required
          />
          <Button type="submit" disabled={busy}>
            Find
          </Button>
        </Group>
      </form>
      {failure && (
        <Alert color="red" title="Error">
          {failure}
        </Alert>
      )}
      {record && (
        <Stack gap="md">
          <PersonLeads record={record} />
          <Group>
            <Button
              variant="default"
              onClick={() =>
                downloadBlob(
                  `person-${record.exported_at.slice(0, 10)}.json`,
                  new Blob([JSON.stringify(record, null, 2)], { type: 'application/json' }),
                )
              }
            >
              Export JSON
            </Button>
          </Group>
          <Group align="flex-end">
            <TextInput
              label="Type the address again to erase everything"
              value={confirmation}
              onChange={(event) => setConfirmation(event.currentTarget.value)}
            />
            <Button color="red" disabled={!confirmed || busy} onClick={() => void erase()}>
              Erase everything
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
