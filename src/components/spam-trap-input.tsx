import type { ChangeEvent, FocusEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { LeadField } from '@/shared/leads/lead-field';

/** A name form-filling bots cannot resist; the field's own name would give the trap away. */
const trapInputName = 'website';

interface SpamTrapInputProps {
  field: LeadField;
  registration: UseFormRegisterReturn | undefined;
}

/**
 * A lead kind's honeypot as an input no person meets: moved off screen rather than
 * display:none (which some bots skip), out of the tab order, hidden from screen readers
 * (a tabindex -1 input under aria-hidden passes axe's aria-hidden-focus) and from autofill.
 */
export function SpamTrapInput({ field, registration }: SpamTrapInputProps) {
  // react-hook-form finds a field by its input's name, which here is the bait: pass each
  // event on under the field's own name.
  const forward = (
    handler: UseFormRegisterReturn['onChange'] | undefined,
    event: ChangeEvent<HTMLInputElement> | FocusEvent<HTMLInputElement>,
  ) =>
    void handler?.({ type: event.type, target: { name: field.name, value: event.target.value } });
  return (
    <div className="spam-trap" aria-hidden="true">
      <label>
        {field.label}
        <input
          ref={registration?.ref}
          name={trapInputName}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          onChange={(event) => forward(registration?.onChange, event)}
          onBlur={(event) => forward(registration?.onBlur, event)}
        />
      </label>
    </div>
  );
}
