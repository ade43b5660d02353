import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { InvalidImportRow, SheetRow } from '../../../contract/directory/index.ts';
import type { TemplateColumn } from '../../../contract/directory/importTemplate.ts';
import { FIELD_LABELS } from './directoryMessages.ts';
import { importIssuesByField } from './importMessages.ts';

/**
 * One invalid row of an import as a form (spec/workers.md §2 "Bulk Import modal" 5): its cells,
 * each with the import's message, fixed in place; Validate puts the row through the check again
 * (with every other row), and a row that passes moves to the valid ones.
 */
export function InvalidRowForm(props: {
  row: InvalidImportRow;
  columns: readonly TemplateColumn[];
  onValidate: (rowNumber: number, cells: SheetRow) => void;
}) {
  const { t } = useLingui();
  const { row, columns } = props;
  const [draft, setDraft] = useState<SheetRow>(row.cells);
  const errors = importIssuesByField(row.issues, row.cells, t);
  const rowNumber = row.rowNumber;
  return (
    <Paper
      withBorder
      p="sm"
      component="fieldset"
      aria-label={t`Row ${rowNumber}`}
      data-testid={`invalid-row-${rowNumber}`}
    >
      <Group justify="space-between" mb="xs">
        <Text fw={600} component="legend">
          <Trans>Row {rowNumber}</Trans>
        </Text>
        <Button size="xs" onClick={() => props.onValidate(rowNumber, draft)}>
          <Trans>Validate</Trans>
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        {columns.map((column) => (
          <TextInput
            key={column.field}
            size="xs"
            label={t(FIELD_LABELS[column.field])}
            withAsterisk={column.required}
            value={draft[column.field] ?? ''}
            error={errors[column.field]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setDraft((current) => ({ ...current, [column.field]: value }));
            }}
          />
        ))}
      </SimpleGrid>
    </Paper>
  );
}
