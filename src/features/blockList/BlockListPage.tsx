import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, TextInput } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import type { BlockListEntry } from '../../../contract/blockList/schemas.ts';
import { ALL_LOCATIONS } from '../../../contract/hierarchy.ts';
import {
  OnlineOperationNotice,
  siteTimeZoneOf,
  useLocationSelection,
  useOperationAccess,
  useOperationAccessCheck,
} from '../../kit/index.ts';
import { AdminCollectionPage, useAdminDialogs } from '../../kit/pages/AdminCollectionPage.tsx';
import { lazyWhenOpened } from '../../ui/lazyWhenOpened.tsx';
import { entryMatchesSearch, useEntryColumns } from './entryColumns.tsx';
import { entryName } from './labels.ts';
import { useBlockList } from './queries.ts';
import { RecentMatches } from './RecentMatches.tsx';

// The dialogs (Modal, Select, Textarea) load when one first opens, not with the list.
const EntryFormModal = lazyWhenOpened(() =>
  import('./EntryFormModal.tsx').then((m) => m.EntryFormModal),
);
const DeleteEntryModal = lazyWhenOpened(() =>
  import('./DeleteEntryModal.tsx').then((m) => m.DeleteEntryModal),
);

const PROCESSOR = 'blocklistOperations/blockListProcessor';
const entryKey = (entry: BlockListEntry) => `${entry.EntityHierarchy}/${entry.entryId}`;

/**
 * block-list (spec/frame.md: the blocklist flag): the people who may not sign in at the selected
 * location, its own entries and those of the locations above it. An ADMIN adds, edits and deletes
 * them and sees the recent matches; a HOST reads them without the reasons. Online only.
 */
export function BlockListPage() {
  const { t } = useLingui();
  const { config, root, hierarchies, labelOf } = useLocationSelection();
  const atLocation = root !== undefined && root !== ALL_LOCATIONS;
  const read = useOperationAccess(
    'blocklistOperations/retrieveBlockList',
    atLocation ? [root] : [],
  );
  const list = useBlockList(atLocation && read.allowed ? root : undefined);
  const changeAt = useOperationAccessCheck(PROCESSOR);
  const canChange = atLocation && changeAt([root]).allowed;
  const dialogs = useAdminDialogs<BlockListEntry>();
  const { close, edit, remove } = dialogs;
  const [search, setSearch] = useState('');
  const { reload } = list;
  const changed = useCallback(() => void reload(), [reload]);

  const answer = list.state.status === 'done' ? list.state.result : undefined;
  const shown = useMemo(
    () => answer?.entries.filter((entry) => entryMatchesSearch(entry, search)),
    [answer, search],
  );
  const zoneOf = useCallback((hierarchy: string) => siteTimeZoneOf(config, hierarchy), [config]);
  const actions = useMemo(
    () =>
      canChange
        ? {
            canChange: (entry: BlockListEntry) => changeAt([entry.EntityHierarchy]).allowed,
            onEdit: edit,
            onDelete: remove,
          }
        : undefined,
    [canChange, changeAt, edit, remove],
  );
  const columns = useEntryColumns({
    labelOf,
    zoneOf,
    withReasons: answer?.entries.some((entry) => entry.reason !== undefined) ?? false,
    ...(actions ? { actions } : {}),
  });
  // Where an entry can be added: the selected location first, then those below it.
  const locations = useMemo(
    () => (canChange ? hierarchies.filter((key) => changeAt([key]).allowed) : []),
    [canChange, hierarchies, changeAt],
  );
  const count = answer?.entries.length ?? 0;

  return (
    <Stack gap="xl">
      <AdminCollectionPage<BlockListEntry>
        title={<Trans>Block List</Trans>}
        intro={
          <Trans>
            People who may not sign in at this location and the locations below it. A visitor who
            matches an entry is not signed in.
          </Trans>
        }
        summary={
          <Text size="sm" aria-live="polite">
            {root ? labelOf(root) : ''}
            {answer && (
              <>
                {' · '}
                <Plural value={count} one="# entry" other="# entries" />
              </>
            )}
          </Text>
        }
        refresh={{
          onRefresh: changed,
          disabled: !atLocation || !read.allowed,
          loading: list.state.status === 'running',
        }}
        {...(canChange ? { addLabel: <Trans>Add entry</Trans>, canAdd: true } : {})}
        hint={
          !atLocation ? (
            <Text size="sm" c="dimmed">
              <Trans>Choose a location to see its block list.</Trans>
            </Text>
          ) : (
            !read.allowed &&
            !read.loading && (
              <Text size="sm" c="dimmed">
                <Trans>The block list is not available at this location.</Trans>
              </Text>
            )
          )
        }
        notices={<OnlineOperationNotice state={list.state} onRetry={changed} />}
        toolbar={
          <TextInput
            label={t`Search`}
            placeholder={t`Name, email, phone or company`}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            maw={360}
          />
        }
        items={atLocation ? shown : undefined}
        loading={
          atLocation &&
          (read.loading ||
            (read.allowed && (list.state.status === 'running' || list.state.status === 'idle')))
        }
        skeletonLabel={t`Loading the block list`}
        empty={
          search.trim() === '' ? (
            <Trans>No one is on the block list here.</Trans>
          ) : (
            <Trans>No entries match your search.</Trans>
          )
        }
        table={{ caption: t`Block list entries`, columns, rowKey: entryKey, rowLabel: entryName }}
        dialogs={dialogs}
        form={(dialog) => (
          <EntryFormModal
            opened
            locations={locations}
            labelOf={labelOf}
            {...(dialog.kind === 'edit' ? { entry: dialog.item } : {})}
            onClose={close}
            onChanged={changed}
          />
        )}
        confirmDelete={(entry) => (
          <DeleteEntryModal opened entry={entry} onClose={close} onChanged={changed} />
        )}
      />
      {canChange && answer && <RecentMatches matches={answer.matches} labelOf={labelOf} />}
    </Stack>
  );
}
