import { Checkbox } from '@mantine/core';
import { useRowSelection } from './rowSelection.tsx';

/**
 * A row's selection checkbox (inside a RowSelectionProvider); `label` names the row. Apart from
 * the provider so that a page can hold a selection without loading the checkbox before its rows.
 */
export function RowSelectCheckbox({ id, label }: { id: string; label: string }) {
  const selection = useRowSelection();
  return (
    <Checkbox
      aria-label={label}
      checked={selection?.selected.has(id) ?? false}
      onChange={() => selection?.toggle(id)}
    />
  );
}
