import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteProgressBar } from './RouteProgressBar.tsx';

afterEach(cleanup);

/** A router whose '/slow' route loads until `finish` is called. */
function routerWithSlowRoute() {
  let finish: () => void = () => undefined;
  const root = createRootRoute({
    component: () => (
      <>
        <RouteProgressBar />
        <Outlet />
      </>
    ),
  });
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <p>Home</p> });
  const slow = createRoute({
    getParentRoute: () => root,
    path: '/slow',
    loader: () =>
      new Promise<void>((resolve) => {
        finish = resolve;
      }),
    component: () => <p>Slow page</p>,
  });
  const router = createRouter({
    routeTree: root.addChildren([home, slow]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return { router, finish: () => finish() };
}

const bar = () => screen.getByTestId('route-progress');
const width = () => Number.parseFloat(bar().style.width);

describe('the route progress bar (spec/frame.md §2)', () => {
  it('runs while a route loads, fills when it has loaded, and then goes away', async () => {
    const { router, finish } = routerWithSlowRoute();
    render(<RouterProvider router={router} />);
    await screen.findByText('Home');
    await waitFor(() => expect(bar().dataset.loading).toBe('false'));
    await waitFor(() => expect(width()).toBe(0));

    act(() => void router.navigate({ to: '/slow' }));
    await waitFor(() => expect(bar().dataset.loading).toBe('true'));
    expect(width()).toBeGreaterThan(0);
    const early = width();
    // It creeps on towards 90 % while the route loads, never reaching the end.
    await waitFor(() => expect(width()).toBeGreaterThan(early));
    expect(width()).toBeLessThan(100);
    expect(bar().style.opacity).toBe('1');

    act(() => finish());
    await screen.findByText('Slow page');
    await waitFor(() => expect(bar().dataset.loading).toBe('false'));
    await waitFor(() => expect(width()).toBe(0));
    expect(bar().style.opacity).toBe('0');
  });
});
