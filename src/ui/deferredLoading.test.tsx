import { Badge, Modal } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { deferred } from './deferred.tsx';
import { lazyWhenOpened } from './lazyWhenOpened.tsx';
import { TestProviders } from './testing/TestProviders.tsx';

afterEach(cleanup);

/** A module load the test finishes by hand, counting how often it was asked for. */
function heldLoad<C>(component: C) {
  let finish: () => void = () => {};
  const held = { requests: 0, finish: () => finish() };
  const load = () => {
    held.requests += 1;
    return new Promise<C>((resolve) => {
      finish = () => resolve(component);
    });
  };
  return { held, load };
}

function ConfirmDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Sure?">
      Really
    </Modal>
  );
}

type DialogProps = { opened: boolean; onClose: () => void };

function Page({ Dialog }: { Dialog: ComponentType<DialogProps> }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Open
      </button>
      <Dialog opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

function Loaded({ text }: { text: string }) {
  return <Badge>{`${text} (with its hint)`}</Badge>;
}

describe('lazyWhenOpened', () => {
  it('loads the dialog the first time it opens, and keeps it to open again', async () => {
    const { held, load } =
      heldLoad<ComponentType<{ opened: boolean; onClose: () => void }>>(ConfirmDialog);
    const Dialog = lazyWhenOpened(load);
    render(
      <TestProviders>
        <Page Dialog={Dialog} />
      </TestProviders>,
    );
    expect(held.requests).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(held.requests).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => held.finish());
    expect(await screen.findByRole('dialog', { name: 'Sure?' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Sure?' })).toBeTruthy();
    expect(held.requests).toBe(1);
  });
});

describe('deferred', () => {
  it('shows the fallback until the component has loaded after mounting, then the component', async () => {
    const { held, load } = heldLoad<ComponentType<{ text: string }>>(Loaded);
    const Hinted = deferred(load, ({ text }: { text: string }) => <span>{text}</span>);
    render(
      <TestProviders>
        <Hinted text="Waiting to sync" />
        <Hinted text="Not applied" />
      </TestProviders>,
    );
    expect(screen.getByText('Waiting to sync')).toBeTruthy();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(held.requests).toBe(1);
    await act(async () => held.finish());
    expect(screen.getByText('Waiting to sync (with its hint)')).toBeTruthy();
    expect(screen.getByText('Not applied (with its hint)')).toBeTruthy();
  });
});
