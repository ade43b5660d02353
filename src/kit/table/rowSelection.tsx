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

/** The selection of the RowSelectionProvider above, or null outside one. */
export function useRowSelection(): RowSelection | null {
  return useContext(RowSelectionContext);
}
