import { useOnline } from '@/hooks/use-online';
import classes from '@/features/offline/offline.module.css';

/** A small notice while the browser is offline: what still works, and that forms are kept. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className={classes.banner} role="status">
      <strong>You're offline.</strong> Pages you have visited still work, and forms are saved on
      this device until the connection returns.
    </div>
  );
}
