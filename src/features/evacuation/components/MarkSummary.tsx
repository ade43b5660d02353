import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { formatTimestamp } from '../../../ui/dateFormat.ts';
import { responseStatus } from '../evacStatus.ts';
import type { EvacResponse } from '../queries.ts';
import { EvacStatusBadge } from './EvacStatusBadge.tsx';

/** Who marked, when, what. */
export function MarkSummary({ mark }: { mark: EvacResponse }) {
  const who = mark.respondedBy?.name || mark.respondedBy?.email || '';
  const when = formatTimestamp(mark.responseTimestamp, 'HH:mm:ss');
  return (
    <Group gap={6} wrap="nowrap" data-testid="evac-mark">
      <EvacStatusBadge status={responseStatus(mark.status)} />
      <Text size="xs" c="dimmed" truncate>
        <Trans>
          {who} at {when}
        </Trans>
      </Text>
    </Group>
  );
}

/**
 * Two marshals disagree: the standing mark and the ones it contradicts (given within two minutes
 * before it), side by side with who, when and what, until someone marks again.
 */
export function Disagreement({
  current,
  disagreement,
}: {
  current: EvacResponse;
  disagreement: readonly EvacResponse[];
}) {
  const { t } = useLingui();
  const title = t`Marshals disagree`;
  return (
    <Paper withBorder radius="sm" px={6} py={2} role="group" aria-label={title}>
      <Stack gap={2}>
        <Text size="xs" fw={600} c="red">
          {title}
        </Text>
        <Group gap="xs" wrap="nowrap">
          {[current, ...disagreement].map((mark) => (
            <MarkSummary key={mark.responseKey} mark={mark} />
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
