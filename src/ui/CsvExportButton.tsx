import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type CsvColumn, csvFileName, toCsv } from './csv.ts';

export interface CsvExportButtonProps<Row> {
  /** The base of the file name (a timestamp is added). */
  name: string;
  columns: readonly CsvColumn<Row>[];
  rows: readonly Row[];
  /** Export disabled by the account's export flags. */
  disabled?: boolean;
  /** The button's text (default: Export to CSV). */
  label?: ReactNode;
}

/** Saves the rows as a CSV file (formula-neutralised, src/ui/csv.ts). */
export function CsvExportButton<Row>({
  name,
  columns,
  rows,
  disabled,
  label,
}: CsvExportButtonProps<Row>) {
  const download = () => {
    const blob = new Blob([toCsv(columns, rows)], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = csvFileName(name);
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <Button
      variant="default"
      leftSection={<IconFileExport size={16} aria-hidden />}
      onClick={download}
      disabled={disabled || rows.length === 0}
    >
      {label ?? <Trans>Export to CSV</Trans>}
    </Button>
  );
}
