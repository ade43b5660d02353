import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import {
  type ColumnDescription,
  RowSyncMarker,
  useNotApplied,
  useOperationAccessCheck,
} from '../../../kit/index.ts';
import { formatTimestamp } from '../../../ui/dateFormat.ts';
import type { EvacResponse } from '../queries.ts';
import type { RollCallRow } from '../rollCallRows.ts';
import { EvacStatusBadge, STATUS_LABELS } from './EvacStatusBadge.tsx';
import { Disagreement } from './MarkSummary.tsx';

export type RollCallEntry = RollCallRow<EvacResponse>;

/** The roll call's columns: person, location, status (with a disagreement), last mark, action. */
export function useRollCallColumns(options: {
  labelOf: (hierarchy: string) => string;
  onUpdate: (row: RollCallEntry) => void;
}): ColumnDescription<RollCallEntry>[] {
  const { t, i18n } = useLingui();
  const { labelOf, onUpdate } = options;
  const notApplied = useNotApplied('evacResponses');
  const markAccess = useOperationAccessCheck('evacuationOperations/updateEvacStatus');
  return useMemo<ColumnDescription<RollCallEntry>[]>(
    () => [
      {
        key: 'person',
        title: t`Person`,
        width: 220,
        value: (row) => row.name,
        render: (row) => (
          <Stack gap={0}>
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" fw={500} truncate>
                {row.name}
              </Text>
              {row.current && (
                <RowSyncMarker record={row.current} notApplied={notApplied(row.current)} />
              )}
            </Group>
            {row.detail && (
              <Text size="xs" c="dimmed" truncate>
                {row.detail}
              </Text>
            )}
          </Stack>
        ),
      },
      { key: 'location', title: t`Location`, value: (row) => labelOf(row.hierarchy) },
      {
        key: 'status',
        title: t`Status`,
        width: 320,
        value: (row) => i18n._(STATUS_LABELS[row.status]),
        render: (row) =>
          row.current && row.disagreement.length > 0 ? (
            <Disagreement current={row.current} disagreement={row.disagreement} />
          ) : (
            <EvacStatusBadge status={row.status} />
          ),
      },
      {
        key: 'markedBy',
        title: t`Marked by`,
        value: (row) => row.current?.respondedBy?.name || row.current?.respondedBy?.email || '',
        render: (row) =>
          row.current ? (
            <Stack gap={0}>
              <Text size="sm" truncate>
                {row.current.respondedBy?.name || row.current.respondedBy?.email}
              </Text>
              <Text size="xs" c="dimmed">
                {formatTimestamp(row.current.responseTimestamp)}
              </Text>
            </Stack>
          ) : null,
      },
      { key: 'comment', title: t`Comment`, value: (row) => row.current?.comment ?? '' },
      {
        key: 'actions',
        title: t`Actions`,
        width: 120,
        exported: false,
        value: () => '',
        render: (row) =>
          row.evacuation.active && markAccess([row.hierarchy]).allowed ? (
            <Button
              size="xs"
              variant="light"
              mih={36}
              onClick={() => onUpdate(row)}
              aria-label={t`Update evacuation status of ${row.name}`}
            >
              <Trans>Update</Trans>
            </Button>
          ) : null,
      },
    ],
    [t, i18n, labelOf, onUpdate, notApplied, markAccess],
  );
}
