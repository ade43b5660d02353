import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useMemo } from 'react';
import type { BlockListMatchRecord } from '../../../contract/blockList/schemas.ts';
import type { ColumnDescription } from '../../kit/index.ts';
import { RecordTable } from '../../kit/pages/RecordTable.tsx';
import { formatTimestamp } from '../../ui/dateFormat.ts';
import { CHANNEL_LABELS } from './labels.ts';

const matchKey = (match: BlockListMatchRecord) => match.matchId;

/** The visitors who matched an entry at the location and below, newest first (ADMIN only). */
export function RecentMatches(props: {
  matches: readonly BlockListMatchRecord[];
  labelOf: (hierarchy: string) => string;
}) {
  const { t, i18n } = useLingui();
  const { labelOf } = props;
  const headingId = useId();
  const newestFirst = useMemo(
    () => [...props.matches].sort((a, b) => b.at - a.at),
    [props.matches],
  );
  const columns = useMemo<ColumnDescription<BlockListMatchRecord>[]>(
    () => [
      { key: 'at', title: t`When`, value: (match) => formatTimestamp(match.at) },
      { key: 'name', title: t`Name`, value: (match) => match.name, rowHeader: true },
      { key: 'location', title: t`Location`, value: (match) => labelOf(match.EntityHierarchy) },
      {
        key: 'channel',
        title: t`Channel`,
        value: (match) => i18n._(CHANNEL_LABELS[match.channel]),
      },
      { key: 'by', title: t`By`, value: (match) => match.by },
    ],
    [t, i18n, labelOf],
  );
  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Title order={2} id={headingId}>
        <Trans>Recent matches</Trans>
      </Title>
      <Paper withBorder p="md" radius="md">
        {newestFirst.length === 0 ? (
          <Text c="dimmed">
            <Trans>No matches yet</Trans>
          </Text>
        ) : (
          <RecordTable
            caption={t`Recent matches`}
            columns={columns}
            rows={newestFirst}
            rowKey={matchKey}
            height={360}
          />
        )}
      </Paper>
    </Stack>
  );
}
