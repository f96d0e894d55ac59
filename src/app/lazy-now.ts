// Lazy code that renders at once when it is already loaded. React.lazy suspends on the first
// render even when the import has long finished (a promise answers a tick later), which commits a
// "Loading…" first and renders the part again in a task of its own after the page has painted
// (issue 27: that task is blocking time). Start-up preloads the page and the header's sections
// while the flags, site and catalog are on their way; handed over synchronously, they are part of
// the first render.
import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

type Module<T> = { default: T };
// What React.lazy takes: a component of any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** A thenable that calls back at once, which React.lazy takes as resolved without suspending (React reads nothing else of it). */
const settled = <T>(module: Module<T>) =>
  ({ then: (resolve: (value: Module<T>) => void) => resolve(module) }) as unknown as Promise<Module<T>>;

export interface LazyNow<T extends AnyComponent> {
  /** Starts loading (once; again after a failure). */
  preload(): Promise<Module<T>>;
  /** The lazy component; a `fresh` one asks again after a failed load (React keeps the failure). */
  component(fresh?: boolean): LazyExoticComponent<T>;
}

/**
 * Every lazy part of the app shell comes through here, drawn in the tenant's theme (themed.tsx,
 * loaded with the first of them): the first load carries no style library.
 */
export function lazyNow<T extends AnyComponent>(loadPart: () => Promise<Module<T>>): LazyNow<T> {
  const load = () =>
    Promise.all([import('./themed.tsx'), loadPart()]).then(([{ themed }, part]) => ({ default: themed(part.default) as T }));
  let loaded: Module<T> | undefined;
  let pending: Promise<Module<T>> | undefined;
  let current: LazyExoticComponent<T> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const component = (fresh = false) => {
    if (fresh || !current) current = lazy(() => (loaded ? settled(loaded) : preload()));
    return current;
  };
  return { preload, component };
}
