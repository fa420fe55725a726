import type { FieldValues, Resolver } from 'react-hook-form';

export interface LazyResolver<TInput extends FieldValues, TOutput> {
  resolver: Resolver<TInput, unknown, TOutput>;
  /** Starts loading the schema, e.g. when the visitor first focuses the form. */
  preload: () => void;
}

/**
 * A form resolver whose schema, and the validation library with it, loads on first use
 * instead of with the page: building schemas is real work a reader never needs. A failed
 * load is retried on the next validation.
 */
export function lazyResolver<TInput extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
): LazyResolver<TInput, TOutput> {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return {
    resolver: async (values, context, options) => (await loaded())(values, context, options),
    preload: () => void loaded().catch(() => undefined),
  };
}
