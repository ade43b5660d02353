import { Trans } from '@lingui/react/macro';
import {
  Box,
  Skeleton,
  Stack,
  Text,
  Title,
  type TitleOrder,
  type TitleSize,
  VisuallyHidden,
} from '@mantine/core';
import { Component, type ReactNode, Suspense, useId } from 'react';

export interface ChartTable {
  /** Column headers; the first column names the row. */
  columns: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}

export interface ChartFigureProps {
  title: string;
  /** The heading's level and look: by default an h2 the size of an h4. */
  titleOrder?: TitleOrder;
  titleSize?: TitleSize;
  /** A one-line text summary of what the chart shows. */
  summary: string;
  /** The chart's figures, as a visually hidden table (its text alternative). */
  table: ChartTable;
  height: number;
  testId: string;
  /** The chart (lazily loaded: shown under Suspense). */
  children: ReactNode;
}

/**
 * One chart of the analytics page: a heading, a summary line, the chart in a focusable figure
 * (keyboard users reach it with Tab; it is labelled by the heading and described by the summary
 * and the table), and the chart's figures in a visually hidden table for screen readers.
 */
export function ChartFigure({
  title,
  titleOrder = 2,
  titleSize = 'h4',
  summary,
  table,
  height,
  testId,
  children,
}: ChartFigureProps) {
  const titleId = useId();
  const summaryId = useId();
  const tableId = useId();
  return (
    <Stack gap="xs">
      <Title order={titleOrder} size={titleSize} id={titleId}>
        {title}
      </Title>
      <Text id={summaryId} size="sm" c="dimmed" data-testid={`${testId}-summary`}>
        {summary}
      </Text>
      <Box
        component="figure"
        m={0}
        mih={height}
        tabIndex={0}
        className="mantine-focus-auto"
        aria-labelledby={titleId}
        aria-describedby={`${summaryId} ${tableId}`}
        data-testid={testId}
      >
        <ChartLoadBoundary>
          <Suspense fallback={<Skeleton height={height} />}>{children}</Suspense>
        </ChartLoadBoundary>
      </Box>
      <VisuallyHidden>
        <table id={tableId} data-testid={`${testId}-table`}>
          <caption>{title}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, rowIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a static table whose first cells may repeat (times to the second)
              <tr key={rowIndex}>
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={table.columns[index]} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={table.columns[index]}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Stack>
  );
}

/** A chart that cannot load (its chunk missing) says so instead of failing the page. */
class ChartLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Text c="dimmed" size="sm">
        <Trans>The chart could not be loaded.</Trans>
      </Text>
    );
  }
}
