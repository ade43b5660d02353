import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCloudCheck, IconCloudOff, IconLock, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { type SyncStatus, useSyncStatus } from '../../kit/index.ts';
import { lazyWhenOpened } from '../../ui/lazyWhenOpened.tsx';
import { StorageUsage } from './StorageUsage.tsx';
import type { SyncList } from './SyncListModal.tsx';

const SyncListModal = lazyWhenOpened(() =>
  import('./SyncListModal.tsx').then((m) => m.SyncListModal),
);
const StorageFullModal = lazyWhenOpened(() =>
  import('./StorageFullModal.tsx').then((m) => m.StorageFullModal),
);

/** The latest successful sync among the scopes this tab shows. */
export function lastSyncedAt(status: SyncStatus): number | null {
  const times = Object.values(status.scopes)
    .map((s) => s.lastSyncedAt)
    .filter((t): t is number => t !== null);
  return times.length === 0 ? null : Math.max(...times);
}

/**
 * Header indicator: connection state, changes waiting to be sent and changes not applied (each
 * opens its list), the last synced time of the current view and the storage used (in its tooltip).
 * Announced politely to screen readers. Out of storage, it opens the blocking explanation.
 */
export function SyncStatusIndicator() {
  const status = useSyncStatus();
  const { t, i18n } = useLingui();
  const [list, setList] = useState<SyncList>('pending');
  const [listOpened, setListOpened] = useState(false);
  const openList = (next: SyncList) => {
    setList(next);
    setListOpened(true);
  };
  const synced = lastSyncedAt(status);
  const syncedText =
    synced === null
      ? t`Not synced yet`
      : t`Last synced ${i18n.date(new Date(synced), { timeStyle: 'short' })}`;

  let icon = <IconCloudCheck aria-hidden size={18} />;
  let connection = t`Online`;
  let color = 'green';
  if (status.authRequired) {
    icon = <IconLock aria-hidden size={18} />;
    connection = t`Sign in again to send changes`;
    color = 'orange';
  } else if (status.connection === 'offline') {
    icon = <IconCloudOff aria-hidden size={18} />;
    connection = t`Offline`;
    color = 'gray';
  } else if (status.connection === 'reconnecting') {
    icon = <IconRefresh aria-hidden size={18} />;
    connection = t`Reconnecting`;
    color = 'yellow';
  }
  const pending = status.pending;
  const rejected = status.rejected;

  return (
    <Group gap={6} wrap="nowrap" role="status" aria-live="polite" aria-label={t`Sync status`}>
      <Tooltip
        label={
          <Stack gap={0}>
            <span>{syncedText}</span>
            <StorageUsage />
          </Stack>
        }
      >
        <Group
          gap={4}
          wrap="nowrap"
          c={color}
          tabIndex={0}
          aria-label={`${connection}. ${syncedText}`}
        >
          {icon}
          <Text size="sm" visibleFrom="sm">
            {connection}
          </Text>
        </Group>
      </Tooltip>
      {pending > 0 && (
        <Button
          size="compact-xs"
          color="blue"
          variant="light"
          onClick={() => openList('pending')}
          aria-label={t`${pending} changes waiting to be sent: show them`}
        >
          <Trans>{pending} pending</Trans>
        </Button>
      )}
      {rejected > 0 && (
        <Button
          size="compact-xs"
          color="red"
          variant="light"
          onClick={() => openList('rejected')}
          aria-label={t`${rejected} changes not applied: show them`}
        >
          <Trans>{rejected} not applied</Trans>
        </Button>
      )}
      <SyncListModal opened={listOpened} list={list} onClose={() => setListOpened(false)} />
      <StorageFullModal opened={status.storageFull} />
    </Group>
  );
}
