import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { useCallback } from 'react';
import { ALL_LOCATIONS } from '../../../contract/hierarchy.ts';
import type { ApiKeyItem } from '../../../contract/apiKeys.ts';
import {
  OnlineOperationNotice,
  useLocationSelection,
  useOperationAccess,
  useSessionUser,
} from '../../kit/index.ts';
import { AdminCollectionPage, useAdminDialogs } from '../../kit/pages/AdminCollectionPage.tsx';
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
  const dialogs = useAdminDialogs<ApiKeyItem>();
  const { close } = dialogs;
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
    <AdminCollectionPage
      title={<Trans>API Keys</Trans>}
      intro={
        <Trans>
          An API key lets another system read a log of its location and every location below it
          through the public API (see Guides). The key is shown once, when it is generated.
        </Trans>
      }
      summary={<Text size="sm">{root ? labelOf(root) : ''}</Text>}
      refresh={{ onRefresh: changed, loading: list.state.status === 'running' }}
      addLabel={<Trans>Generate API key</Trans>}
      canAdd={canGenerate}
      hint={
        root === ALL_LOCATIONS && (
          <Text size="sm" c="dimmed">
            <Trans>Choose a location to generate a key there.</Trans>
          </Text>
        )
      }
      notices={<OnlineOperationNotice state={list.state} onRetry={changed} />}
      items={items}
      loading={list.state.status === 'running' || list.state.status === 'idle'}
      empty={<Trans>No API keys yet.</Trans>}
      list={(keys) => (
        <Stack gap="sm" component="ul" aria-label={t`API Keys`} m={0} p={0}>
          {keys.map((item) => (
            <ApiKeyCard
              key={item.keyId}
              item={item}
              locationLabel={labelOf(item.EntityHierarchy)}
              onEdit={() => dialogs.edit(item)}
              onRevoke={() => dialogs.remove(item)}
            />
          ))}
        </Stack>
      )}
      dialogs={dialogs}
      form={(dialog) =>
        dialog.kind === 'add' ? (
          root && (
            <ApiKeyFormModal
              opened
              at={root}
              atLabel={labelOf(root)}
              types={types}
              onClose={close}
              onChanged={changed}
            />
          )
        ) : (
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
        )
      }
      confirmDelete={(item) => (
        <RevokeApiKeyModal
          opened
          key={item.keyId}
          item={item}
          onClose={close}
          onChanged={changed}
        />
      )}
    />
  );
}
