import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Pagination, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { ColumnDescription } from '../../kit/index.ts';
import { RecordTable } from '../../kit/pages/RecordTable.tsx';
import type { DirectoryRecord } from './queries.ts';

/** The delete confirmation table's page size (spec/workers.md §9). */
export const DELETE_PAGE_SIZE = 20;

export interface DeleteConfirmationProps {
  people: readonly DirectoryRecord[];
  onConfirm: () => void;
  onClose: () => void;
}

const personKey = (person: DirectoryRecord) => `${person.EntityHierarchy}|${person.ProfileId}`;

/** Asks before deleting people, listing them 20 a page. */
export function DeleteConfirmation({ people, onConfirm, onClose }: DeleteConfirmationProps) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(people.length / DELETE_PAGE_SIZE));
  const shown = people.slice((page - 1) * DELETE_PAGE_SIZE, page * DELETE_PAGE_SIZE);
  const count = people.length;
  const columns = useMemo<ColumnDescription<DirectoryRecord>[]>(
    () => [
      {
        key: 'name',
        title: t`Name`,
        value: (person) => `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim(),
      },
      { key: 'id', title: t`Person ID`, value: (person) => person.personalIdentificationNr },
      {
        key: 'organization',
        title: t`Organization ID`,
        value: (person) => person.organizationIdValue,
      },
    ],
    [t],
  );
  return (
    <Modal opened onClose={onClose} title={t`Delete people`} size="lg" centered>
      <Stack>
        <Text>
          <Trans>Delete these {count} people from the directory?</Trans>
        </Text>
        <RecordTable caption={t`Delete people`} columns={columns} rows={shown} rowKey={personKey} />
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
