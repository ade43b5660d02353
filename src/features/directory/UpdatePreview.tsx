import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { DirectoryField } from '../../../contract/directory/fields.ts';
import {
  type ColumnDescription,
  type ImportPreview,
  StaticTable,
  usePagedRows,
} from '../../kit/index.ts';
import { FIELD_LABELS } from './directoryMessages.ts';
import type { PreviewPerson } from './previewPerson.ts';

/** The update comparison list's page size (spec/workers.md "Pagination": 3). */
export const COMPARISON_PAGE_SIZE = 3;

/** One changed field of a person: the comparison table's row (the person's ID on its first). */
interface ChangedField {
  key: string;
  field: DirectoryField;
  first: boolean;
  before: string;
  after: string;
}

function changedFieldRows(change: ImportPreview<PreviewPerson>['changed'][number]): ChangedField[] {
  return change.fields.map((field, index) => ({
    key: change.key,
    field,
    first: index === 0,
    before: change.before[field],
    after: change.after[field],
  }));
}

/**
 * The update preview (spec/workers.md §2 "Bulk Import modal" 6): each stored person the import
 * changes, the current values beside the new ones (changed fields only), and in Replace Directory
 * the people it removes.
 */
export function UpdatePreview({ preview }: { preview: ImportPreview<PreviewPerson> }) {
  const { t } = useLingui();
  const added = preview.added.length;
  const changed = preview.changed.length;
  const removed = preview.removed.length;
  const unchanged = preview.unchanged;
  const columns = useMemo(
    (): ColumnDescription<ChangedField>[] => [
      { key: 'person', title: t`Person ID`, value: (row) => (row.first ? row.key : '') },
      { key: 'field', title: t`Field`, value: (row) => t(FIELD_LABELS[row.field]) },
      { key: 'current', title: t`Current`, value: (row) => row.before },
      { key: 'new', title: t`New`, value: (row) => row.after },
    ],
    [t],
  );
  const { shown, pager } = usePagedRows(preview.changed, COMPARISON_PAGE_SIZE, 'sm');
  return (
    <Stack gap="xs">
      <Text role="status" fw={600}>
        <Trans>
          {added} new, {changed} updated, {unchanged} unchanged, {removed} removed
        </Trans>
      </Text>
      {changed > 0 && (
        <>
          <StaticTable
            caption={t`Updated people: current and new`}
            columns={columns}
            rows={shown.flatMap(changedFieldRows)}
            rowKey={(row) => `${row.key}:${row.field}`}
            withTableBorder
          />
          {pager}
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
