import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { actionClass } from '@/components/action-styles';
import { Link } from 'react-router-dom';
import { StatCounters } from '@/components/stat-counters';
import { hero } from '@/content/home';
import { RotatingTagline } from '@/features/home/rotating-tagline';
import classes from '@/features/home/home.module.css';

/** The page's h1, the rotating taglines, the two entry links and the company counters. */
export function HeroSection() {
  return (
    <section className={classes.hero} aria-labelledby="hero-heading">
      <Container size="lg" py={{ base: 56, sm: 96 }}>
        <Stack align="center" gap="lg" ta="center">
          <Text fw={600} c="indigo.8" tt="uppercase" size="sm" lts={1}>
            {hero.subheading}
          </Text>
          <Title id="hero-heading" order={1} fz={{ base: 36, sm: 56 }} maw={820} textWrap="balance">
            {hero.heading}
          </Title>
          <RotatingTagline taglines={hero.taglines} />
          <Text size="lg" c="gray.8" maw={640}>
            {hero.intro}
          </Text>
          <Group justify="center" gap="md">
            <Link to={hero.primaryAction.to} className={actionClass('filled', { size: 'lg' })}>
              {hero.primaryAction.label}
            </Link>
            <Link to={hero.secondaryAction.to} className={actionClass('outline', { size: 'lg' })}>
              {hero.secondaryAction.label}
            </Link>
          </Group>
        </Stack>
        <Stack mt={{ base: 48, sm: 72 }}>
          <StatCounters label={hero.statsLabel} />
        </Stack>
      </Container>
    </section>
  );
}
