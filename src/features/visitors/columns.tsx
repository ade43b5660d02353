import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { useMemo } from 'react';
import {
  type ColumnDescription,
  RowSyncMarker,
  useNotApplied,
  useOperationAccessCheck,
} from '../../kit/index.ts';
import { RevertSignOutButton } from './components/RevertSignOutButton.tsx';
import { SignOutButton } from './components/SignOutButton.tsx';
import { formatTimestamp, isOnSite, type VisitorRecord, visitorName } from './visitorRows.ts';

export interface VisitorLogColumnsOptions {
  labelOf: (hierarchy: string) => string;
  /** The visitor-name search of the Visitor column. */
  search: string;
  onSearch: (text: string) => void;
}

/**
 * The visitor log's columns, once for the table and the CSV export: Visitor (with the row's sync
 * marker), Host, Company, Location, Sign-in, Sign-out (on screen: "still on premises" and Sign out,
 * or the sign-out time and Revert). Each action shows only where the access policy allows it at
 * the row's location.
 */
export function useVisitorLogColumns(
  options: VisitorLogColumnsOptions,
): ColumnDescription<VisitorRecord>[] {
  const { t } = useLingui();
  const { labelOf, search, onSearch } = options;
  const notApplied = useNotApplied('visitorLog');
  const signOutAccess = useOperationAccessCheck('visitorLogOperations/signOutVisitors');
  const revertAccess = useOperationAccessCheck('visitorLogOperations/revertSignOut');
  return useMemo<ColumnDescription<VisitorRecord>[]>(
    () => [
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
              {signOutAccess([record.EntityHierarchy]).allowed && <SignOutButton record={record} />}
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
    ],
    [t, labelOf, search, onSearch, notApplied, signOutAccess, revertAccess],
  );
}
