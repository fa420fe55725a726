import { Container, Text } from '@mantine/core';
import { Reveal } from '@/components/reveal';
import { trustedBy } from '@/content/home';
import classes from '@/features/home/home.module.css';

/** Placeholder client names scrolling by; the second copy only closes the loop visually. */
export function TrustedByMarquee() {
  return (
    <Reveal component="section" aria-labelledby="trusted-by-heading">
      <Container size="lg" py="xl">
        <Text id="trusted-by-heading" component="h2" ta="center" fw={600} c="gray.7" mb="lg">
          {trustedBy.heading}
        </Text>
        <div className={classes.marquee}>
          <div className={classes.track}>
            <ul className={classes.list}>
              {trustedBy.companies.map((company) => (
                <li key={company} className={classes.company}>
                  {company}
                </li>
              ))}
            </ul>
            <ul className={`${classes.list} ${classes.duplicate}`} aria-hidden="true">
              {trustedBy.companies.map((company) => (
                <li key={company} className={classes.company}>
                  {company}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Container>
    </Reveal>
  );
}
