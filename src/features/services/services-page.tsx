import { Button, Container, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { Reveal } from '@/components/reveal';
import { SectionHeader } from '@/components/section-header';
import { services, servicesIntro } from '@/content/services';
import { ServiceCard } from '@/features/services/service-card';
import { useBookingOpener } from '@/hooks/use-booking-opener';

/** The services page: four service cards and a button that opens the booking dialog. */
export function ServicesPage() {
  const bookingOpener = useBookingOpener();

  return (
    <Container size="lg" py={{ base: 48, sm: 80 }}>
      <SectionHeader
        id="services-heading"
        order={1}
        title={servicesIntro.heading}
        intro={servicesIntro.lead}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {services.map((service) => (
          <Reveal key={service.title}>
            <ServiceCard service={service} />
          </Reveal>
        ))}
      </SimpleGrid>
      <Reveal component="section" aria-labelledby="services-cta-heading">
        <Paper
          withBorder
          p={{ base: 'xl', sm: 48 }}
          mt={{ base: 48, sm: 72 }}
          ta="center"
          bg="indigo.0"
        >
          <Title id="services-cta-heading" order={2} fz={{ base: 24, sm: 30 }}>
            {servicesIntro.ctaHeading}
          </Title>
          <Text size="lg" c="gray.8" mt="sm" mb="xl">
            {servicesIntro.ctaBody}
          </Text>
          <Button size="lg" {...bookingOpener}>
            {servicesIntro.ctaLabel}
          </Button>
        </Paper>
      </Reveal>
    </Container>
  );
}
