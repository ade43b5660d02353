import { Trans } from '@lingui/react/macro';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { RecordTable, type RecordTableProps } from './RecordTable.tsx';

/** The dialog an admin collection page has open: the form (add or edit) or the delete question. */
export type AdminDialog<Item, Draft = undefined> =
  | { kind: 'add'; draft?: Draft }
  | { kind: 'edit'; item: Item }
  | { kind: 'delete'; item: Item };

export interface AdminDialogs<Item, Draft = undefined> {
  dialog: AdminDialog<Item, Draft> | null;
  /** Opens the form to add. */
  add: () => void;
  /** Opens the form to add, from what the new item starts with (an event type and channel). */
  addWith: (draft: Draft) => void;
  edit: (item: Item) => void;
  remove: (item: Item) => void;
  close: () => void;
}

/** Which dialog of an admin collection is open; kept by the page so that it can close it too. */
export function useAdminDialogs<Item, Draft = undefined>(): AdminDialogs<Item, Draft> {
  const [dialog, setDialog] = useState<AdminDialog<Item, Draft> | null>(null);
  const close = useCallback(() => setDialog(null), []);
  return useMemo(
    () => ({
      dialog,
      add: () => setDialog({ kind: 'add' }),
      addWith: (draft: Draft) => setDialog({ kind: 'add', draft }),
      edit: (item: Item) => setDialog({ kind: 'edit', item }),
      remove: (item: Item) => setDialog({ kind: 'delete', item }),
      close,
    }),
    [dialog, close],
  );
}

/**
 * `Target` is what the dialogs open on: the listed item itself, or (where a list row stands for
 * a slot that may be empty) what the row knows of it.
 */
export interface AdminCollectionPageProps<Item, Target = Item, Draft = undefined> {
  /** The page's heading (order 1), or a tab's (order 2). */
  title: ReactNode;
  titleOrder?: 1 | 2;
  /** What the collection is, under the heading. */
  intro?: ReactNode;
  /** Left of the actions (the selected location, or a count). */
  summary: ReactNode;
  /** The Refresh button, for lists fetched online. */
  refresh?: { onRefresh: () => void; loading: boolean; disabled?: boolean };
  /** The add button; absent where items are added from the list itself. */
  addLabel?: ReactNode;
  canAdd?: boolean;
  /** More buttons, before the add button (another way to add: pair a kiosk). */
  actions?: ReactNode;
  /** Under the actions (for example: choose a location to add there). */
  hint?: ReactNode;
  /** The operations' notices (offline, failed). */
  notices?: ReactNode;
  /** Above the list, once it is known: a search box or filters (the feature filters `items`). */
  toolbar?: ReactNode;
  /** False: the list stands on the page, not in a bordered frame. */
  framed?: boolean;
  /** The items, or undefined while they are not known. */
  items: readonly Item[] | undefined;
  /** Undefined items and not loading: nothing is shown (a notice says why). */
  loading: boolean;
  skeletonLabel?: string;
  skeletonHeight?: number;
  /** Shown when there are no items; absent, the list shows even when empty. */
  empty?: ReactNode;
  /** The list as a record table... */
  table?: Omit<RecordTableProps<Item>, 'rows'>;
  /** ...or drawn by the feature (cards, sections). */
  list?: (items: readonly Item[]) => ReactNode;
  dialogs: AdminDialogs<Target, Draft>;
  /** The form modal, open to add or edit. */
  form: (dialog: Exclude<AdminDialog<Target, Draft>, { kind: 'delete' }>) => ReactNode;
  /** The delete confirmation (ConfirmOperationModal). */
  confirmDelete: (target: Target) => ReactNode;
  /** Further dialogs of the page (for example: the list changed, refresh it). */
  children?: ReactNode;
}

/**
 * An admin collection (API keys, devices, custom fields, notifications): heading, the add (and
 * Refresh) buttons, the list with its loading and empty states, the form modal to add or edit
 * and the delete confirmation.
 */
export function AdminCollectionPage<Item, Target = Item, Draft = undefined>(
  props: AdminCollectionPageProps<Item, Target, Draft>,
) {
  const { items, dialogs, refresh } = props;
  const { dialog } = dialogs;
  const body = (
    <Stack gap="md">
      <Group justify="space-between">
        {props.summary}
        {(refresh || props.addLabel || props.actions) && (
          <Group gap="sm">
            {refresh && (
              <Button
                variant="default"
                onClick={refresh.onRefresh}
                disabled={refresh.disabled}
                loading={refresh.loading}
              >
                <Trans>Refresh</Trans>
              </Button>
            )}
            {props.actions}
            {props.addLabel && (
              <Button onClick={dialogs.add} disabled={!props.canAdd}>
                {props.addLabel}
              </Button>
            )}
          </Group>
        )}
      </Group>
      {props.hint}
      {props.notices}
      {items !== undefined && props.toolbar}
      {items === undefined ? (
        props.loading ? (
          <Skeleton height={props.skeletonHeight ?? 120} aria-label={props.skeletonLabel} />
        ) : null
      ) : items.length === 0 && props.empty ? (
        <Text c="dimmed">{props.empty}</Text>
      ) : props.table ? (
        <RecordTable rows={items} {...props.table} />
      ) : (
        props.list?.(items)
      )}
    </Stack>
  );
  return (
    <Stack gap="md">
      <Title order={props.titleOrder ?? 1}>{props.title}</Title>
      {props.intro && (
        <Text size="sm" c="dimmed">
          {props.intro}
        </Text>
      )}
      {props.framed === false ? (
        body
      ) : (
        <Paper withBorder p="md" radius="md">
          {body}
        </Paper>
      )}
      {dialog && dialog.kind !== 'delete' && props.form(dialog)}
      {dialog?.kind === 'delete' && props.confirmDelete(dialog.item)}
      {props.children}
    </Stack>
  );
}
