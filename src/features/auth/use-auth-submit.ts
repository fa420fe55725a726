import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ZodType } from 'zod';
import { authMessages } from '@/features/auth/auth-messages';
import { logger } from '@/lib/logger';
import { showToast } from '@/lib/toast';

type Attempt<T> = (values: T) => Promise<{ error: string | null }>;

/**
 * Runs one auth form: validate (first message wins), refuse at once when offline,
 * call the backend, toast the outcome and go home on success.
 */
export function useAuthSubmit<T>(schema: ZodType<T>, attempt: Attempt<T>, success: string) {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);

  const fail = (message: string) => showToast('error', message, 'Error');

  const submit = async (input: unknown) => {
    const parsed = schema.safeParse(input);
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? authMessages.generic);
    if (!navigator.onLine) return fail(authMessages.offline);
    setSubmitting(true);
    try {
      const { error } = await attempt(parsed.data);
      if (error) return fail(error);
      showToast('success', success);
      void navigate('/');
    } catch (error) {
      logger.error('auth failed', error);
      fail(authMessages.generic);
    } finally {
      setSubmitting(false);
    }
  };

  return { submit, submitting };
}
