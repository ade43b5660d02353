import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RejectedError, RetryableError } from '../../api/errors.ts';
import { TestProviders } from '../../ui/testing/TestProviders.tsx';
import { OnlineOperationNotice } from './NeedsConnection.tsx';
import { useOnlineOperation } from './useOnlineOperation.ts';

afterEach(cleanup);

/** An "Import" button running `importRows` online-only, showing its state as the kit does. */
function ImportPanel(props: {
  importRows: (count: number) => Promise<number>;
  online: () => boolean;
}) {
  const operation = useOnlineOperation(props.importRows, { isOnline: props.online });
  return (
    <div>
      <button type="button" onClick={() => void operation.run(3)}>
        Import
      </button>
      <output>{operation.state.status}</output>
      {operation.state.status === 'done' && <p>Imported {operation.state.result}</p>}
      <OnlineOperationNotice state={operation.state} onRetry={() => void operation.retry()} />
    </div>
  );
}

function renderPanel(importRows: (count: number) => Promise<number>, online = () => true) {
  render(
    <TestProviders>
      <ImportPanel importRows={importRows} online={online} />
    </TestProviders>,
  );
}

describe('useOnlineOperation with OnlineOperationNotice', () => {
  it('runs online and shows the result', async () => {
    const importRows = vi.fn(async (count: number) => count * 2);
    renderPanel(importRows);
    expect(screen.getByRole('status').textContent).toBe('idle');
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Imported 6')).toBeTruthy();
    expect(importRows).toHaveBeenCalledWith(3);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offline: does not call the server, says it needs a connection, and retries when back', async () => {
    let online = false;
    const importRows = vi.fn(async (count: number) => count);
    renderPanel(importRows, () => online);
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This needs a connection');
    expect(importRows).not.toHaveBeenCalled();
    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Imported 3')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a network failure while online also needs a connection', async () => {
    renderPanel(async () => {
      throw new RetryableError('Network error: Failed to fetch', null);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('needs-connection'));
    expect(screen.getByRole('alert').textContent).toContain('This needs a connection');
  });

  it('a refusal is shown with its reason and Retry, never silently', async () => {
    const importRows = vi
      .fn<(count: number) => Promise<number>>()
      .mockRejectedValueOnce(new RejectedError('Not Authorized', 'NOT_AUTHORIZED', 403))
      .mockResolvedValueOnce(1);
    renderPanel(importRows);
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Not Authorized');
    expect(screen.getByRole('status').textContent).toBe('failed');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Imported 1')).toBeTruthy();
    expect(importRows).toHaveBeenCalledTimes(2);
  });
});
