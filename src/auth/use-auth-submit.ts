import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { authMessages } from '@/auth/auth-messages';
import { logger } from '@/lib/logger';
import { showToast } from '@/toasts/show-toast';
import type { z } from '@/shared/zod';

/**
 * An attempt's outcome: an error to toast; a notice to keep on the form when the visitor
 * has something left to do (open a mailed link); or neither: done, signed in.
 */
export interface AuthOutcome {
  error: string | null;
  notice?: string;
}

type Attempt<T> = (values: T) => Promise<AuthOutcome>;

/**
 * Runs one auth form: validate (first message wins), refuse at once when offline,
 * call the backend, then toast the error, show the notice, or toast success and go home.
 */
export function useAuthSubmit<T>(schema: z.ZodType<T>, attempt: Attempt<T>, success: string) {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const fail = (message: string) => showToast('error', message, 'Error');

  const submit = async (input: unknown) => {
    const parsed = schema.safeParse(input);
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? authMessages.generic);
    if (!navigator.onLine) return fail(authMessages.offline);
    setSubmitting(true);
    setNotice(null);
    try {
      const outcome = await attempt(parsed.data);
      if (outcome.error) return fail(outcome.error);
      if (outcome.notice) return setNotice(outcome.notice);
      showToast('success', success);
      void navigate('/');
    } catch (error) {
      logger.error('auth failed', error);
      fail(authMessages.generic);
    } finally {
      setSubmitting(false);
    }
  };

  return { submit, submitting, notice };
}
