import { Trans, useLingui } from '@lingui/react/macro';
import { Pagination, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { ImportPreview } from '../../kit/index.ts';
import { FIELD_LABELS } from './directoryMessages.ts';
import type { PreviewPerson } from './previewPerson.ts';

/** The update comparison list's page size (spec/workers.md "Pagination": 3). */
export const COMPARISON_PAGE_SIZE = 3;

/**
 * The update preview (spec/workers.md §2 "Bulk Import modal" 6): each stored person the import
 * changes, the current values beside the new ones (changed fields only), and in Replace Directory
 * the people it removes.
 */
export function UpdatePreview({ preview }: { preview: ImportPreview<PreviewPerson> }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const added = preview.added.length;
  const changed = preview.changed.length;
  const removed = preview.removed.length;
  const unchanged = preview.unchanged;
  const shown = preview.changed.slice(
    (page - 1) * COMPARISON_PAGE_SIZE,
    page * COMPARISON_PAGE_SIZE,
  );
  return (
    <Stack gap="xs">
      <Text role="status" fw={600}>
        <Trans>
          {added} new, {changed} updated, {unchanged} unchanged, {removed} removed
        </Trans>
      </Text>
      {changed > 0 && (
        <>
          <Table aria-label={t`Updated people: current and new`} striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Person ID</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Field</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Current</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>New</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.flatMap((change) =>
                change.fields.map((field, index) => (
                  <Table.Tr key={`${change.key}:${field}`}>
                    <Table.Td>{index === 0 ? change.key : ''}</Table.Td>
                    <Table.Td>{t(FIELD_LABELS[field])}</Table.Td>
                    <Table.Td>{change.before[field]}</Table.Td>
                    <Table.Td>{change.after[field]}</Table.Td>
                  </Table.Tr>
                )),
              )}
            </Table.Tbody>
          </Table>
          {changed > COMPARISON_PAGE_SIZE && (
            <Pagination
              total={Math.ceil(changed / COMPARISON_PAGE_SIZE)}
              value={page}
              onChange={setPage}
              size="sm"
            />
          )}
        </>
      )}
      {removed > 0 && (
        <Text size="sm" c="red">
          <Trans>Replace Directory removes {removed} people not in the sheet.</Trans>
        </Text>
      )}
    </Stack>
  );
}
