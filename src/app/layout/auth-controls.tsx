import { Link } from 'react-router-dom';
import { actionClass } from '@/components/action-styles';
import { useAuth } from '@/auth/use-auth';

/** Sign in for visitors; for a signed-in user the admin link (admins only) and sign out. */
export function AuthControls({ onAction }: { onAction?: () => void }) {
  const { status, isAdmin } = useAuth();

  // Until the session is known, an invisible 'Sign in' holds its place, so the header
  // keeps its layout for the usual visitor, who is signed out.
  if (status === 'loading') {
    return (
      <span className={actionClass('subtle')} style={{ visibility: 'hidden' }} aria-hidden="true">
        Sign in
      </span>
    );
  }
  if (status === 'signedOut') {
    return (
      <Link to="/auth" className={actionClass('subtle')} onClick={onAction}>
        Sign in
      </Link>
    );
  }
  const signOut = async () => {
    onAction?.();
    const api = await import('@/auth/auth-api');
    await api.signOut();
  };
  return (
    <>
      {isAdmin && (
        <Link to="/admin" className={actionClass('subtle')} onClick={onAction}>
          Admin
        </Link>
      )}
      <button type="button" className={actionClass('neutral')} onClick={() => void signOut()}>
        Sign out
      </button>
    </>
  );
}
