import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from './testing/TestProviders.tsx';
import { LeavePageConfirmation } from './LeavePageConfirmation.tsx';
import { LeavePageDialog } from './LeavePageDialog.tsx';

const UNSAVED =
  'You have unsaved changes. Press Cancel to go back and save these changes, or OK to lose these changes.';

afterEach(cleanup);

describe('LeavePageDialog', () => {
  it("defaults to the unsaved-changes text and a 'Yes' button", async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <TestProviders>
        <LeavePageDialog opened onConfirm={onConfirm} onCancel={onCancel} />
      </TestProviders>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Leave this page?' });
    expect(dialog.textContent).toContain(UNSAVED);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('takes its own title, message and OK text', () => {
    render(
      <TestProviders>
        <LeavePageDialog
          opened
          title="Discard invite?"
          message="The invite is not sent yet."
          okText="Discard"
          onConfirm={vi.fn()}
          onCancel={vi.fn()}
        />
      </TestProviders>,
    );
    expect(screen.getByRole('dialog', { name: 'Discard invite?' }).textContent).toContain(
      'The invite is not sent yet.',
    );
    expect(screen.getByRole('button', { name: 'Discard' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull();
  });
});

function appRouter(when: boolean) {
  const root = createRootRoute({ component: Outlet });
  const form = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: () => <LeavePageConfirmation when={when} />,
  });
  const other = createRoute({ getParentRoute: () => root, path: '/other', component: () => null });
  return createRouter({
    routeTree: root.addChildren([form, other]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
}

async function renderRouter(when: boolean) {
  const router = appRouter(when);
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  await act(() => router.load());
  return router;
}

describe('LeavePageConfirmation', () => {
  it('asks before leaving with unsaved changes; Cancel stays, Yes leaves', async () => {
    const router = await renderRouter(true);
    act(() => void router.navigate({ to: '/other' }));
    await screen.findByRole('dialog', { name: 'Leave this page?' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/');
    act(() => void router.navigate({ to: '/other' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/other'));
  });

  it('lets the user leave without asking when nothing is unsaved', async () => {
    const router = await renderRouter(false);
    await act(() => router.navigate({ to: '/other' }));
    expect(router.state.location.pathname).toBe('/other');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
