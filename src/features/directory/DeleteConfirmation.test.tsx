import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../kit/testing/index.ts';
import { DELETE_PAGE_SIZE, DeleteConfirmation } from './DeleteConfirmation.tsx';
import type { DirectoryRecord } from './queries.ts';

afterEach(cleanup);

const person = (n: number) =>
  ({
    EntityHierarchy: 'acme#north#jhb-hq',
    ProfileId: `p${n}`,
    firstName: 'Person',
    lastName: String(n),
    personalIdentificationNr: `ID${n}`,
    organizationIdValue: `ORG${n}`,
  }) as DirectoryRecord;

describe('DeleteConfirmation', () => {
  it('lists the people 20 a page and deletes on confirmation', async () => {
    const onConfirm = vi.fn();
    const people = Array.from({ length: DELETE_PAGE_SIZE + 1 }, (_, n) => person(n + 1));
    render(
      <TestProviders>
        <DeleteConfirmation people={people} onConfirm={onConfirm} onClose={() => undefined} />
      </TestProviders>,
    );
    const table = await screen.findByRole('table', { name: 'Delete people' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(DELETE_PAGE_SIZE);
    expect(rows[0]!.textContent).toContain('Person 1');
    expect(rows[0]!.textContent).toContain('ID1');
    expect(rows[0]!.textContent).toContain('ORG1');
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(within(table).getAllByRole('row').slice(1)[0]!.textContent).toContain('Person 21');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
