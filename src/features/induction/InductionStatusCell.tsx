import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge, Stack, Text } from '@mantine/core';
import type { InductionDisplay } from '../../../contract/transitions/inductionStatus.ts';
import { CHANNEL_LABELS, STATUS_COLORS, STATUS_LABELS } from './inductionLabels.ts';

/** A completion's status (spec/visitors.md §4 display states) with its details. */
export function InductionStatusCell({ display }: { display: InductionDisplay }) {
  const { t } = useLingui();
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={STATUS_COLORS[display.display]} variant="light">
        {t(STATUS_LABELS[display.display])}
      </Badge>
      {display.display === 'completed' && (
        <Text size="xs" c="dimmed">
          <DaysSince days={display.daysSince} /> · {t(CHANNEL_LABELS[display.channel])}
        </Text>
      )}
      {display.display === 'screeningRoom' && (
        <Text size="xs" c="dimmed">
          <DaysSince days={display.daysSince} />
        </Text>
      )}
      {display.display === 'expired' && (
        <Text size="xs" c="dimmed">
          <Trans>
            Version {display.oldVersion}, now {display.newVersion}
          </Trans>
        </Text>
      )}
    </Stack>
  );
}

function DaysSince({ days }: { days: number }) {
  return <Plural value={days} _0="Today" one="# day ago" other="# days ago" />;
}
