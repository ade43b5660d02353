import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import type { ApiKeyItem } from '../../../contract/apiKeys.ts';
import { OnlineOperationNotice } from '../../kit/index.ts';
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
  const { item, onClose, onChanged } = props;
  const done = revoke.state.status === 'done';
  useEffect(() => {
    if (!done) return;
    onChanged();
    onClose();
  }, [done, onChanged, onClose]);
  const name = item.description || item.keyPreview;
  return (
    <Modal opened={props.opened} centered onClose={onClose} title={t`Revoke API key`}>
      <Stack gap="sm">
        <Text size="sm">
          <Trans>
            Systems using the key {name} lose access at once. A revoked key cannot be restored.
          </Trans>
        </Text>
        <OnlineOperationNotice state={revoke.state} onRetry={() => void revoke.retry()} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            color="red"
            loading={revoke.state.status === 'running'}
            onClick={() => void revoke.run(item)}
          >
            <Trans>Revoke</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
