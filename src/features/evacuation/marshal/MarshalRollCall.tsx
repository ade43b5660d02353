import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import {
  useLocationSelection,
  useNotApplied,
  useOperationAccessCheck,
} from '../../../kit/index.ts';
import type { RollCallEntry } from '../components/rollCallColumns.tsx';
import { MarshalRow, TOUCH_TARGET_PX } from './MarshalRow.tsx';
import { matchesName } from './nameSearch.ts';
import { SiteTotalsList } from './SiteTotalsList.tsx';
import { siteTotals } from './siteTotals.ts';
import { useMarkSafe } from './useMarkSafe.ts';

/** Rows shown at first and added by 'Show more' (unaccounted come first; search narrows). */
export const MARSHAL_PAGE_SIZE = 100;

/**
 * Rows of the first frame: more than a phone's screen holds. The rest of the page follows in a
 * background render (useDeferredValue), so a marshal opening the roll call cold sees the first
 * people without waiting for a hundred rows to render.
 */
export const MARSHAL_FIRST_FRAME_ROWS = 8;

export interface MarshalRollCallProps {
  root: string;
  /** The roll call's rows after the status filter, unaccounted first. */
  rows: readonly RollCallEntry[];
  /** Every row of the roll call (for the per-site totals). */
  all: readonly RollCallEntry[];
  labelOf: (hierarchy: string) => string;
  onUpdate: (row: RollCallEntry) => void;
}

/**
 * Marshal mode (phone width): a one-handed list instead of the table. Search by name, the
 * accounted / unaccounted totals per site (rolled up the location tree), and large rows with one
 * tap to SAFE; NOT SAFE and comments through 'Update evacuation status'.
 */
export function MarshalRollCall({ root, rows, all, labelOf, onUpdate }: MarshalRollCallProps) {
  const { t } = useLingui();
  const { config } = useLocationSelection();
  const [search, setSearch] = useState('');
  const [limit, setLimit] = useState(MARSHAL_PAGE_SIZE);
  const notApplied = useNotApplied('evacResponses');
  const markAccess = useOperationAccessCheck('evacuationOperations/updateEvacStatus');
  const markSafe = useMarkSafe();
  const onSafe = useCallback((row: RollCallEntry) => markSafe(row), [markSafe]);
  const totals = useMemo(
    () => siteTotals(config?.deepStructure ?? [], root, all),
    [config, root, all],
  );
  const found = useMemo(() => rows.filter((row) => matchesName(row.name, search)), [rows, search]);
  const renderedLimit = useDeferredValue(limit, Math.min(limit, MARSHAL_FIRST_FRAME_ROWS));
  const shown = found.slice(0, renderedLimit);
  return (
    <Stack gap="sm">
      <SiteTotalsList totals={totals} labelOf={labelOf} />
      <TextInput
        type="search"
        size="md"
        label={t`Search by name`}
        leftSection={<IconSearch size={18} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setLimit(MARSHAL_PAGE_SIZE);
        }}
        styles={{ input: { minHeight: TOUCH_TARGET_PX } }}
      />
      <Stack
        gap="xs"
        role="table"
        aria-label={t`Roll call`}
        aria-rowcount={found.length}
        // Busy while the rows past the first frame are still being drawn (the deferred limit).
        aria-busy={renderedLimit !== limit}
      >
        {shown.map((row) => (
          <MarshalRow
            key={row.key}
            row={row}
            where={labelOf(row.hierarchy)}
            mayMark={row.evacuation.active && markAccess([row.hierarchy]).allowed}
            notApplied={row.current ? notApplied(row.current) : undefined}
            onSafe={onSafe}
            onUpdate={onUpdate}
          />
        ))}
      </Stack>
      {found.length === 0 && (
        <Text c="dimmed">
          {search.trim() ? (
            <Trans>No one of that name here.</Trans>
          ) : (
            <Trans>No one to account for here.</Trans>
          )}
        </Text>
      )}
      {found.length > limit && (
        <Button
          variant="default"
          mih={TOUCH_TARGET_PX}
          onClick={() => setLimit((current) => current + MARSHAL_PAGE_SIZE)}
        >
          <Plural
            value={found.length - limit}
            one="Show # more person"
            other="Show # more people"
          />
        </Button>
      )}
    </Stack>
  );
}
