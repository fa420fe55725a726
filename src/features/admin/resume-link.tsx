import { Anchor } from '@mantine/core';
import { useState } from 'react';
import { resumeDownloadUrl } from '@/features/admin/resume';
import { logger } from '@/lib/logger';
import { showToast } from '@/toasts/show-toast';

/**
 * 'Résumé': asks for a fresh signed URL at the click, then downloads from it, so the link
 * in the list never expires and the one fetched is used at once.
 */
export function ResumeLink({ path, person }: { path: string; person: string }) {
  const [fetching, setFetching] = useState(false);
  const download = async () => {
    setFetching(true);
    try {
      window.location.assign(await resumeDownloadUrl(path));
    } catch (error) {
      logger.error('résumé link refused', error);
      showToast('error', 'The résumé could not be fetched. Please try again.', 'Error');
    } finally {
      setFetching(false);
    }
  };
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      aria-label={`Résumé of ${person}`}
      aria-busy={fetching}
      disabled={fetching}
      onClick={() => void download()}
    >
      Résumé
    </Anchor>
  );
}
