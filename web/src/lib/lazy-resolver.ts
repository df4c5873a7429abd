import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose code (zod and the schema) is downloaded on first use, so a page that
 * shows a form paints without it. Call `preload` when the visitor starts on the form (first
 * focus); validation then runs exactly as the eager resolver would.
 */
export function lazyResolver<TInput extends FieldValues, TContext, TOutput>(
  load: () => Promise<Resolver<TInput, TContext, TOutput>>,
) {
  let loading: Promise<Resolver<TInput, TContext, TOutput>> | undefined;
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined; // a failed download is tried again on the next use
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<TInput, TContext, TOutput> = async (values, context, options) =>
    (await get())(values, context, options);
  /** Starts the download early; a failure here is retried when the form is validated. */
  const preload = () => {
    get().catch(() => undefined);
  };
  return { resolver, preload };
}
