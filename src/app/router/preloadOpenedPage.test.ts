import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
} from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { preloadOpenedPage } from './preloadOpenedPage.ts';

/** A router like the app's: a guard that waits for a session that does not come, lazy pages. */
function appLikeRouter(path: string, loaded: string[]) {
  const rootRoute = createRootRoute();
  const shell = createRoute({
    getParentRoute: () => rootRoute,
    id: 'shell',
    beforeLoad: () => new Promise<void>(() => {}),
  });
  const page = (name: string) =>
    lazyRouteComponent(async () => {
      loaded.push(name);
      return { default: () => null };
    });
  const log = createRoute({ getParentRoute: () => shell, path: 'log', component: page('log') });
  const other = createRoute({
    getParentRoute: () => shell,
    path: 'other',
    component: page('other'),
  });
  return createRouter({
    routeTree: rootRoute.addChildren([shell.addChildren([log, other])]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
}

describe('preloadOpenedPage', () => {
  it('loads the opened page’s chunk at once, while the guard still waits for the session', async () => {
    const loaded: string[] = [];
    preloadOpenedPage(appLikeRouter('/log', loaded));
    await new Promise((done) => setTimeout(done, 0));
    expect(loaded).toEqual(['log']);
  });
});
