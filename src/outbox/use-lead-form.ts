/*
 * Every lead form's set-up, once: react-hook-form over the kind's fields, validated by the
 * kind's schema (loaded when the visitor starts on the form, never with the page), one
 * submit path and one error path. Runs in the page. Invariant: a submit that throws never
 * escapes as an unhandled rejection; it is logged and shown as the kind's failure toast, or
 * the form's own way of saying so.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type Resolver } from 'react-hook-form';
import { messagesOf, registrationsOf } from '@/components/lead-fieldset';
import { lazyResolver, type LazyResolver } from '@/lib/lazy-resolver';
import { logger } from '@/lib/logger';
import {
  preloadLeadSubmission,
  showLeadFailure,
  useLeadSubmission,
  type AfterDelivery,
  type SubmitLead,
} from '@/outbox/use-lead-submission';
import { emptyLeadInput, type AnyLeadKind } from '@/shared/leads/lead-kind';
import {
  leadKinds,
  type LeadKind,
  type LeadPayload,
  type LeadValues,
} from '@/shared/leads/lead-kinds';

export interface LeadFormOptions<Kind extends LeadKind> {
  /** What the form starts from and returns to after a send, beside the empty fields. */
  defaults?: Partial<LeadValues<Kind>>;
  /**
   * Values the page adds each time the form is validated, e.g. the booth's event and clock.
   * Keep it stable (useCallback): the form's validation is made afresh when it changes.
   */
  complete?: (values: LeadValues<Kind>) => LeadValues<Kind>;
  /**
   * How the validated lead goes, given the usual way (the outbox, with the spec's toasts);
   * resolves true when the form may reset. The usual way when left out.
   */
  send?: (payload: LeadPayload<Kind>, submit: SubmitLead<Kind>) => Promise<boolean>;
  /** In place of the success toast once delivered (keep it stable: useCallback). */
  afterDelivery?: AfterDelivery;
  /** After a send that let the form reset, e.g. to close the dialog around it. */
  onSent?: (payload: LeadPayload<Kind>) => void;
  /** A submit that threw: the kind's failure toast, unless the form says so its own way. */
  onError?: () => void;
}

type Validation<Kind extends LeadKind> = LazyResolver<LeadValues<Kind>, LeadPayload<Kind>>;

const loadLeadResolver = () => import('@/outbox/lead-resolver');
const validations = new Map<LeadKind, unknown>();

/** A kind's validation, loaded once for every form of the kind (see lazyResolver). */
function validationOf<Kind extends LeadKind>(kind: Kind): Validation<Kind> {
  const known = validations.get(kind) as Validation<Kind> | undefined;
  if (known) return known;
  const validation: Validation<Kind> = lazyResolver(() =>
    loadLeadResolver().then(({ leadResolver }) => leadResolver(kind)),
  );
  validations.set(kind, validation);
  return validation;
}

const usualSend = <Kind extends LeadKind>(payload: LeadPayload<Kind>, submit: SubmitLead<Kind>) =>
  submit(payload);

/** A lead form of the kind: what its fieldset, its <form> and its submit button take. */
export function useLeadForm<Kind extends LeadKind>(
  kind: Kind,
  options: LeadFormOptions<Kind> = {},
) {
  const description: AnyLeadKind = leadKinds[kind];
  const { fields, submit: buttonLabels } = description;
  const { defaults, complete } = options;
  const validation = validationOf(kind);
  // Fixed while the form is mounted: every reset returns to it.
  const [initial] = useState(
    () => ({ ...emptyLeadInput(fields), ...defaults }) as LeadValues<Kind>,
  );
  const resolver = useMemo<Resolver<LeadValues<Kind>, unknown, LeadPayload<Kind>>>(
    () =>
      complete
        ? (values, context, resolverOptions) =>
            validation.resolver(complete(values), context, resolverOptions)
        : validation.resolver,
    [validation, complete],
  );
  const form = useForm<LeadValues<Kind>, unknown, LeadPayload<Kind>>({
    resolver,
    defaultValues: initial as DefaultValues<LeadValues<Kind>>,
  });
  const { register, handleSubmit, reset, formState } = form;
  // react-hook-form re-renders the form synchronously once it is ready (within hydration).
  // Registering once keeps each field's ref and props stable, so the fields skip that
  // render; the reset below keeps the refs, so these stay valid after it.
  const registrations = useMemo(() => registrationsOf(fields, register), [fields, register]);
  const submitLead = useLeadSubmission(kind, options.afterDelivery);

  const failed = (error: unknown) => {
    logger.error(`${kind} form could not submit`, error);
    if (options.onError) options.onError();
    else showLeadFailure(kind);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    void handleSubmit(async (payload) => {
      const send = options.send ?? usualSend;
      if (!(await send(payload, submitLead))) return;
      reset(initial, { keepFieldsRef: true });
      options.onSent?.(payload);
    })(event).catch(failed);

  // The validation and the submission path load once the visitor starts on the form.
  const onFocus = () => {
    validation.preload();
    preloadLeadSubmission();
  };

  const { isSubmitting } = formState;
  return {
    /** react-hook-form's own, for what a form needs beyond the rest (e.g. isDirty). */
    form,
    fields,
    registrations,
    messages: messagesOf(fields, formState.errors as FieldErrors),
    formProps: { onSubmit, onFocus, noValidate: true },
    submitButton: {
      label: (isSubmitting && buttonLabels.pending) || buttonLabels.label,
      submitting: isSubmitting,
      // A kind with no words for the wait shows a spinner in the button instead.
      spinner: isSubmitting && !buttonLabels.pending,
    },
  };
}
