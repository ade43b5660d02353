import { Trans, useLingui } from '@lingui/react/macro';
import {
  OutdatedListModal,
  type OutdatedListRefusalProps,
} from '../../kit/pages/OutdatedListModal.tsx';

/**
 * 'There was a problem with your operation' (spec/workers.md §8): the fields, flows or
 * notifications changed since the list was read; Refresh Fields reads them and the configuration
 * again.
 */
export function OutdatedFieldsModal(props: OutdatedListRefusalProps) {
  const { t } = useLingui();
  return (
    <OutdatedListModal
      {...props}
      title={t`There was a problem with your operation`}
      detail={
        <Trans>
          The fields, flows or notifications have changed. Refresh the fields and try again.
        </Trans>
      }
      refreshLabel={<Trans>Refresh Fields</Trans>}
      withClose
    />
  );
}
