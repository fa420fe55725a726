import { useCallback, useEffect, useState } from 'react';
import {
  loadAdminData,
  updateConsultationStatus,
  type AdminData,
  type ConsultationStatus,
} from '@/features/admin/admin-api';
import { showToast } from '@/lib/toast';

type AdminLoad =
  { state: 'loading' } | { state: 'failed'; reason: string } | { state: 'ready'; data: AdminData };

/** Loads the admin lists once `enabled`, and changes a status optimistically. */
export function useAdminData(enabled: boolean) {
  const [load, setLoad] = useState<AdminLoad>({ state: 'loading' });

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    loadAdminData().then(
      (data) => current && setLoad({ state: 'ready', data }),
      (error: unknown) =>
        current &&
        setLoad({
          state: 'failed',
          reason: error instanceof Error ? error.message : String(error),
        }),
    );
    return () => {
      current = false;
    };
  }, [enabled]);

  const patchStatus = useCallback((id: string, status: ConsultationStatus) => {
    setLoad((previous) =>
      previous.state !== 'ready'
        ? previous
        : {
            state: 'ready',
            data: {
              ...previous.data,
              consultations: previous.data.consultations.map((row) =>
                row.id === id ? { ...row, status } : row,
              ),
            },
          },
    );
  }, []);

  const changeStatus = useCallback(
    async (id: string, status: ConsultationStatus, previousStatus: ConsultationStatus) => {
      patchStatus(id, status);
      try {
        await updateConsultationStatus(id, status);
        showToast('success', `Status changed to ${status}`);
      } catch (error) {
        patchStatus(id, previousStatus);
        const reason = error instanceof Error ? error.message : String(error);
        showToast('error', `Failed to update status: ${reason}`, 'Error');
      }
    },
    [patchStatus],
  );

  return { load, changeStatus };
}
