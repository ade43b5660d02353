import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { useMemo } from 'react';
import {
  type ColumnDescription,
  RowSyncMarker,
  useNotApplied,
  useOperationAccessCheck,
  useSessionUser,
} from '../../kit/index.ts';
import { EvacStatusCell } from '../evacuation/components/EvacStatusCell.tsx';
import { STATUS_LABELS } from '../evacuation/components/EvacStatusBadge.tsx';
import type { VisitorEvacStatus } from '../evacuation/queries.ts';
import { RevertSignOutButton } from './components/RevertSignOutButton.tsx';
import { SignOutButton } from './components/SignOutButton.tsx';
import { formatTimestamp, isOnSite, type VisitorRecord, visitorName } from './visitorRows.ts';

export interface VisitorLogColumnsOptions {
  labelOf: (hierarchy: string) => string;
  /** The visitor-name search of the Visitor column. */
  search: string;
  onSearch: (text: string) => void;
  /**
   * The evacuation status of a row (useVisitorEvacStatus), or null while no evacuation is active
   * in the subtree: the Evac Status column shows only during one.
   */
  evacStatus?: ((record: VisitorRecord) => VisitorEvacStatus | null) | null;
}

/**
 * The visitor log's columns, once for the table and the CSV export: Visitor (with the row's sync
 * marker), Host, Company, Location, Sign-in, Sign-out (on screen: "still on premises" and Sign out,
 * or the sign-out time and Revert). Each action shows only where the access policy allows it at
 * the row's location. During an evacuation, the Evac Status column follows Sign-out, and only the
 * evacuation's initiator may sign a visitor out at its location (spec/visitors.md §6).
 */
export function useVisitorLogColumns(
  options: VisitorLogColumnsOptions,
): ColumnDescription<VisitorRecord>[] {
  const { t, i18n } = useLingui();
  const { labelOf, search, onSearch, evacStatus = null } = options;
  const { email } = useSessionUser();
  const notApplied = useNotApplied('visitorLog');
  const signOutAccess = useOperationAccessCheck('visitorLogOperations/signOutVisitors');
  const revertAccess = useOperationAccessCheck('visitorLogOperations/revertSignOut');
  const markAccess = useOperationAccessCheck('evacuationOperations/updateEvacStatus');
  return useMemo<ColumnDescription<VisitorRecord>[]>(() => {
    /** Sign-out at a location under an active evacuation is its initiator's alone. */
    const maySignOut = (record: VisitorRecord) => {
      if (!signOutAccess([record.EntityHierarchy]).allowed) return false;
      const evacuation = evacStatus?.(record)?.evacuation;
      return !evacuation?.active || evacuation.initiator === email;
    };
    const columns: ColumnDescription<VisitorRecord>[] = [
      {
        key: 'visitor',
        title: t`Visitor`,
        width: 170,
        search,
        onSearch,
        value: visitorName,
        render: (record) => (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" fw={500} truncate>
              {visitorName(record)}
            </Text>
            <RowSyncMarker record={record} notApplied={notApplied(record)} />
          </Group>
        ),
      },
      { key: 'host', title: t`Host`, value: (record) => record.hostDetails?.name ?? '' },
      {
        key: 'company',
        title: t`Company`,
        value: (record) => record.visitorFullDetails.company ?? '',
      },
      {
        key: 'location',
        title: t`Location`,
        value: (record) => labelOf(record.EntityHierarchy),
      },
      {
        key: 'signIn',
        title: t`Sign-in`,
        width: 180,
        value: (record) => formatTimestamp(record.evtTimeStamp),
      },
      {
        key: 'signOut',
        title: t`Sign-out`,
        width: 270,
        value: (record) => (isOnSite(record) ? '' : formatTimestamp(record.evtTimeStampOut ?? 0)),
        render: (record) =>
          isOnSite(record) ? (
            <Group gap="sm" wrap="nowrap" justify="space-between">
              <Text size="sm" c="dimmed">
                <Trans>still on premises</Trans>
              </Text>
              {maySignOut(record) && <SignOutButton record={record} />}
            </Group>
          ) : revertAccess([record.EntityHierarchy]).allowed ? (
            <Group gap="sm" wrap="nowrap" justify="space-between">
              <span>{formatTimestamp(record.evtTimeStampOut ?? 0)}</span>
              <RevertSignOutButton record={record} />
            </Group>
          ) : (
            formatTimestamp(record.evtTimeStampOut ?? 0)
          ),
      },
    ];
    if (!evacStatus) return columns;
    return [
      ...columns,
      {
        key: 'evacStatus',
        title: t`Evac Status`,
        width: 150,
        value: (record) => {
          const status = evacStatus(record);
          return i18n._(STATUS_LABELS[status?.status ?? 'N/A']);
        },
        render: (record) => {
          const status = evacStatus(record);
          if (!status) return i18n._(STATUS_LABELS['N/A']);
          const ref = {
            EntityHierarchy: record.EntityHierarchy,
            type: 'VISITOR',
            evtTimeStampProfileID: record.evtTimeStampProfileID,
          } as const;
          return (
            <EvacStatusCell
              status={status}
              person={{ ref, name: visitorName(record) }}
              canMark={status.status !== 'N/A' && markAccess([record.EntityHierarchy]).allowed}
            />
          );
        },
      },
    ];
  }, [
    t,
    i18n,
    labelOf,
    search,
    onSearch,
    notApplied,
    signOutAccess,
    revertAccess,
    markAccess,
    evacStatus,
    email,
  ]);
}
