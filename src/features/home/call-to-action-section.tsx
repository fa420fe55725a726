import { Container, Paper, Text, Title } from '@mantine/core';
import { actionClass } from '@/components/action-styles';
import { Reveal } from '@/components/reveal';
import { callToAction } from '@/content/home';
import { useBookingOpener } from '@/hooks/use-booking-opener';

/** The closing call to action: opens the site-wide booking dialog. */
export function CallToActionSection() {
  const bookingOpener = useBookingOpener();

  return (
    <Reveal component="section" aria-labelledby="cta-heading">
      <Container size="md" py={{ base: 48, sm: 80 }}>
        <Paper bg="indigo.9" c="white" p={{ base: 'xl', sm: 48 }} radius="lg" ta="center">
          <Title id="cta-heading" order={2} c="white" fz={{ base: 26, sm: 32 }}>
            {callToAction.heading}
          </Title>
          <Text size="lg" c="white" mt="sm" mb="xl" maw={560} mx="auto">
            {callToAction.body}
          </Text>
          <button type="button" className={actionClass('white', { size: 'lg' })} {...bookingOpener}>
            {callToAction.buttonLabel}
          </button>
        </Paper>
      </Container>
    </Reveal>
  );
}
