import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from './testing/TestProviders.tsx';
import { DetailsModal } from './DetailsModal.tsx';

afterEach(cleanup);

function renderModal(opened: boolean, onClose = vi.fn()) {
  render(
    <TestProviders>
      <DetailsModal
        opened={opened}
        onClose={onClose}
        title="Visitor details"
        fields={[
          { label: 'Name', value: 'Ann Smith' },
          { label: 'Company', value: '' },
          { label: 'Host', value: null },
        ]}
      >
        <p>Extra</p>
      </DetailsModal>
    </TestProviders>,
  );
  return onClose;
}

describe('DetailsModal', () => {
  it('lists the fields as terms and definitions, a dash for empty values', () => {
    renderModal(true);
    const dialog = screen.getByRole('dialog', { name: 'Visitor details' });
    const terms = [...dialog.querySelectorAll('dt')].map((term) => term.textContent);
    const values = [...dialog.querySelectorAll('dd')].map((value) => value.textContent);
    expect(terms).toEqual(['Name', 'Company', 'Host']);
    expect(values).toEqual(['Ann Smith', '—', '—']);
    expect(dialog.textContent).toContain('Extra');
  });

  it('closes with its Close button', async () => {
    const onClose = renderModal(true);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing while closed', () => {
    renderModal(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
