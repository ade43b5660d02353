import { useLingui } from '@lingui/react/macro';
import { Avatar, Group, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { InductionConfiguration } from '../../../contract/inductionConfig.ts';
import {
  inductionDisplay,
  verifiedAvatarRef,
} from '../../../contract/transitions/inductionStatus.ts';
import type { ColumnDescription } from '../../kit/index.ts';
import { formatTimestamp } from '../../ui/dateFormat.ts';
import { InductionStatusCell } from './InductionStatusCell.tsx';
import { CHANNEL_LABELS, STATUS_LABELS } from './inductionLabels.ts';
import { type CompletionRecord, completionName, isChannel } from './inductionRows.ts';

/**
 * The induction log's columns (for the kit's record log): each completion with its status under
 * its location's configuration at `now`.
 */
export function useInductionColumns(
  configurations: ReadonlyMap<string, InductionConfiguration> | null,
  labelOf: (hierarchy: string) => string,
  now: number,
): ColumnDescription<CompletionRecord>[] {
  const { t } = useLingui();
  return useMemo(() => {
    const displayOf = (record: CompletionRecord) =>
      inductionDisplay(record, configurations?.get(record.EntityHierarchy) ?? null, now);
    return [
      {
        key: 'name',
        title: t`Name`,
        value: completionName,
        render: (record) => {
          const name = completionName(record);
          return (
            <Group gap="xs" wrap="nowrap">
              <Avatar
                size="sm"
                radius="xl"
                name={name}
                alt={record.isVerified ? t`Verified photo of ${name}` : name}
                src={record.isVerified ? `/${verifiedAvatarRef(record.ProfileId)}` : null}
              />
              <Text size="sm">{name}</Text>
            </Group>
          );
        },
      },
      {
        key: 'contact',
        title: t`Contact`,
        value: (record) => record.userDetails?.email ?? record.userDetails?.phoneNumber ?? '',
      },
      { key: 'location', title: t`Location`, value: (record) => labelOf(record.EntityHierarchy) },
      {
        key: 'channel',
        title: t`Channel`,
        value: (record) =>
          isChannel(record.inductionType) ? t(CHANNEL_LABELS[record.inductionType]) : '',
      },
      { key: 'date', title: t`Date`, value: (record) => formatTimestamp(record.evtTimeStamp) },
      {
        key: 'status',
        title: t`Status`,
        value: (record) => t(STATUS_LABELS[displayOf(record).display]),
        render: (record) => <InductionStatusCell display={displayOf(record)} />,
      },
    ];
  }, [t, configurations, labelOf, now]);
}
