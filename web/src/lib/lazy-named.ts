import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type PreloadableComponent<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts downloading the component's chunk now (a failure is retried when it renders). */
  preload: () => void;
};

/** The props of a module's exported component (a function or a class). */
type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/**
 * `React.lazy` for a named export, with `preload()` to start the download before the component
 * renders (a route's page while its layout still loads, a menu when the pointer comes near).
 */
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K): PreloadableComponent<PropsOf<M[K]>> {
  type P = PropsOf<M[K]>;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const get = () => {
    loading ??= load().then(
      (module) => ({ default: module[name] as ComponentType<P> }),
      (error: unknown) => {
        loading = undefined; // a failed download is tried again on the next use
        throw error;
      },
    );
    return loading;
  };
  return Object.assign(lazy(get), { preload: () => void get().catch(() => undefined) });
}
