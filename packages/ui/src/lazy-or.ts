import { lazy, type ComponentType } from 'react';

/**
 * A component whose code is fetched when it first renders. If the code cannot be fetched (the
 * connection dropped, a new release removed the old file), `Fallback` renders in its place: a lazy
 * component's failed import otherwise throws to the route's error page and takes the whole page
 * down for a part of it.
 */
export function lazyOr<Props extends object>(load: () => Promise<ComponentType<Props>>, Fallback: ComponentType<Props>) {
  return lazy(async (): Promise<{ default: ComponentType<Props> }> => {
    try {
      return { default: await load() };
    } catch {
      return { default: Fallback };
    }
  });
}
