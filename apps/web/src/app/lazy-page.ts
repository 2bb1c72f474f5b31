import { type ComponentType, lazy, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

type Preloadable = { preload(): Promise<unknown> };

/** A page (or frame) whose code loads on demand, or ahead of its first render with `preload`. */
export function lazyPage<T extends ComponentType<object>>(load: () => Promise<{ default: T }>) {
  let loading: Promise<{ default: T }> | undefined;
  const preload = () => (loading ??= load());
  return Object.assign(lazy(preload), { preload });
}

const isPreloadable = (type: unknown): type is Preloadable =>
  typeof type === 'object' && type !== null && 'preload' in type;

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
