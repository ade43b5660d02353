import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import type { ApiKeyItem } from '../../../contract/apiKeys.ts';
import { ConfirmOperationModal } from '../../kit/pages/ConfirmOperationModal.tsx';
import { useRevokeApiKey } from './apiKeyRequests.ts';

/** Revoking (DELETE_EXISTING) is final: the public API refuses the key from that moment. */
export function RevokeApiKeyModal(props: {
  opened: boolean;
  item: ApiKeyItem;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useLingui();
  const revoke = useRevokeApiKey();
  const { item } = props;
  const name = item.description || item.keyPreview;
  return (
    <ConfirmOperationModal
      opened={props.opened}
      title={t`Revoke API key`}
      state={revoke.state}
      onConfirm={() => void revoke.run(item)}
      onRetry={() => void revoke.retry()}
      onClose={props.onClose}
      onDone={props.onChanged}
      confirmLabel={<Trans>Revoke</Trans>}
    >
      <Text size="sm">
        <Trans>
          Systems using the key {name} lose access at once. A revoked key cannot be restored.
        </Trans>
      </Text>
    </ConfirmOperationModal>
  );
}
