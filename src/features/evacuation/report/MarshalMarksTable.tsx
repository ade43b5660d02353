import { Trans, useLingui } from '@lingui/react/macro';
import { Table, Text } from '@mantine/core';
import type { MarshalMarks } from '../../../../contract/evacuationReport.ts';

/** Who marked people during the evacuation and how often (every mark once). */
export function MarshalMarksTable({ marshals }: { marshals: readonly MarshalMarks[] }) {
  const { t } = useLingui();
  if (marshals.length === 0) {
    return (
      <Text c="dimmed">
        <Trans>No one was marked during this evacuation.</Trans>
      </Text>
    );
  }
  return (
    <Table aria-label={t`Marks per marshal`} withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <Trans>Marshal</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Marks</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Safe</Trans>
          </Table.Th>
          <Table.Th>
            <Trans>Not Safe</Trans>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {marshals.map((marshal) => {
          const name = marshal.name || t`Unknown marshal`;
          return (
            <Table.Tr key={marshal.email} aria-label={name}>
              <Table.Th scope="row">
                {name}
                {marshal.email && marshal.email !== name && (
                  <Text size="xs" c="dimmed">
                    {marshal.email}
                  </Text>
                )}
              </Table.Th>
              <Table.Td>{marshal.marks}</Table.Td>
              <Table.Td>{marshal.safe}</Table.Td>
              <Table.Td>{marshal.notSafe}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
