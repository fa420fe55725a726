import { Anchor, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { footerGroups, socialLinks } from '@/content/navigation';
import { siteConfig } from '@/content/site-config';
import classes from '@/app/layout/site-footer.module.css';

/** Link groups, contact details and social names (the spec gives them no targets). */
export function SiteFooter() {
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="lg">
          <Stack gap="xs">
            <h2 className={classes.heading}>{siteConfig.name}</h2>
            <Anchor href={`mailto:${siteConfig.email}`} className={classes.link}>
              {siteConfig.email}
            </Anchor>
            <Anchor
              href={`tel:${siteConfig.phone.replace(/[^+\d]/g, '')}`}
              className={classes.link}
            >
              {siteConfig.phone}
            </Anchor>
            <Text size="sm">{siteConfig.location}</Text>
          </Stack>
          {footerGroups.map((group) => (
            <nav key={group.title} aria-label={group.title}>
              <h2 className={classes.heading}>{group.title}</h2>
              <ul className={classes.list}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={classes.link}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </SimpleGrid>
        <Group justify="space-between" className={classes.bottom}>
          <Text size="sm">© {siteConfig.name}. All rights reserved.</Text>
          <Group gap="md" aria-label="Social media">
            {socialLinks.map((social) => (
              <Text key={social.label} size="sm" component="span">
                {social.label}
              </Text>
            ))}
          </Group>
        </Group>
      </Container>
    </footer>
  );
}
