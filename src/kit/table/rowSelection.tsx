import { Checkbox } from '@mantine/core';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

interface RowSelection {
  selected: ReadonlySet<string>;
  toggle: (id: string) => void;
}

const RowSelectionContext = createContext<RowSelection | null>(null);

/**
 * The selected rows of a table, given to its RowSelectCheckbox cells through context: the
 * columns do not change when the selection does, so the table does not draw every row again
 * (it defers new columns) and a checkbox shows its new state at once.
 */
export function RowSelectionProvider(props: {
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  children: ReactNode;
}) {
  const { selected, onToggle } = props;
  const value = useMemo(() => ({ selected, toggle: onToggle }), [selected, onToggle]);
  return (
    <RowSelectionContext.Provider value={value}>{props.children}</RowSelectionContext.Provider>
  );
}

/** A row's selection checkbox (inside a RowSelectionProvider); `label` names the row. */
export function RowSelectCheckbox({ id, label }: { id: string; label: string }) {
  const selection = useContext(RowSelectionContext);
  return (
    <Checkbox
      aria-label={label}
      checked={selection?.selected.has(id) ?? false}
      onChange={() => selection?.toggle(id)}
    />
  );
}
