import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { MilestoneTime } from '../../../../contract/evacuationReport.ts';
import type { ColumnDescription } from '../../../kit/index.ts';
import { RecordTable } from '../../../kit/pages/RecordTable.tsx';
import { formatTimestamp } from '../../../ui/dateFormat.ts';
import { formatElapsed, REPORT_TIME_FORMAT } from './elapsed.ts';

const milestoneKey = (milestone: MilestoneTime) => String(milestone.percent);

/** Time from the start to 50 %, 90 % and 100 % accounted for, or 'Not reached'. */
export function ReportFigures({ milestones }: { milestones: readonly MilestoneTime[] }) {
  const { t, i18n } = useLingui();
  const percentOf = useMemo(
    () => (milestone: MilestoneTime) => i18n.number(milestone.percent / 100, { style: 'percent' }),
    [i18n],
  );
  const columns = useMemo<ColumnDescription<MilestoneTime>[]>(
    () => [
      { key: 'percent', title: t`Accounted for`, rowHeader: true, value: percentOf },
      {
        key: 'elapsed',
        title: t`Time from the start`,
        value: (milestone) => milestone.afterMs,
        render: (milestone) => (
          <span data-testid={`elapsed-${milestone.percent}`}>
            {milestone.afterMs === null ? (
              <Trans>Not reached</Trans>
            ) : (
              formatElapsed(milestone.afterMs)
            )}
          </span>
        ),
      },
      {
        key: 'at',
        title: t`Reached at`,
        value: (milestone) => formatTimestamp(milestone.at, REPORT_TIME_FORMAT),
      },
    ],
    [t, percentOf],
  );
  return (
    <RecordTable
      caption={t`Time to accounted for`}
      columns={columns}
      rows={milestones}
      rowKey={milestoneKey}
      rowLabel={percentOf}
    />
  );
}
