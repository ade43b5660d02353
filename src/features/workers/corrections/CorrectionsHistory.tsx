import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { List, Stack, Text } from '@mantine/core';
import { pairCorrections } from '../../../../contract/transitions/workerCorrections.ts';
import type { CorrectionEntry, WorkerLogRecord } from '../../../../contract/workerCorrections.ts';
import { formatTimestamp } from '../../../ui/dateFormat.ts';

const TYPE_LABELS: Record<string, MessageDescriptor> = {
  CONVERT_TO_CLOCK_OUT: msg`Clock-in converted to a clock-out`,
  ADJUST_CLOCK_IN: msg`Clock-in time adjusted`,
  ADJUST_CLOCK_OUT: msg`Clock-out time adjusted`,
  CREATE_CLOCK_OUT: msg`Clock-out created`,
  CREATE_PAIR: msg`Shift pair created`,
  COMMENT: msg`Comment`,
};

function PreviousTime({ entry }: { entry: CorrectionEntry }) {
  const before = entry.preCorrectionValues?.evtTimeStamp;
  if (typeof before !== 'number') return null;
  const time = formatTimestamp(before);
  return (
    <Text size="xs" c="dimmed">
      <Trans>Previous time: {time}</Trans>
    </Text>
  );
}

/**
 * The corrections of a shift pair, oldest first (spec/workers.md §3 correction entry): what was
 * done, the comment, who ({email}) and when; an adjusted time shows the time it had before.
 */
export function CorrectionsHistory({
  clockIn,
  clockOut,
}: {
  clockIn?: WorkerLogRecord | undefined;
  clockOut?: WorkerLogRecord | undefined;
}) {
  const { t } = useLingui();
  const entries = pairCorrections(clockIn, clockOut);
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>No corrections yet.</Trans>
      </Text>
    );
  }
  return (
    <List spacing="sm" aria-label={t`Corrections history`}>
      {entries.map((entry) => {
        const label = TYPE_LABELS[entry.correctionType];
        const when = formatTimestamp(entry.correctionTiming);
        const { user, email } = entry;
        return (
          <List.Item key={entry.correctionId}>
            <Stack gap={2}>
              <Text size="sm" fw={600}>
                {label ? t(label) : entry.correctionType}
              </Text>
              {entry.correctionComment && <Text size="sm">{entry.correctionComment}</Text>}
              <PreviousTime entry={entry} />
              <Text size="xs" c="dimmed">
                <Trans>
                  {user} ({email}), {when}
                </Trans>
              </Text>
            </Stack>
          </List.Item>
        );
      })}
    </List>
  );
}
