import { Burger, Button, Container, Group } from '@mantine/core';
import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { AuthControls } from '@/app/layout/auth-controls';
import { MobileMenu } from '@/app/layout/mobile-menu';
import { headerLinks } from '@/content/navigation';
import { OutboxIndicator } from '@/features/offline/outbox-indicator';
import { siteConfig } from '@/content/site-config';
import { useBookingDialogStore } from '@/stores/booking-dialog-store';
import classes from '@/app/layout/site-header.module.css';

/** Logo, main links and the booking button; below the md breakpoint they move into a menu. */
export function SiteHeader() {
  const openBooking = useBookingDialogStore((state) => state.open);
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: any navigation leaves it closed.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const menuOpen = openedOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenedOn(open ? pathname : null);

  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Link to="/" className={classes.logo} aria-label={`${siteConfig.name} home`}>
          {siteConfig.name}
        </Link>
        <Group component="nav" aria-label="Main" gap={4} visibleFrom="md">
          {headerLinks.map((link) => (
            <NavLink key={link.to} to={link.to} className={classes.link}>
              {link.label}
            </NavLink>
          ))}
        </Group>
        <Group gap="xs" visibleFrom="md">
          <OutboxIndicator />
          <AuthControls />
          <Button onClick={openBooking}>Schedule Consultation</Button>
        </Group>
        <Group gap="xs" hiddenFrom="md">
          <OutboxIndicator />
        </Group>
        <Burger
          hiddenFrom="md"
          opened={menuOpen}
          onClick={() => setMenuOpen(!menuOpen)}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
        />
      </Container>
      {menuOpen && (
        <MobileMenu
          onNavigate={() => setMenuOpen(false)}
          onBook={() => {
            setMenuOpen(false);
            openBooking();
          }}
        />
      )}
    </header>
  );
}
