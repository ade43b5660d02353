import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AnalyticsFigures } from '../../../../contract/analytics/index.ts';
import { weekdayName } from '../../../kit/charts/labels.ts';

function Stat({ label, value, testId }: { label: ReactNode; value: ReactNode; testId: string }) {
  return (
    <Paper withBorder p="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/** The range's headline figures: visits, employees, average time on site, busiest weekday. */
export function AnalyticsSummary({ figures }: { figures: AnalyticsFigures }) {
  const { i18n } = useLingui();
  const { totals } = figures;
  const busiest = [...figures.weekdays].sort((a, b) => b.average - a.average)[0];
  const minutes = totals.averageDurationMinutes;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      <Stat label={<Trans>Visits</Trans>} value={totals.visits} testId="analytics-total-visits" />
      <Stat
        label={<Trans>Employee clock-ins</Trans>}
        value={totals.employees}
        testId="analytics-total-employees"
      />
      <Stat
        label={<Trans>Average time on site</Trans>}
        value={minutes === null ? '–' : <Trans>{minutes} min</Trans>}
        testId="analytics-average-duration"
      />
      <Stat
        label={<Trans>Busiest weekday (average visits)</Trans>}
        value={
          busiest && busiest.average > 0
            ? `${weekdayName(busiest.weekday, i18n.locale)} (${busiest.average})`
            : '–'
        }
        testId="analytics-busiest-weekday"
      />
    </SimpleGrid>
  );
}
