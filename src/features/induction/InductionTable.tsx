import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Group, Table, Text } from '@mantine/core';
import type { InductionConfiguration } from '../../../contract/inductionConfig.ts';
import {
  inductionDisplay,
  verifiedAvatarRef,
} from '../../../contract/transitions/inductionStatus.ts';
import { formatTimestamp } from '../../ui/dateFormat.ts';
import { InductionStatusCell } from './InductionStatusCell.tsx';
import { CHANNEL_LABELS } from './inductionLabels.ts';
import { type CompletionRecord, completionName, isChannel } from './inductionRows.ts';

/** The completion log's rows, newest first, each with its status under its location's configuration. */
export function InductionTable(props: {
  records: readonly CompletionRecord[];
  configurations: ReadonlyMap<string, InductionConfiguration> | null;
  labelOf: (hierarchy: string) => string;
  now: number;
}) {
  const { t } = useLingui();
  return (
    <Table striped highlightOnHover aria-label={t`Induction log`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <Trans>Name</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Contact</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Location</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Channel</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Date</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Status</Trans>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.records.map((record) => {
          const name = completionName(record);
          const config = props.configurations?.get(record.EntityHierarchy) ?? null;
          const display = inductionDisplay(record, config, props.now);
          return (
            <Table.Tr key={`${record.EntityHierarchy}\n${record.evtTimeStampProfileID}`}>
              <Table.Td>
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
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {record.userDetails?.email ?? record.userDetails?.phoneNumber ?? ''}
                </Text>
              </Table.Td>
              <Table.Td>{props.labelOf(record.EntityHierarchy)}</Table.Td>
              <Table.Td>
                {isChannel(record.inductionType) ? t(CHANNEL_LABELS[record.inductionType]) : ''}
              </Table.Td>
              <Table.Td>{formatTimestamp(record.evtTimeStamp)}</Table.Td>
              <Table.Td>
                <InductionStatusCell display={display} />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
