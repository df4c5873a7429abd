import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type PreloadableComponent<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts downloading the component's chunk now; resolves once it is there (a failure resolves too, and is retried when it renders). */
  preload: () => Promise<void>;
};

/** The props of a module's exported component (a function or a class). */
type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/**
 * `React.lazy` for a named export, with `preload()` to start the download before the component
 * renders (a route's page while its layout still loads, a menu when the pointer comes near).
 * A component whose chunk has already arrived renders at once: React.lazy asks its loader for a
 * thenable, and when that thenable answers synchronously React uses the module in the same render
 * instead of suspending, so a preloaded page paints no spinner first and a server-drawn first
 * screen (web/src/features/first-screen) is replaced without a flash.
 */
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K): PreloadableComponent<PropsOf<M[K]>> {
  type Module = { default: ComponentType<PropsOf<M[K]>> };
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const get = () => {
    loading ??= load().then(
      (module) => {
        loaded = { default: module[name] as ComponentType<PropsOf<M[K]>> };
        return loaded;
      },
      (error: unknown) => {
        loading = undefined; // a failed download is tried again on the next use
        throw error;
      },
    );
    return loading;
  };
  // Already here: a thenable that answers in the same tick (React.lazy then renders it at once).
  const answerNow = (module: Module): PromiseLike<Module> => ({
    // biome-ignore lint/suspicious/noThenProperty: a synchronous thenable is the point: React.lazy reads it in the same render
    then: (resolve) => Promise.resolve(resolve ? resolve(module) : (module as never)),
  });
  const loader = () => (loaded ? answerNow(loaded) : get());
  return Object.assign(lazy(loader as () => Promise<Module>), {
    preload: () =>
      get().then(
        () => undefined,
        () => undefined,
      ),
  });
}
