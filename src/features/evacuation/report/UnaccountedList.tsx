import { Trans, useLingui } from '@lingui/react/macro';
import { Table, Text } from '@mantine/core';
import { formatTimestamp } from '../../../ui/dateFormat.ts';
import { EvacStatusBadge } from '../components/EvacStatusBadge.tsx';
import type { EvacuationReport } from '../queries.ts';

/** The people still unaccounted for at the end, with their status and the last mark, if any. */
export function UnaccountedList({ report }: { report: EvacuationReport }) {
  const { t } = useLingui();
  if (report.unaccounted.length === 0) {
    return (
      <Text c="dimmed" data-testid="everyone-accounted">
        {report.total === 0 ? (
          <Trans>No one was in this evacuation's audience on this device.</Trans>
        ) : (
          <Trans>Everyone was accounted for.</Trans>
        )}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table aria-label={t`Unaccounted for at the end`} withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Person</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Status</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Last marked by</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>When</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.unaccounted.map(({ person, status, current }) => (
            <Table.Tr key={person.key} aria-label={person.name}>
              <Table.Th scope="row">{person.name}</Table.Th>
              <Table.Td>
                <EvacStatusBadge status={status} />
              </Table.Td>
              <Table.Td>{current?.respondedBy?.name || current?.respondedBy?.email || ''}</Table.Td>
              <Table.Td>{formatTimestamp(current?.responseTimestamp)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
