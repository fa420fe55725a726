/**
 * Spam protection that costs a visitor nothing: a field no person sees, reaches by
 * keyboard or hears from a screen reader, which bots that fill every input fill. A lead
 * that arrives with it filled is thanked like any other and never stored or sent.
 */
const honeypotName = 'website';

export function HoneypotField() {
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        Website
        <input name={honeypotName} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** True when the form that sent this submit event has its honeypot filled. */
export function caughtByHoneypot(event: { target?: EventTarget | null } | undefined): boolean {
  const form = event?.target;
  if (!(form instanceof HTMLFormElement)) return false;
  const field = form.elements.namedItem(honeypotName);
  return field instanceof HTMLInputElement && field.value !== '';
}
