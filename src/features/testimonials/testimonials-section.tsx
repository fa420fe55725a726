import { Container, SimpleGrid, Skeleton, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { TestimonialCard } from '@/features/testimonials/testimonial-card';
import {
  loadFeaturedTestimonials,
  type Testimonial,
} from '@/features/testimonials/testimonials-api';
import { useIsClient } from '@/hooks/use-is-client';
import { testimonialsLimit } from '@/shared/limits';

type Load = { state: 'loading' } | { state: 'done'; testimonials: Testimonial[] };

/**
 * What clients say, loaded after the page is interactive: three skeleton cards while
 * loading; the section disappears when there are none or the request fails.
 */
export function TestimonialsSection() {
  const isClient = useIsClient();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    let current = true;
    loadFeaturedTestimonials().then(
      (testimonials) => current && setLoad({ state: 'done', testimonials }),
      () => current && setLoad({ state: 'done', testimonials: [] }),
    );
    return () => {
      current = false;
    };
  }, []);

  // Prerendered HTML has no skeletons: a reader without JavaScript sees no empty shells.
  if (!isClient || (load.state === 'done' && load.testimonials.length === 0)) return null;

  return (
    <Container size="lg" py="xl" component="section" aria-labelledby="testimonials-heading">
      <Title order={2} id="testimonials-heading" ta="center" mb="lg">
        What Our Clients Say
      </Title>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" aria-busy={load.state === 'loading'}>
        {load.state === 'loading'
          ? Array.from({ length: testimonialsLimit }, (_, index) => (
              <Skeleton key={index} height={220} radius="md" data-testid="testimonial-skeleton" />
            ))
          : load.testimonials.map((testimonial) => (
              <TestimonialCard key={testimonial.id} testimonial={testimonial} />
            ))}
      </SimpleGrid>
    </Container>
  );
}
