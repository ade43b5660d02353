import { Trans, useLingui } from '@lingui/react/macro';
import {
  OutdatedListModal,
  type OutdatedListRefusalProps,
} from '../../kit/pages/OutdatedListModal.tsx';

/** spec/workers.md §8: the list is out of date; Refresh Notifications loads it again. */
export function RefreshNotificationsModal(props: OutdatedListRefusalProps) {
  const { t } = useLingui();
  return (
    <OutdatedListModal
      {...props}
      title={t`There was a problem with your operation.`}
      refreshLabel={<Trans>Refresh Notifications</Trans>}
    />
  );
}
