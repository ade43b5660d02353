import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  CHANNELS,
  type Channel,
  type CustomNotification,
  type EventType,
  notificationTypeOf,
} from '../../../contract/customNotifications.ts';
import { CHANNEL_LABELS, EVENT_TYPE_LABELS } from './labels.ts';

interface EventTypeNotificationsProps {
  eventType: EventType;
  items: readonly CustomNotification[];
  canChange: boolean;
  onAdd: (channel: Channel) => void;
  onEdit: (channel: Channel, item: CustomNotification, name: string) => void;
  onDelete: (channel: Channel, item: CustomNotification, name: string) => void;
}

/** One event type: a row per channel with its notification (or none) and its actions. */
export function EventTypeNotifications(props: EventTypeNotificationsProps) {
  const { t, i18n } = useLingui();
  const { eventType } = props;
  const eventLabel = i18n._(EVENT_TYPE_LABELS[eventType]);
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {eventLabel}
      </Title>
      <Stack gap="xs" component="ul" aria-label={eventLabel} m={0} p={0}>
        {CHANNELS.map((channel) => {
          const type = notificationTypeOf(eventType, channel);
          const item = props.items.find((notification) => notification.notificationType === type);
          const channelLabel = i18n._(CHANNEL_LABELS[channel]);
          const name = `${eventLabel} ${channelLabel}`;
          return (
            <Group
              key={channel}
              component="li"
              justify="space-between"
              wrap="nowrap"
              style={{ listStyle: 'none' }}
              aria-label={name}
            >
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Badge variant="light">{channelLabel}</Badge>
                  <Text size="xs" c="dimmed">
                    {type}
                  </Text>
                </Group>
                {item ? (
                  <Text size="sm" lineClamp={2}>
                    {item.subject ? `${item.subject} — ` : ''}
                    {item.template}
                  </Text>
                ) : (
                  <Text size="sm" c="dimmed">
                    <Trans>Not set up</Trans>
                  </Text>
                )}
              </Stack>
              <Group gap="xs" wrap="nowrap">
                {item ? (
                  <>
                    <Button
                      size="xs"
                      variant="default"
                      disabled={!props.canChange}
                      aria-label={t`Edit ${name}`}
                      onClick={() => props.onEdit(channel, item, name)}
                    >
                      <Trans>Edit</Trans>
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      color="red"
                      disabled={!props.canChange}
                      aria-label={t`Delete ${name}`}
                      onClick={() => props.onDelete(channel, item, name)}
                    >
                      <Trans>Delete</Trans>
                    </Button>
                  </>
                ) : (
                  <Button
                    size="xs"
                    disabled={!props.canChange}
                    aria-label={t`Add ${name}`}
                    onClick={() => props.onAdd(channel)}
                  >
                    <Trans>Add</Trans>
                  </Button>
                )}
              </Group>
            </Group>
          );
        })}
      </Stack>
    </Stack>
  );
}
