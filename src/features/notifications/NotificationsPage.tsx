import { Trans } from '@lingui/react/macro';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { ALL_LOCATIONS } from '../../../contract/hierarchy.ts';
import {
  type Channel,
  type CustomNotification,
  EVENT_TYPES,
  type EventType,
} from '../../../contract/customNotifications.ts';
import {
  OnlineOperationNotice,
  useLocationSelection,
  useOperationAccess,
} from '../../kit/index.ts';
import { lazyWhenOpened } from '../../ui/lazyWhenOpened.tsx';
import { EventTypeNotifications } from './EventTypeNotifications.tsx';
import { useNotificationList } from './queries.ts';
import { RefreshNotificationsModal } from './RefreshNotificationsModal.tsx';

// The dialogs (Modal, Textarea, the editor) load when one first opens, not with the list.
const NotificationFormModal = lazyWhenOpened(() =>
  import('./NotificationFormModal.tsx').then((m) => m.NotificationFormModal),
);
const DeleteNotificationModal = lazyWhenOpened(() =>
  import('./DeleteNotificationModal.tsx').then((m) => m.DeleteNotificationModal),
);

type Dialog =
  | { kind: 'form'; eventType: EventType; channel: Channel; item?: CustomNotification }
  | { kind: 'delete'; item: CustomNotification; name: string }
  | null;

/**
 * settings/notifications (spec/workers.md §2, §3): the custom notifications of the selected
 * location, per event type and channel; add, edit and delete them. Online only.
 */
export function NotificationsPage() {
  const { root, labelOf } = useLocationSelection();
  const atLocation = root !== undefined && root !== ALL_LOCATIONS;
  const list = useNotificationList(atLocation ? root : undefined);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [stale, setStale] = useState<string | null>(null);
  const close = useCallback(() => setDialog(null), []);
  const { reload } = list;
  const changed = useCallback(() => void reload(), [reload]);
  const onStale = useCallback((message: string) => {
    setDialog(null);
    setStale(message);
  }, []);
  const access = useOperationAccess(
    'provisioningOperations/customNotificationProcessor',
    atLocation ? [root] : [],
  );
  const canChange = atLocation && access.allowed;
  const items = list.state.status === 'done' ? list.state.result : undefined;

  return (
    <Stack gap="md">
      <Title order={1}>
        <Trans>Notifications</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        <Trans>
          The messages sent for employee check-ins, pre-screenings and the parking scanner at this
          location, by email, SMS, on the dashboard or when data capture completes.
        </Trans>
      </Text>
      <Group justify="space-between">
        <Text size="sm">{root ? labelOf(root) : ''}</Text>
        <Button
          variant="default"
          onClick={changed}
          disabled={!atLocation}
          loading={list.state.status === 'running'}
        >
          <Trans>Refresh</Trans>
        </Button>
      </Group>
      {!atLocation && (
        <Text size="sm" c="dimmed">
          <Trans>Choose a location to see and change its notifications.</Trans>
        </Text>
      )}
      <OnlineOperationNotice state={list.state} onRetry={changed} />
      {atLocation &&
        (items === undefined ? (
          list.state.status === 'running' || list.state.status === 'idle' ? (
            <Skeleton height={200} />
          ) : null
        ) : (
          EVENT_TYPES.map((eventType) => (
            <Paper key={eventType} withBorder p="md" radius="md">
              <EventTypeNotifications
                eventType={eventType}
                items={items}
                canChange={canChange}
                onAdd={(channel) => setDialog({ kind: 'form', eventType, channel })}
                onEdit={(channel, item) => setDialog({ kind: 'form', eventType, channel, item })}
                onDelete={(item, name) => setDialog({ kind: 'delete', item, name })}
              />
            </Paper>
          ))
        ))}
      {dialog?.kind === 'form' && root && (
        <NotificationFormModal
          opened
          at={root}
          atLabel={labelOf(root)}
          eventType={dialog.eventType}
          channel={dialog.channel}
          {...(dialog.item ? { item: dialog.item } : {})}
          onClose={close}
          onChanged={changed}
          onStale={onStale}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteNotificationModal
          opened
          item={dialog.item}
          name={dialog.name}
          onClose={close}
          onChanged={changed}
          onStale={onStale}
        />
      )}
      {stale !== null && (
        <RefreshNotificationsModal
          message={stale}
          onClose={() => setStale(null)}
          onRefresh={() => {
            setStale(null);
            changed();
          }}
        />
      )}
    </Stack>
  );
}
