import { Link } from 'react-router-dom';
import { AuthControls } from '@/app/layout/auth-controls';
import { headerLinks } from '@/app/layout/navigation';
import { actionClass } from '@/components/action-styles';
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
      <div className={classes.mobileActions}>
        <AuthControls onAction={onNavigate} />
      </div>
      <button
        type="button"
        className={actionClass('filled', { fullWidth: true })}
        style={{ marginTop: 'var(--mantine-spacing-sm)' }}
        onClick={onBook}
      >
        Schedule Consultation
      </button>
    </nav>
  );
}
