import { describe, expect, it, vi } from 'vitest';
import type { Resolver } from 'react-hook-form';
import { lazyResolver } from '@/lib/lazy-resolver';

type Values = { name: string };
const accepting: Resolver<Values> = async (values) => ({ values, errors: {} });
const resolverOptions = { fields: {}, shouldUseNativeValidation: false };

describe('lazyResolver', () => {
  it('loads the schema once, on first use or on preload', async () => {
    const load = vi.fn(async () => accepting);
    const validation = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    validation.preload();
    const first = await validation.resolver({ name: 'Ada' }, undefined, resolverOptions);
    await validation.resolver({ name: 'Grace' }, undefined, resolverOptions);

    expect(first).toEqual({ values: { name: 'Ada' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load instead of failing for good', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(accepting);
    const validation = lazyResolver(load);

    validation.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(validation.resolver({ name: 'Ada' }, undefined, resolverOptions)).resolves.toEqual(
      { values: { name: 'Ada' }, errors: {} },
    );
    expect(load).toHaveBeenCalledTimes(2);
  });
});
