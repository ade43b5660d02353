import { Trans } from '@lingui/react/macro';
import { Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { CsvExportButton } from '../../../ui/CsvExportButton.tsx';
import { formatTimestamp } from '../../../ui/dateFormat.ts';
import { type EvacuationReport as Report, useEvacuationReport } from '../queries.ts';
import type { Evacuation } from '../rollCallPeople.ts';
import { AccountedOverTime } from './AccountedOverTime.tsx';
import { MarshalMarksTable } from './MarshalMarksTable.tsx';
import { ReportFigures } from './ReportFigures.tsx';
import { useReportCsv } from './reportCsv.ts';
import { UnaccountedList } from './UnaccountedList.tsx';

/**
 * The report of one evacuation (the Report tab of messaging/evacuation/:entry): times to 50, 90
 * and 100 % accounted for, accounted for over time, marks per marshal and who was still
 * unaccounted for at the end, with a CSV export. Read from the local database, so it works
 * offline for an evacuation whose records are on the device.
 */
export function EvacuationReport(props: {
  root: string;
  evacuation: Evacuation;
  /** The entry's location and those below it that the same start covers. */
  covered: ReadonlyMap<string, Evacuation>;
  location: string;
}) {
  const report = useEvacuationReport(props.root, props.evacuation, props.covered);
  if (!report) return <Skeleton height={200} />;
  return <ReportView report={report} location={props.location} />;
}

function ReportView({ report, location }: { report: Report; location: string }) {
  const { columns, rows } = useReportCsv(report, location);
  const { accounted, total } = report;
  const end = formatTimestamp(report.end);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap">
        <Text data-testid="report-summary">
          {report.ended ? (
            <Trans>
              {accounted} of {total} accounted for when it ended ({end})
            </Trans>
          ) : (
            <Trans>
              Still active: {accounted} of {total} accounted for so far ({end})
            </Trans>
          )}
        </Text>
        <CsvExportButton name="evacuation-report" columns={columns} rows={rows} />
      </Group>
      <Stack gap="xs">
        <Title order={3}>
          <Trans>Time to accounted for</Trans>
        </Title>
        <ReportFigures milestones={report.milestones} />
      </Stack>
      <AccountedOverTime report={report} />
      <Stack gap="xs">
        <Title order={3}>
          <Trans>Marks per marshal</Trans>
        </Title>
        <MarshalMarksTable marshals={report.marshals} />
      </Stack>
      <Stack gap="xs">
        <Title order={3}>
          <Trans>Unaccounted for at the end</Trans>
        </Title>
        <UnaccountedList report={report} />
      </Stack>
    </Stack>
  );
}
