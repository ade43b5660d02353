import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Table } from '@mantine/core';
import { useState } from 'react';
import { useOperationAccessCheck } from '../../kit/index.ts';
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

/** The Screening Log's rows, in the order given; Reset for a failed one, Delete for any. */
export function ScreeningTable({
  records,
  labelOf,
}: {
  records: readonly ScreeningRecord[];
  labelOf: (hierarchy: string) => string;
}) {
  const { t } = useLingui();
  const check = useOperationAccessCheck(RESET);
  const [opened, setOpened] = useState<{ action: ScreeningAction; record: ScreeningRecord } | null>(
    null,
  );
  return (
    <>
      <Table striped highlightOnHover aria-label={t`Screening Log`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Name</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Location</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Screening date</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Processed</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Result</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Actions</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record) => {
            const result = resultOf(record);
            const name = screeningName(record);
            const allowed = check([record.EntityHierarchy]).allowed;
            return (
              <Table.Tr key={`${record.EntityHierarchy}\n${record.preScreeningDateProfileID}`}>
                <Table.Td>{name}</Table.Td>
                <Table.Td>{labelOf(record.EntityHierarchy)}</Table.Td>
                <Table.Td>{formatTimestamp(record.preScreeningDate)}</Table.Td>
                <Table.Td>{formatTimestamp(processingTimeOf(record) || undefined)}</Table.Td>
                <Table.Td>
                  <Badge color={RESULT_COLORS[result]} variant="light">
                    {t(RESULT_LABELS[result])}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {allowed && (
                    <Group gap="xs" wrap="nowrap">
                      {result === 'FAILED' && (
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
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {opened && (
        <ScreeningActionModal
          opened
          action={opened.action}
          record={opened.record}
          onClose={() => setOpened(null)}
        />
      )}
    </>
  );
}
