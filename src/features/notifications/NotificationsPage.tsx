import { Trans } from '@lingui/react/macro';
import { Paper, Text } from '@mantine/core';
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
import { AdminCollectionPage, useAdminDialogs } from '../../kit/pages/AdminCollectionPage.tsx';
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

/** An event type and channel: where a notification is added. */
interface Slot {
  eventType: EventType;
  channel: Channel;
}

/** A slot's notification, with the slot's name (event type and channel). */
interface SlotNotification extends Slot {
  item: CustomNotification;
  name: string;
}

/**
 * settings/notifications (spec/workers.md §2, §3): the custom notifications of the selected
 * location, per event type and channel; add, edit and delete them. Online only.
 */
export function NotificationsPage() {
  const { root, labelOf } = useLocationSelection();
  const atLocation = root !== undefined && root !== ALL_LOCATIONS;
  const list = useNotificationList(atLocation ? root : undefined);
  const dialogs = useAdminDialogs<SlotNotification, Slot>();
  const { close } = dialogs;
  const [stale, setStale] = useState<string | null>(null);
  const { reload } = list;
  const changed = useCallback(() => void reload(), [reload]);
  const onStale = useCallback(
    (message: string) => {
      close();
      setStale(message);
    },
    [close],
  );
  const access = useOperationAccess(
    'provisioningOperations/customNotificationProcessor',
    atLocation ? [root] : [],
  );
  const canChange = atLocation && access.allowed;
  const items = list.state.status === 'done' ? list.state.result : undefined;

  return (
    <AdminCollectionPage<CustomNotification, SlotNotification, Slot>
      title={<Trans>Notifications</Trans>}
      intro={
        <Trans>
          The messages sent for employee check-ins, pre-screenings and the parking scanner at this
          location, by email, SMS, on the dashboard or when data capture completes.
        </Trans>
      }
      summary={<Text size="sm">{root ? labelOf(root) : ''}</Text>}
      refresh={{
        onRefresh: changed,
        disabled: !atLocation,
        loading: list.state.status === 'running',
      }}
      hint={
        !atLocation && (
          <Text size="sm" c="dimmed">
            <Trans>Choose a location to see and change its notifications.</Trans>
          </Text>
        )
      }
      notices={<OnlineOperationNotice state={list.state} onRetry={changed} />}
      framed={false}
      items={atLocation ? items : undefined}
      loading={atLocation && (list.state.status === 'running' || list.state.status === 'idle')}
      skeletonHeight={200}
      list={(notifications) =>
        EVENT_TYPES.map((eventType) => (
          <Paper key={eventType} withBorder p="md" radius="md">
            <EventTypeNotifications
              eventType={eventType}
              items={notifications}
              canChange={canChange}
              onAdd={(channel) => dialogs.addWith({ eventType, channel })}
              onEdit={(channel, item, name) => dialogs.edit({ eventType, channel, item, name })}
              onDelete={(channel, item, name) => dialogs.remove({ eventType, channel, item, name })}
            />
          </Paper>
        ))
      }
      dialogs={dialogs}
      form={(dialog) => {
        const slot = dialog.kind === 'add' ? dialog.draft : dialog.item;
        return (
          root &&
          slot && (
            <NotificationFormModal
              opened
              at={root}
              atLabel={labelOf(root)}
              eventType={slot.eventType}
              channel={slot.channel}
              {...(dialog.kind === 'edit' ? { item: dialog.item.item } : {})}
              onClose={close}
              onChanged={changed}
              onStale={onStale}
            />
          )
        );
      }}
      confirmDelete={(target) => (
        <DeleteNotificationModal
          opened
          item={target.item}
          name={target.name}
          onClose={close}
          onChanged={changed}
          onStale={onStale}
        />
      )}
    >
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
    </AdminCollectionPage>
  );
}
