import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { AuthControls } from '@/app/layout/auth-controls';
import { MobileMenu } from '@/app/layout/mobile-menu';
import { headerLinks } from '@/app/layout/navigation';
import { actionClass } from '@/components/action-styles';
import { OutboxIndicator } from '@/outbox/outbox-indicator';
import { siteConfig } from '@/content/site-config';
import { useBookingOpener } from '@/hooks/use-booking-opener';
import classes from '@/app/layout/site-header.module.css';

/** Logo, main links and the booking button; below the md breakpoint they move into a menu. */
export function SiteHeader() {
  const bookingOpener = useBookingOpener();
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: any navigation leaves it closed.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const menuOpen = openedOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenedOn(open ? pathname : null);

  return (
    <header className={classes.header}>
      <div className={classes.inner}>
        <Link to="/" className={classes.logo} aria-label={`${siteConfig.name} home`}>
          {siteConfig.name}
        </Link>
        <nav aria-label="Main" className={classes.nav}>
          {headerLinks.map((link) => (
            <NavLink key={link.to} to={link.to} className={classes.link}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className={classes.actions}>
          <OutboxIndicator />
          <AuthControls />
          <button type="button" className={actionClass()} {...bookingOpener}>
            Schedule Consultation
          </button>
        </div>
        <div className={classes.compact}>
          <OutboxIndicator />
          <button
            type="button"
            className={classes.menuButton}
            onClick={() => setMenuOpen(!menuOpen)}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
          >
            <span />
            <span />
            <span />
          </button>
        </div>
      </div>
      {menuOpen && (
        <MobileMenu
          onNavigate={() => setMenuOpen(false)}
          onBook={() => {
            setMenuOpen(false);
            bookingOpener.onClick();
          }}
        />
      )}
    </header>
  );
}
