import { Trans, useLingui } from '@lingui/react/macro';
import { Table } from '@mantine/core';
import type { MilestoneTime } from '../../../../contract/evacuationReport.ts';
import { formatTimestamp } from '../../../ui/dateFormat.ts';
import { formatElapsed, REPORT_TIME_FORMAT } from './elapsed.ts';

/** Time from the start to 50 %, 90 % and 100 % accounted for, or 'Not reached'. */
export function ReportFigures({ milestones }: { milestones: readonly MilestoneTime[] }) {
  const { t, i18n } = useLingui();
  return (
    <Table aria-label={t`Time to accounted for`} withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <Trans>Accounted for</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Time from the start</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Reached at</Trans>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {milestones.map((milestone) => {
          const percent = i18n.number(milestone.percent / 100, { style: 'percent' });
          return (
            <Table.Tr key={milestone.percent} aria-label={percent}>
              <Table.Th scope="row">{percent}</Table.Th>
              <Table.Td data-testid={`elapsed-${milestone.percent}`}>
                {milestone.afterMs === null ? (
                  <Trans>Not reached</Trans>
                ) : (
                  formatElapsed(milestone.afterMs)
                )}
              </Table.Td>
              <Table.Td>{formatTimestamp(milestone.at, REPORT_TIME_FORMAT)}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
