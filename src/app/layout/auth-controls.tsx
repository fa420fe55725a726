import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useAuth } from '@/hooks/use-auth';

/** Sign in for visitors; for a signed-in user the admin link (admins only) and sign out. */
export function AuthControls({ onAction }: { onAction?: () => void }) {
  const { status, isAdmin } = useAuth();

  if (status === 'loading') return null;
  if (status === 'signedOut') {
    return (
      <Button component={Link} to="/auth" variant="subtle" onClick={onAction}>
        Sign in
      </Button>
    );
  }
  const signOut = async () => {
    onAction?.();
    const api = await import('@/lib/auth-api');
    await api.signOut();
  };
  return (
    <>
      {isAdmin && (
        <Button component={Link} to="/admin" variant="subtle" onClick={onAction}>
          Admin
        </Button>
      )}
      <Button variant="default" onClick={() => void signOut()}>
        Sign out
      </Button>
    </>
  );
}
