/*
 * jsdom lacks the layout APIs Mantine and the animation hooks use; these stubs make
 * them inert so component tests exercise behaviour, not the browser's layout engine.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => cleanup());

// A submission loads its code, writes IndexedDB and answers through a toast: on a 2-core
// machine with a busy core that chain took over the default second to show its toast. A
// slower host stretches the wait (the runner measured it: vite.config.ts).
configure({
  asyncUtilTimeout: Math.round(5000 * (Number(import.meta.env.TEST_HOST_SLOWDOWN) || 1)),
});

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds = [0];
  readonly scrollMargin = '0px';
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

window.ResizeObserver = ResizeObserverStub;
window.IntersectionObserver = IntersectionObserverStub;
window.scrollTo = vi.fn();
Object.defineProperty(document, 'fonts', {
  value: { addEventListener: vi.fn(), removeEventListener: vi.fn(), ready: Promise.resolve() },
});
