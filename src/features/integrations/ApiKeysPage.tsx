import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { ALL_LOCATIONS } from '../../../contract/hierarchy.ts';
import type { ApiKeyItem } from '../../../contract/apiKeys.ts';
import {
  OnlineOperationNotice,
  useLocationSelection,
  useOperationAccess,
  useSessionUser,
} from '../../kit/index.ts';
import { lazyWhenOpened } from '../../ui/lazyWhenOpened.tsx';
import { useApiKeyList } from './apiKeyRequests.ts';
import { ApiKeyCard } from './ApiKeyCard.tsx';
import { administeredKeyTypes } from './keyTypes.ts';

// Modal, Select and the copy button load when a dialog first opens, not with the list.
const ApiKeyFormModal = lazyWhenOpened(() =>
  import('./ApiKeyFormModal.tsx').then((m) => m.ApiKeyFormModal),
);
const RevokeApiKeyModal = lazyWhenOpened(() =>
  import('./RevokeApiKeyModal.tsx').then((m) => m.RevokeApiKeyModal),
);

type Dialog = { kind: 'generate' } | { kind: 'edit' | 'revoke'; item: ApiKeyItem } | null;

/**
 * integrations/api-keys (spec/workers.md §2): the API keys at and below the selected location,
 * of the types the account administers; generate (at the selected location, not at 'ALL'),
 * edit and revoke. Online only: nothing here is stored on the device.
 */
export function ApiKeysPage() {
  const { t } = useLingui();
  const { root, labelOf } = useLocationSelection();
  const types = administeredKeyTypes(useSessionUser().flags.amApiAdminForTypes);
  const list = useApiKeyList(root);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = useCallback(() => setDialog(null), []);
  const { reload } = list;
  const changed = useCallback(() => void reload(), [reload]);
  const atLocation = root !== undefined && root !== ALL_LOCATIONS;
  const generateAccess = useOperationAccess(
    'userOperations/manageAPIKeys',
    atLocation ? [root] : [],
  );
  const canGenerate = atLocation && generateAccess.allowed && types.length > 0;
  const items = list.state.status === 'done' ? list.state.result : undefined;

  return (
    <Stack gap="md">
      <Title order={1}>
        <Trans>API Keys</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        <Trans>
          An API key lets another system read a log of its location and every location below it
          through the public API (see Guides). The key is shown once, when it is generated.
        </Trans>
      </Text>
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <Group justify="space-between">
            <Text size="sm">{root ? labelOf(root) : ''}</Text>
            <Group gap="sm">
              <Button variant="default" onClick={changed} loading={list.state.status === 'running'}>
                <Trans>Refresh</Trans>
              </Button>
              <Button onClick={() => setDialog({ kind: 'generate' })} disabled={!canGenerate}>
                <Trans>Generate API key</Trans>
              </Button>
            </Group>
          </Group>
          {root === ALL_LOCATIONS && (
            <Text size="sm" c="dimmed">
              <Trans>Choose a location to generate a key there.</Trans>
            </Text>
          )}
          <OnlineOperationNotice state={list.state} onRetry={changed} />
          {items === undefined ? (
            list.state.status === 'running' || list.state.status === 'idle' ? (
              <Skeleton height={120} />
            ) : null
          ) : items.length === 0 ? (
            <Text c="dimmed">
              <Trans>No API keys yet.</Trans>
            </Text>
          ) : (
            <Stack gap="sm" component="ul" aria-label={t`API Keys`} m={0} p={0}>
              {items.map((item) => (
                <ApiKeyCard
                  key={item.keyId}
                  item={item}
                  locationLabel={labelOf(item.EntityHierarchy)}
                  onEdit={() => setDialog({ kind: 'edit', item })}
                  onRevoke={() => setDialog({ kind: 'revoke', item })}
                />
              ))}
            </Stack>
          )}
        </Stack>
      </Paper>
      {dialog?.kind === 'generate' && root && (
        <ApiKeyFormModal
          opened
          at={root}
          atLabel={labelOf(root)}
          types={types}
          onClose={close}
          onChanged={changed}
        />
      )}
      {dialog?.kind === 'edit' && (
        <ApiKeyFormModal
          opened
          key={dialog.item.keyId}
          item={dialog.item}
          at={dialog.item.EntityHierarchy}
          atLabel={labelOf(dialog.item.EntityHierarchy)}
          types={types}
          onClose={close}
          onChanged={changed}
        />
      )}
      {dialog?.kind === 'revoke' && (
        <RevokeApiKeyModal
          opened
          key={dialog.item.keyId}
          item={dialog.item}
          onClose={close}
          onChanged={changed}
        />
      )}
    </Stack>
  );
}
