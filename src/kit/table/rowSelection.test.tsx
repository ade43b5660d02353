import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../ui/testing/TestProviders.tsx';
import { RowSelectCheckbox } from './RowSelectCheckbox.tsx';
import { RowSelectionProvider } from './rowSelection.tsx';

function Selectable() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set(['a']));
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <RowSelectionProvider selected={selected} onToggle={toggle}>
      <RowSelectCheckbox id="a" label="Select A" />
      <RowSelectCheckbox id="b" label="Select B" />
    </RowSelectionProvider>
  );
}

describe('RowSelectCheckbox', () => {
  it('shows the selection it is given and toggles its own row', () => {
    render(
      <TestProviders>
        <Selectable />
      </TestProviders>,
    );
    const a = screen.getByRole('checkbox', { name: 'Select A' }) as HTMLInputElement;
    const b = screen.getByRole('checkbox', { name: 'Select B' }) as HTMLInputElement;
    expect([a.checked, b.checked]).toEqual([true, false]);
    fireEvent.click(b);
    expect([a.checked, b.checked]).toEqual([true, true]);
    fireEvent.click(a);
    expect([a.checked, b.checked]).toEqual([false, true]);
  });
});
