import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group } from '@mantine/core';
import { type ReactNode, useMemo, useState } from 'react';
import { type ColumnDescription, useOperationAccessCheck } from '../../kit/index.ts';
import { formatTimestamp } from '../../ui/dateFormat.ts';
import { lazyWhenOpened } from '../../ui/lazyWhenOpened.tsx';
import {
  processingTimeOf,
  RESULT_COLORS,
  RESULT_LABELS,
  resultOf,
  type ScreeningRecord,
  screeningName,
} from './screeningRows.ts';
import type { ScreeningAction } from './useScreeningReset.ts';

const RESET = 'preScreeningOperations/preScreeningAdminResetFailedScreening';

const ScreeningActionModal = lazyWhenOpened(() =>
  import('./ScreeningActionModal.tsx').then((m) => m.ScreeningActionModal),
);

/**
 * The Screening Log's columns (for the kit's record log) and the dialog they open: Reset for a
 * failed item, Delete for any, to whoever may reset screenings at its location.
 */
export function useScreeningColumns(labelOf: (hierarchy: string) => string): {
  columns: ColumnDescription<ScreeningRecord>[];
  dialog: ReactNode;
} {
  const { t } = useLingui();
  const check = useOperationAccessCheck(RESET);
  const [opened, setOpened] = useState<{ action: ScreeningAction; record: ScreeningRecord } | null>(
    null,
  );
  const columns = useMemo<ColumnDescription<ScreeningRecord>[]>(
    () => [
      { key: 'name', title: t`Name`, value: screeningName },
      { key: 'location', title: t`Location`, value: (record) => labelOf(record.EntityHierarchy) },
      {
        key: 'date',
        title: t`Screening date`,
        value: (record) => formatTimestamp(record.preScreeningDate),
      },
      {
        key: 'processed',
        title: t`Processed`,
        value: (record) => formatTimestamp(processingTimeOf(record) || undefined),
      },
      {
        key: 'result',
        title: t`Result`,
        value: (record) => t(RESULT_LABELS[resultOf(record)]),
        render: (record) => {
          const result = resultOf(record);
          return (
            <Badge color={RESULT_COLORS[result]} variant="light">
              {t(RESULT_LABELS[result])}
            </Badge>
          );
        },
      },
      {
        key: 'actions',
        title: t`Actions`,
        exported: false,
        value: () => '',
        render: (record) => {
          if (!check([record.EntityHierarchy]).allowed) return null;
          const name = screeningName(record);
          return (
            <Group gap="xs" wrap="nowrap">
              {resultOf(record) === 'FAILED' && (
                <Button
                  size="compact-xs"
                  variant="light"
                  aria-label={t`Reset screening of ${name}`}
                  onClick={() => setOpened({ action: 'reset', record })}
                >
                  <Trans>Reset</Trans>
                </Button>
              )}
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                aria-label={t`Delete screening of ${name}`}
                onClick={() => setOpened({ action: 'delete', record })}
              >
                <Trans>Delete</Trans>
              </Button>
            </Group>
          );
        },
      },
    ],
    [t, labelOf, check],
  );
  const dialog = opened && (
    <ScreeningActionModal
      opened
      action={opened.action}
      record={opened.record}
      onClose={() => setOpened(null)}
    />
  );
  return { columns, dialog };
}
