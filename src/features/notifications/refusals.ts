import { useLingui } from '@lingui/react/macro';
import { notificationErrorMessage } from '../../../contract/customNotifications.ts';

/** The spec's message (workers.md §8 "Notifications") for a refusal key. */
export function useNotificationErrorText() {
  const { t } = useLingui();
  return (key: string | undefined): string => {
    switch (notificationErrorMessage(key)) {
      case 'obsolete':
        return t`The notification does not match the latest version, refresh your notifications and try again.`;
      case 'notFound':
        return t`The notification could not be found, your current list might be outdated, refresh and try again`;
      case 'alreadyExists':
        return t`This location already has a notification of this type, refresh your notifications and try again.`;
      default:
        return t`We could not process your request, please try again`;
    }
  };
}
