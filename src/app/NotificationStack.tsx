import { Notifications } from '@mantine/notifications';

/** Mantine's notification stack, in its own chunk (App loads it beside the first page). */
export function NotificationStack() {
  return <Notifications position="top-right" />;
}
