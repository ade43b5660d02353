import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { BlockListEntry } from '../../../contract/blockList/schemas.ts';
import type { ColumnDescription } from '../../kit/index.ts';
import { formatDate } from '../../ui/dateFormat.ts';
import { entryName } from './labels.ts';

interface EntryColumnsOptions {
  labelOf: (hierarchy: string) => string;
  /** The time zone of a location, where an entry's last day is cut. */
  zoneOf: (hierarchy: string) => string;
  /** The answer carries reasons (not for a HOST). */
  withReasons: boolean;
  /** Edit and Delete, for the entries the user may change; undefined: no actions column. */
  actions?: {
    canChange: (entry: BlockListEntry) => boolean;
    onEdit: (entry: BlockListEntry) => void;
    onDelete: (entry: BlockListEntry) => void;
  };
}

/** Whether an entry's name, email, phone or company holds `search` (any case). */
export function entryMatchesSearch(entry: BlockListEntry, search: string): boolean {
  const wanted = search.trim().toLowerCase();
  if (wanted === '') return true;
  return [entryName(entry), entry.email, entry.phoneNumber, entry.company].some((value) =>
    value?.toLowerCase().includes(wanted),
  );
}

const expired = (entry: BlockListEntry) =>
  entry.expiresAt !== null && entry.expiresAt <= Date.now();

/** The block list table's columns: the person, location, expiry, reason and actions. */
export function useEntryColumns(options: EntryColumnsOptions): ColumnDescription<BlockListEntry>[] {
  const { t } = useLingui();
  const { labelOf, zoneOf, withReasons, actions } = options;
  return useMemo(() => {
    const lastDay = (entry: BlockListEntry) =>
      entry.expiresAt === null
        ? ''
        : formatDate(new Date(entry.expiresAt - 1), 'MMM D, YYYY', zoneOf(entry.EntityHierarchy));
    const columns: ColumnDescription<BlockListEntry>[] = [
      { key: 'name', title: t`Name`, value: entryName, rowHeader: true, width: 180 },
      { key: 'email', title: t`Email`, value: (entry) => entry.email, width: 220 },
      { key: 'phone', title: t`Phone number`, value: (entry) => entry.phoneNumber, width: 160 },
      { key: 'company', title: t`Company`, value: (entry) => entry.company, width: 170 },
      {
        key: 'location',
        title: t`Location`,
        value: (entry) => labelOf(entry.EntityHierarchy),
        width: 240,
      },
      {
        key: 'expiry',
        title: t`Expiry`,
        width: 140,
        value: lastDay,
        render: (entry) =>
          entry.expiresAt === null ? (
            <Text span size="sm" c="dimmed">
              <Trans>No expiry</Trans>
            </Text>
          ) : (
            <Group gap="xs" wrap="nowrap">
              <span>{lastDay(entry)}</span>
              {expired(entry) && (
                <Badge color="gray" variant="light">
                  <Trans>Expired</Trans>
                </Badge>
              )}
            </Group>
          ),
      },
    ];
    if (withReasons) {
      columns.push({ key: 'reason', title: t`Reason`, value: (entry) => entry.reason, width: 240 });
    }
    if (actions) {
      columns.push({
        key: 'actions',
        title: t`Actions`,
        value: () => '',
        exported: false,
        width: 190,
        render: (entry) => {
          if (!actions.canChange(entry)) return null;
          const name = entryName(entry);
          return (
            <Group gap="xs" wrap="nowrap">
              <Button
                size="xs"
                variant="default"
                aria-label={t`Edit ${name}`}
                onClick={() => actions.onEdit(entry)}
              >
                <Trans>Edit</Trans>
              </Button>
              <Button
                size="xs"
                variant="default"
                color="red"
                aria-label={t`Delete ${name}`}
                onClick={() => actions.onDelete(entry)}
              >
                <Trans>Delete</Trans>
              </Button>
            </Group>
          );
        },
      });
    }
    return columns;
  }, [t, labelOf, zoneOf, withReasons, actions]);
}
