import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWakeLock } from '@/features/event/use-wake-lock';

class FakeSentinel extends EventTarget {
  readonly type = 'screen';
  onrelease = null;
  released = false;
  release = vi.fn(async () => {
    this.released = true;
  });
}

let visibility: DocumentVisibilityState = 'visible';
let sentinels: FakeSentinel[] = [];
const request = vi.fn<() => Promise<FakeSentinel>>();

function grant() {
  const sentinel = new FakeSentinel();
  sentinels.push(sentinel);
  return Promise.resolve(sentinel);
}

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** Lets the request's promise settle inside React's act. */
async function settle() {
  await act(async () => {});
}

beforeEach(() => {
  visibility = 'visible';
  sentinels = [];
  request.mockReset();
  request.mockImplementation(grant);
  Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } });
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => visibility,
  });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock');
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('useWakeLock', () => {
  it('holds one screen lock while active and releases it on unmount', async () => {
    const { unmount } = renderHook(() => useWakeLock(true));
    await settle();
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith('screen');

    // Coming back to a page whose lock is still held asks for nothing.
    setVisibility('visible');
    await settle();
    expect(request).toHaveBeenCalledTimes(1);

    unmount();
    expect(sentinels[0]?.release).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing while inactive and releases the lock when it turns inactive', async () => {
    const { rerender } = renderHook(({ active }) => useWakeLock(active), {
      initialProps: { active: false },
    });
    await settle();
    expect(request).not.toHaveBeenCalled();

    rerender({ active: true });
    await settle();
    expect(request).toHaveBeenCalledTimes(1);

    rerender({ active: false });
    expect(sentinels[0]?.release).toHaveBeenCalledTimes(1);
  });

  it('asks again when the page is visible after the browser dropped the lock', async () => {
    renderHook(() => useWakeLock(true));
    await settle();

    setVisibility('hidden');
    // What the browser does to every screen lock of a hidden page.
    if (sentinels[0]) sentinels[0].released = true;
    await settle();
    expect(request).toHaveBeenCalledTimes(1);

    setVisibility('visible');
    await settle();
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('waits for the page to be visible before asking', async () => {
    visibility = 'hidden';
    renderHook(() => useWakeLock(true));
    await settle();
    expect(request).not.toHaveBeenCalled();

    setVisibility('visible');
    await settle();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('releases a lock granted only after unmount', async () => {
    let resolve: (sentinel: FakeSentinel) => void = () => undefined;
    request.mockImplementationOnce(
      () =>
        new Promise((done) => {
          resolve = done;
        }),
    );
    const { unmount } = renderHook(() => useWakeLock(true));
    unmount();

    const late = new FakeSentinel();
    resolve(late);
    await settle();
    expect(late.release).toHaveBeenCalledTimes(1);
  });

  it('swallows a refusal and tries again when the page comes back', async () => {
    request.mockRejectedValueOnce(new DOMException('Battery saver', 'NotAllowedError'));
    renderHook(() => useWakeLock(true));
    await settle();
    expect(request).toHaveBeenCalledTimes(1);

    setVisibility('visible');
    await settle();
    expect(request).toHaveBeenCalledTimes(2);
    expect(sentinels).toHaveLength(1);
  });

  it('swallows a request that throws instead of rejecting', async () => {
    request.mockImplementationOnce(() => {
      throw new Error('not supported');
    });
    const { unmount } = renderHook(() => useWakeLock(true));
    await settle();
    expect(request).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('does nothing where the browser has no Wake Lock API', async () => {
    Reflect.deleteProperty(navigator, 'wakeLock');
    const { unmount } = renderHook(() => useWakeLock(true));
    setVisibility('visible');
    await settle();
    expect(() => unmount()).not.toThrow();
  });
});
