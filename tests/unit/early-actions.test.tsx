import { act } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installEarlyActions, pendingAttribute } from '@/lib/early-actions';

// Installed once, as the inlined script is, for the whole document.
beforeAll(() => installEarlyActions(window));

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

function Page({ onBook, onToggle }: { onBook: () => void; onToggle: () => void }) {
  return (
    <>
      <button type="button" onClick={onBook} data-dialog-title="Schedule a Consultation">
        Book
      </button>
      <button type="button" onClick={onToggle}>
        Toggle
      </button>
      <a href="#elsewhere">Elsewhere</a>
    </>
  );
}

/** Server-rendered markup in #root, as a prerendered page has before its script runs. */
function prerender(handlers: { onBook: () => void; onToggle: () => void }) {
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = renderToString(<Page {...handlers} />);
  document.body.append(container);
  const hydrate = () =>
    act(() => {
      root = hydrateRoot(container, <Page {...handlers} />);
    });
  const button = (name: string) =>
    [...container.querySelectorAll('button')].find((element) => element.textContent === name)!;
  return { container, hydrate, button };
}

describe('the early event contract', () => {
  it('holds a click made before hydration and replays it once React owns the button', async () => {
    const handlers = { onBook: vi.fn(), onToggle: vi.fn() };
    const { hydrate, button } = prerender(handlers);
    button('Toggle').click();
    button('Toggle').click();
    expect(window.earlyActions?.pending()).toBe(1);
    expect(document.documentElement.hasAttribute(pendingAttribute)).toBe(true);

    hydrate();
    await vi.waitFor(() => expect(handlers.onToggle).toHaveBeenCalledTimes(1));
    expect(window.earlyActions?.pending()).toBe(0);
    expect(document.documentElement.hasAttribute(pendingAttribute)).toBe(false);
    // Once hydrated, clicks go straight to React.
    button('Toggle').click();
    expect(handlers.onToggle).toHaveBeenCalledTimes(2);
  });

  // The contract tells a hydrated control by the props React keeps on it. If a React
  // upgrade renames that key, held clicks would wait for ever: this test fails first.
  it('recognises the controls React has hydrated', () => {
    const handlers = { onBook: vi.fn(), onToggle: vi.fn() };
    const { hydrate, button } = prerender(handlers);
    hydrate();
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    button('Toggle').dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(handlers.onToggle).toHaveBeenCalledTimes(1);
  });

  it('shows a dialog frame at once, and a close there cancels the held click', async () => {
    const handlers = { onBook: vi.fn(), onToggle: vi.fn() };
    const { hydrate, button } = prerender(handlers);
    button('Book').click();
    const frame = document.querySelector('[role="dialog"]');
    expect(frame?.getAttribute('aria-modal')).toBe('true');
    expect(frame?.textContent).toContain('Schedule a Consultation');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Close dialog');

    frame?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(window.earlyActions?.pending()).toBe(0);
    hydrate();
    button('Toggle').click();
    expect(handlers.onToggle).toHaveBeenCalledTimes(1);
    expect(handlers.onBook).not.toHaveBeenCalled();
  });

  it('replaces its frame with the app’s own dialog when it replays the click', async () => {
    const handlers = { onBook: vi.fn(), onToggle: vi.fn() };
    const { hydrate, button } = prerender(handlers);
    button('Book').click();
    expect(document.querySelector('.dialog-frame')).not.toBeNull();
    hydrate();
    await vi.waitFor(() => expect(handlers.onBook).toHaveBeenCalledTimes(1));
    expect(document.querySelector('.dialog-frame')).toBeNull();
  });

  it('holds a click React stops on a control whose part of the page waits for code, until React takes it', async () => {
    let arrive = () => {};
    const Later = lazy(
      () =>
        new Promise<{ default: () => null }>((resolve) => {
          arrive = () => resolve({ default: () => null });
        }),
    );
    const onApply = vi.fn();
    // The section's button hydrates; a part beside it waits for its chunk.
    const Section = ({ waiting }: { waiting: boolean }) => (
      <Suspense fallback={null}>
        <button type="button" onClick={onApply}>
          Apply
        </button>
        {waiting && <Later />}
      </Suspense>
    );
    const container = document.createElement('div');
    container.id = 'root';
    container.innerHTML = renderToString(<Section waiting={false} />);
    document.body.append(container);
    const button = container.querySelector('button')!;
    await act(async () => {
      root = hydrateRoot(container, <Section waiting />);
    });
    expect(Object.keys(button).some((key) => key.startsWith('__reactProps$'))).toBe(true);

    button.click();
    await vi.waitFor(() => expect(window.earlyActions?.pending()).toBe(1));
    expect(onApply).not.toHaveBeenCalled();
    await act(async () => arrive());
    await vi.waitFor(() => expect(onApply).toHaveBeenCalledTimes(1));
    expect(window.earlyActions?.pending()).toBe(0);
  });

  it('leaves links and controls outside the app alone', () => {
    prerender({ onBook: vi.fn(), onToggle: vi.fn() });
    const link = document.querySelector('a')!;
    const onLink = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(onLink);
    expect(onLink.defaultPrevented).toBe(false);

    const outside = document.createElement('button');
    document.body.append(outside);
    const onOutside = new MouseEvent('click', { bubbles: true, cancelable: true });
    outside.dispatchEvent(onOutside);
    expect(onOutside.defaultPrevented).toBe(false);
    expect(window.earlyActions?.pending()).toBe(0);
  });
});
