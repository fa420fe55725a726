import { Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { AuthControls } from '@/app/layout/auth-controls';
import { headerLinks } from '@/content/navigation';
import classes from '@/app/layout/site-header.module.css';

interface MobileMenuProps {
  onNavigate: () => void;
  onBook: () => void;
}

/** The small-screen menu: the header links and the booking button; a tap closes it. */
export function MobileMenu({ onNavigate, onBook }: MobileMenuProps) {
  return (
    <nav id="mobile-menu" aria-label="Mobile" className={classes.mobilePanel}>
      {headerLinks.map((link) => (
        <Link key={link.to} to={link.to} className={classes.mobileLink} onClick={onNavigate}>
          {link.label}
        </Link>
      ))}
      <Group gap="xs" mt="sm">
        <AuthControls onAction={onNavigate} />
      </Group>
      <Button fullWidth mt="sm" onClick={onBook}>
        Schedule Consultation
      </Button>
    </nav>
  );
}
