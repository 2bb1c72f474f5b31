import { type ComponentType, createElement, lazy, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

type Preloadable = { preload(): Promise<unknown> };

/**
 * A page (or frame) whose code loads on demand, or ahead of its first render with `preload`. Once
 * loaded it renders at once: a render never suspends on code that has arrived, so the build renders
 * a page in one synchronous pass and the browser's first render matches it (docs/product.md#102-what-the-public-pages-load-first).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType<object> }>) {
  let loading: Promise<{ default: ComponentType<object> }> | undefined;
  let loaded: ComponentType<object> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(preload);
  function Page(props: object) {
    return createElement(loaded ?? Lazy, props);
  }
  return Object.assign(Page, { preload });
}

const isPreloadable = (type: unknown): type is Preloadable => typeof type === 'function' && 'preload' in type;

/**
 * Loads the code of every lazy page and frame the route table shows at `pathname`. The first render
 * waits for it: a page that suspends shows its spinner first, and React then holds the spinner for
 * at least 300 ms, so the page would paint about a third of a second later than its code arrived.
 */
export function preloadPages(routes: RouteObject[], pathname: string): Promise<unknown> {
  const types: unknown[] = (matchRoutes(routes, pathname) ?? []).map(
    (match) => (match.route.element as ReactElement | undefined)?.type,
  );
  return Promise.all(types.filter(isPreloadable).map((type) => type.preload()));
}
