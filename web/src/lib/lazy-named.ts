import { type ComponentType, createElement, use } from 'react';

export type PreloadableComponent<P> = ComponentType<P> & {
  /** Starts downloading the component's chunk now; resolves once it is there (a failure resolves too, and is retried when it renders). */
  preload: () => Promise<void>;
};

/** The props of a module's exported component (a function or a class). */
type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/**
 * `React.lazy` for a named export, with `preload()` to start the download before the component
 * renders (a route's page while its layout still loads, a menu when the pointer comes near).
 * Unlike `React.lazy`, a component whose chunk has arrived renders at once: `React.lazy` suspends
 * on its first render even then, so a page whose code was preloaded still painted its spinner
 * first, and a server-drawn first screen (web/src/features/first-screen) would flash.
 */
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K): PreloadableComponent<PropsOf<M[K]>> {
  type P = PropsOf<M[K]>;
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const get = () => {
    loading ??= load().then(
      (module) => {
        loaded = module[name] as ComponentType<P>;
        return loaded;
      },
      (error: unknown) => {
        loading = undefined; // a failed download is tried again on the next use
        throw error;
      },
    );
    return loading;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per lazy component, at module level, as React.lazy is
  function Lazy(props: P) {
    // The same promise every time until it settles: `use` suspends on it once, never in a loop.
    const Component = loaded ?? use(get());
    return createElement(Component as ComponentType<object>, props as object);
  }
  Lazy.displayName = `Lazy(${String(name)})`;
  return Object.assign(Lazy as ComponentType<P>, {
    preload: () =>
      get().then(
        () => undefined,
        () => undefined,
      ),
  });
}
