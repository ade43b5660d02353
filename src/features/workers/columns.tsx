import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { type ColumnDescription, RowSyncMarker } from '../../kit/index.ts';
import { ShiftPairActions } from './corrections/index.ts';
import { fieldColumns } from './fieldColumns.ts';
import { useWorkerNotApplied } from './queries.ts';
import {
  badgeNumberOf,
  formatTimestamp,
  leadingEvent,
  type WorkerPair,
  workerName,
} from './workerRows.ts';

export interface WorkerLogColumnsOptions {
  labelOf: (hierarchy: string) => string;
  /** The worker search of the name column. */
  search: string;
  onSearch: (text: string) => void;
  /** The pairs shown (their events carry the check-in and custom field definitions). */
  pairs: readonly WorkerPair[];
  /**
   * The begin of the log's range: an open shift clocked in before it (kept in view after
   * midnight) reads "on site since" its clock-in.
   */
  rangeBegin?: number;
}

/**
 * The worker log's columns, once for the table and the CSV export: name (with the sync marker of
 * either event), organization ID, location, clock in, clock out, badge number, the check-in and
 * custom field columns found in the events, and the Actions column (on screen only), the slot
 * for the per-pair actions (ShiftPairActions: corrections, history, badge, photo review).
 */
export function useWorkerLogColumns(
  options: WorkerLogColumnsOptions,
): ColumnDescription<WorkerPair>[] {
  const { t } = useLingui();
  const { labelOf, search, onSearch, pairs, rangeBegin } = options;
  const notApplied = useWorkerNotApplied();
  const fields = useMemo(() => fieldColumns(pairs), [pairs]);
  const fieldKey = fields.map((field) => `${field.kind}:${field.id}`).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the columns change with the fields' ids, not every re-pairing
  const fieldDescriptions = useMemo(
    () =>
      fields.map(
        (field): ColumnDescription<WorkerPair> => ({
          key: `${field.kind}:${field.id}`,
          title: field.title,
          width: 150,
          value: field.text,
        }),
      ),
    [fieldKey],
  );
  return useMemo<ColumnDescription<WorkerPair>[]>(() => {
    const reasonOf = (pair: WorkerPair) =>
      (pair.clockInEvent && notApplied(pair.clockInEvent)) ??
      (pair.clockOutEvent ? notApplied(pair.clockOutEvent) : undefined);
    return [
      {
        key: 'worker',
        title: t`Name`,
        width: 190,
        search,
        onSearch,
        value: workerName,
        render: (pair) => {
          const pending = [pair.clockInEvent, pair.clockOutEvent].find((e) => e?._pending);
          return (
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" fw={500} truncate>
                {workerName(pair)}
              </Text>
              <RowSyncMarker record={pending ?? leadingEvent(pair)} notApplied={reasonOf(pair)} />
            </Group>
          );
        },
      },
      {
        key: 'organizationId',
        title: t`Organization ID`,
        width: 140,
        value: (pair) => leadingEvent(pair).workerFullDetails?.organizationIdValue ?? '',
      },
      {
        key: 'location',
        title: t`Location`,
        value: (pair) => labelOf(leadingEvent(pair).EntityHierarchy),
      },
      {
        key: 'clockIn',
        title: t`Clock in`,
        width: 180,
        value: (pair) => (pair.clockInEvent ? formatTimestamp(pair.clockInEvent.evtTimeStamp) : ''),
        render: (pair) =>
          pair.clockInEvent ? (
            !pair.clockOutEvent &&
            rangeBegin !== undefined &&
            pair.clockInEvent.evtTimeStamp < rangeBegin ? (
              <OnSiteSince time={pair.clockInEvent.evtTimeStamp} />
            ) : (
              formatTimestamp(pair.clockInEvent.evtTimeStamp)
            )
          ) : (
            <Text size="sm" c="dimmed">
              <Trans>no clock-in</Trans>
            </Text>
          ),
      },
      {
        key: 'clockOut',
        title: t`Clock out`,
        width: 180,
        value: (pair) =>
          pair.clockOutEvent ? formatTimestamp(pair.clockOutEvent.evtTimeStamp) : '',
        render: (pair) =>
          pair.clockOutEvent ? (
            formatTimestamp(pair.clockOutEvent.evtTimeStamp)
          ) : (
            <Text size="sm" c="dimmed">
              <Trans>still clocked in</Trans>
            </Text>
          ),
      },
      { key: 'badge', title: t`Badge number`, width: 130, value: badgeNumberOf },
      ...fieldDescriptions,
      {
        key: 'actions',
        title: t`Actions`,
        width: 160,
        exported: false,
        value: () => '',
        render: (pair) => (
          <ShiftPairActions
            clockIn={pair.clockInEvent ?? undefined}
            clockOut={pair.clockOutEvent ?? undefined}
          />
        ),
      },
    ];
  }, [t, labelOf, search, onSearch, notApplied, fieldDescriptions, rangeBegin]);
}

/** The clock-in of a shift kept in view from before the range: on site since then. */
function OnSiteSince({ time }: { time: number }) {
  const since = formatTimestamp(time);
  return <Trans>on site since {since}</Trans>;
}

/** A shift row's accessible name: the worker's name and whether they clocked out. */
export function useWorkerRowLabel(): (pair: WorkerPair) => string {
  const { t } = useLingui();
  return useCallback(
    (pair: WorkerPair) =>
      pair.clockOutEvent ? t`${workerName(pair)}, clocked out` : t`${workerName(pair)}, clocked in`,
    [t],
  );
}
