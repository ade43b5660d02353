import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { type ColumnDescription, usePagedRows } from '../../kit/index.ts';
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
  const { shown, pager } = usePagedRows(people, DELETE_PAGE_SIZE);
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
        {pager}
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
