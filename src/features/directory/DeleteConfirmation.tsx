import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Pagination, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { DirectoryRecord } from './queries.ts';

/** The delete confirmation table's page size (spec/workers.md §9). */
export const DELETE_PAGE_SIZE = 20;

export interface DeleteConfirmationProps {
  people: readonly DirectoryRecord[];
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before deleting people, listing them 20 a page. */
export function DeleteConfirmation({ people, onConfirm, onClose }: DeleteConfirmationProps) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(people.length / DELETE_PAGE_SIZE));
  const shown = people.slice((page - 1) * DELETE_PAGE_SIZE, page * DELETE_PAGE_SIZE);
  const count = people.length;
  return (
    <Modal opened onClose={onClose} title={t`Delete people`} size="lg" centered>
      <Stack>
        <Text>
          <Trans>Delete these {count} people from the directory?</Trans>
        </Text>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Name</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Person ID</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Organization ID</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((person) => (
              <Table.Tr key={`${person.EntityHierarchy}|${person.ProfileId}`}>
                <Table.Td>{`${person.firstName ?? ''} ${person.lastName ?? ''}`.trim()}</Table.Td>
                <Table.Td>{person.personalIdentificationNr}</Table.Td>
                <Table.Td>{person.organizationIdValue}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="red" onClick={onConfirm}>
            <Trans>Delete</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
