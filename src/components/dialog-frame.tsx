import { useEffect, useEffectEvent, useId, useRef } from 'react';

interface DialogFrameProps {
  title: string;
  onClose: () => void;
}

/**
 * A dialog's overlay, title and close button, shown while its code loads: the click that
 * opened it is answered in the next frame instead of after a download. The same markup as
 * the early event contract's frame (src/lib/early-actions.ts), styled by global.css.
 */
export function DialogFrame({ title, onClose }: DialogFrameProps) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  });

  useEffect(() => {
    closeRef.current?.focus();
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <div className="dialog-frame">
      <div className="dialog-frame-overlay" onClick={onClose} aria-hidden="true" />
      <section
        className="dialog-frame-content"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <div className="dialog-frame-header">
          <h2 className="dialog-frame-title" id={titleId}>
            {title}
          </h2>
          <button
            ref={closeRef}
            type="button"
            className="dialog-frame-close"
            aria-label="Close dialog"
            onClick={onClose}
          >
            ×
          </button>
        </div>
        <p className="dialog-frame-loading" role="status">
          Loading…
        </p>
      </section>
    </div>
  );
}
