import { Anchor, Button, Group, Modal, Text } from '@mantine/core';
import { applicationCopy } from '@/content/careers';
import { siteConfig } from '@/content/site-config';

export interface ApplicationDialogProps {
  opened: boolean;
  /** Title of the position applied for, e.g. 'AI Intern'. */
  position: string;
  onClose: () => void;
}

/** 'Apply for <position>': for now it points to e-mail; the application form comes later. */
export function ApplicationDialog({ opened, position, onClose }: ApplicationDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`${applicationCopy.titlePrefix} ${position}`}
      centered
    >
      <Text>
        {applicationCopy.body}{' '}
        <Anchor
          href={`mailto:${siteConfig.email}?subject=${encodeURIComponent(`Application: ${position}`)}`}
        >
          {siteConfig.email}
        </Anchor>
        .
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {applicationCopy.closeLabel}
        </Button>
      </Group>
    </Modal>
  );
}
