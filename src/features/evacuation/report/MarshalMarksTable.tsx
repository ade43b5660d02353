import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import type { MarshalMarks } from '../../../../contract/evacuationReport.ts';
import type { ColumnDescription } from '../../../kit/index.ts';
import { RecordTable } from '../../../kit/pages/RecordTable.tsx';

const marshalKey = (marshal: MarshalMarks) => marshal.email;

/** Who marked people during the evacuation and how often (every mark once). */
export function MarshalMarksTable({ marshals }: { marshals: readonly MarshalMarks[] }) {
  const { t } = useLingui();
  const nameOf = useMemo(() => (marshal: MarshalMarks) => marshal.name || t`Unknown marshal`, [t]);
  const columns = useMemo<ColumnDescription<MarshalMarks>[]>(
    () => [
      {
        key: 'marshal',
        title: t`Marshal`,
        rowHeader: true,
        value: nameOf,
        render: (marshal) => (
          <>
            {nameOf(marshal)}
            {marshal.email && marshal.email !== nameOf(marshal) && (
              <Text size="xs" c="dimmed">
                {marshal.email}
              </Text>
            )}
          </>
        ),
      },
      { key: 'marks', title: t`Marks`, value: (marshal) => marshal.marks },
      { key: 'safe', title: t`Safe`, value: (marshal) => marshal.safe },
      { key: 'notSafe', title: t`Not Safe`, value: (marshal) => marshal.notSafe },
    ],
    [t, nameOf],
  );
  if (marshals.length === 0) {
    return (
      <Text c="dimmed">
        <Trans>No one was marked during this evacuation.</Trans>
      </Text>
    );
  }
  return (
    <RecordTable
      caption={t`Marks per marshal`}
      columns={columns}
      rows={marshals}
      rowKey={marshalKey}
      rowLabel={nameOf}
      rowHeight={52}
    />
  );
}
