import { Modal } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useMemo } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../ui/testing/TestProviders.tsx';
import type { ColumnDescription } from '../table/columns.ts';
import { AdminCollectionPage, useAdminDialogs } from './AdminCollectionPage.tsx';

afterEach(cleanup);

interface Door {
  id: string;
  name: string;
}

/** Doors of a building: a table with Edit and Delete per row, a form and a delete question. */
function Doors(props: {
  items: readonly Door[] | undefined;
  loading?: boolean;
  canAdd?: boolean;
  onRefresh?: () => void;
  toolbar?: ReactNode;
}) {
  const dialogs = useAdminDialogs<Door>();
  const columns = useMemo<ColumnDescription<Door>[]>(
    () => [
      { key: 'name', title: 'Name', value: (door) => door.name },
      {
        key: 'actions',
        title: 'Actions',
        value: () => '',
        render: (door) => (
          <>
            <button type="button" onClick={() => dialogs.edit(door)}>
              Edit {door.name}
            </button>
            <button type="button" onClick={() => dialogs.remove(door)}>
              Delete {door.name}
            </button>
          </>
        ),
      },
    ],
    [dialogs.edit, dialogs.remove],
  );
  return (
    <AdminCollectionPage
      title="Doors"
      intro="The doors of the building."
      summary={<span>Head office</span>}
      addLabel="Add door"
      canAdd={props.canAdd ?? true}
      {...(props.onRefresh ? { refresh: { onRefresh: props.onRefresh, loading: false } } : {})}
      items={props.items}
      loading={props.loading ?? false}
      skeletonLabel="Loading doors"
      toolbar={props.toolbar}
      empty="No doors yet."
      table={{
        caption: 'Doors',
        columns,
        rowKey: (door) => door.id,
        rowLabel: (door) => door.name,
      }}
      dialogs={dialogs}
      form={(dialog) => (
        <Modal opened onClose={dialogs.close} title={dialog.kind === 'add' ? 'New door' : 'Door'}>
          {dialog.kind === 'edit' ? `Editing ${dialog.item.name}` : 'A new door'}
        </Modal>
      )}
      confirmDelete={(door) => (
        <Modal opened onClose={dialogs.close} title="Delete door">
          Delete {door.name}?
        </Modal>
      )}
    />
  );
}

function renderDoors(props: Parameters<typeof Doors>[0]) {
  return render(
    <TestProviders>
      <Doors {...props} />
    </TestProviders>,
  );
}

describe('AdminCollectionPage', () => {
  it('shows the heading, the intro, the summary and the items on a record table', () => {
    renderDoors({
      items: [
        { id: 'a', name: 'Front' },
        { id: 'b', name: 'Back' },
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Doors' })).toBeTruthy();
    expect(screen.getByText('The doors of the building.')).toBeTruthy();
    expect(screen.getByText('Head office')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Doors' });
    expect(within(table).getByRole('row', { name: 'Front' })).toBeTruthy();
    expect(within(table).getByRole('row', { name: 'Back' })).toBeTruthy();
  });

  it('shows a skeleton while loading and the empty text when there is nothing', () => {
    const { rerender } = renderDoors({ items: undefined, loading: true });
    expect(screen.getByLabelText('Loading doors')).toBeTruthy();
    rerender(
      <TestProviders>
        <Doors items={[]} />
      </TestProviders>,
    );
    expect(screen.getByText('No doors yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('opens the form to add and to edit, and the delete confirmation', async () => {
    const user = userEvent.setup();
    renderDoors({ items: [{ id: 'a', name: 'Front' }] });
    await user.click(screen.getByRole('button', { name: 'Add door' }));
    expect(within(await screen.findByRole('dialog')).getByText('A new door')).toBeTruthy();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Edit Front' }));
    expect(await screen.findByText('Editing Front')).toBeTruthy();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Delete Front' }));
    expect(await screen.findByText('Delete Front?')).toBeTruthy();
  });

  it('disables the add button when adding is not allowed, and refreshes', async () => {
    const onRefresh = vi.fn();
    renderDoors({ items: [], canAdd: false, onRefresh });
    expect(screen.getByRole('button', { name: 'Add door' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledOnce();
  });

  it('shows the toolbar above the list once the items are known', () => {
    const toolbar = <input aria-label="Search doors" />;
    const { rerender } = renderDoors({ items: undefined, loading: true, toolbar });
    expect(screen.queryByRole('textbox', { name: 'Search doors' })).toBeNull();
    rerender(
      <TestProviders>
        <Doors items={[{ id: 'a', name: 'Front' }]} toolbar={toolbar} />
      </TestProviders>,
    );
    expect(screen.getByRole('textbox', { name: 'Search doors' })).toBeTruthy();
  });
});
