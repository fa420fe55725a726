import { Button, Group, Text } from '@mantine/core';
import { leadReference } from '@/shared/leads/lead-reference';

interface OneLeadNoticeProps {
  leadId: string;
  onShowAll: () => void;
}

/** Says the list is kept to the one lead a link named, and leads back to the whole list. */
export function OneLeadNotice({ leadId, onShowAll }: OneLeadNoticeProps) {
  return (
    <Group gap="sm" mb="xs" role="status">
      <Text size="sm">{`Showing only the lead with reference ${leadReference(leadId)}.`}</Text>
      <Button variant="default" size="xs" onClick={onShowAll}>
        Show all
      </Button>
    </Group>
  );
}
