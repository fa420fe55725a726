import { Anchor, Modal, Text } from '@mantine/core';
import { siteConfig } from '@/content/site-config';
import { useBookingDialogStore } from '@/stores/booking-dialog-store';

/** The consultation dialog every 'Schedule Consultation' button opens. */
export function BookingDialog() {
  const opened = useBookingDialogStore((state) => state.opened);
  const close = useBookingDialogStore((state) => state.close);

  return (
    <Modal opened={opened} onClose={close} title="Schedule a Consultation" centered>
      <Text mb="sm">
        Online booking is coming to this page soon. Until then, write to{' '}
        <Anchor href={`mailto:${siteConfig.email}`}>{siteConfig.email}</Anchor> and we will
        respond within 24 hours.
      </Text>
    </Modal>
  );
}
