import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useId } from '@/lib/mantine-use-id';

describe('useId (Mantine ids)', () => {
  it("keeps React's id across renders, in Mantine's format", () => {
    const { result, rerender } = renderHook(() => useId());
    const first = result.current;
    expect(first).toMatch(/^mantine-[^:]+$/);
    rerender();
    expect(result.current).toBe(first);
  });

  it('returns a given id unchanged', () => {
    expect(renderHook(() => useId('email')).result.current).toBe('email');
  });
});
