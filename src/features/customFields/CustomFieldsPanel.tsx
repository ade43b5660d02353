import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import type { CustomField } from '../../../contract/customFields.ts';
import { ALL_LOCATIONS } from '../../../contract/hierarchy.ts';
import {
  OnlineOperationNotice,
  useConfigurationRefresh,
  useLocationSelection,
  useOperationAccess,
  useOperationAccessCheck,
} from '../../kit/index.ts';
import { AdminCollectionPage, useAdminDialogs } from '../../kit/pages/AdminCollectionPage.tsx';
import { CustomFieldCard } from './CustomFieldCard.tsx';
import { CustomFieldFormModal } from './CustomFieldFormModal.tsx';
import { DeleteCustomFieldModal } from './DeleteCustomFieldModal.tsx';
import { useCustomFieldOperation } from './mutations.ts';
import { OutdatedFieldsModal } from './OutdatedFieldsModal.tsx';
import { useCustomFieldList } from './queries.ts';

/**
 * Custom fields of the selected location and below (spec/workers.md "Custom fields and
 * notifications configuration"): add, edit (with the static drop-down list items), delete,
 * enable and disable. Online only; each success updates the list and fetches the configuration
 * again. Self-contained, without props: a tab of settings/account shows it.
 */
export function CustomFieldsPanel() {
  const { t } = useLingui();
  const { root, labelOf } = useLocationSelection();
  const list = useCustomFieldList(root);
  const refreshConfiguration = useConfigurationRefresh();
  const dialogs = useAdminDialogs<CustomField>();
  const { close } = dialogs;
  const [outdated, setOutdated] = useState<string | null>(null);
  const [busyField, setBusyField] = useState<string | null>(null);
  const atLocation = root !== undefined && root !== ALL_LOCATIONS;
  const access = useOperationAccess(
    'provisioningOperations/customFieldProcessor',
    atLocation ? [root] : [],
  );
  const canChangeAt = useOperationAccessCheck('provisioningOperations/customFieldProcessor');
  const { apply, reload } = list;
  const callbacks = useMemo(
    () => ({
      onProcessed: apply,
      onOutdated: (message: string) => {
        close();
        setOutdated(message);
      },
    }),
    [apply, close],
  );
  const toggle = useCustomFieldOperation(callbacks);
  const { reset } = toggle;
  const refreshFields = useCallback(() => {
    setOutdated(null);
    reset();
    void reload();
    void refreshConfiguration().catch(() => undefined);
  }, [reload, reset, refreshConfiguration]);
  const closeOutdated = useCallback(() => {
    setOutdated(null);
    reset();
  }, [reset]);

  const runToggle = (field: CustomField) => {
    setBusyField(field.fieldId);
    void toggle.run(
      {
        operation: field.disabled ? 'enableField' : 'disableField',
        fieldDetails: {
          EntityHierarchy: field.EntityHierarchy,
          fieldId: field.fieldId,
          lmt: field.lmt,
        },
      },
      crypto.randomUUID(),
    );
  };
  const fields = list.fields;

  return (
    <AdminCollectionPage
      title={<Trans>Custom fields</Trans>}
      titleOrder={2}
      summary={<Text size="sm">{root ? labelOf(root) : ''}</Text>}
      refresh={{ onRefresh: () => void reload(), loading: list.loading }}
      addLabel={<Trans>Add field</Trans>}
      canAdd={atLocation && access.allowed}
      hint={
        root === ALL_LOCATIONS && (
          <Text size="sm" c="dimmed">
            <Trans>Choose a location to add a field there.</Trans>
          </Text>
        )
      }
      notices={
        <>
          <OnlineOperationNotice state={list.state} onRetry={() => void reload()} />
          {outdated === null && (
            <OnlineOperationNotice state={toggle.state} onRetry={() => void toggle.retry()} />
          )}
        </>
      }
      items={fields}
      loading={list.loading || list.state.status === 'idle'}
      skeletonLabel={t`Loading custom fields`}
      empty={<Trans>No custom fields yet.</Trans>}
      list={(shown) => (
        <Stack gap="sm" component="ul" aria-label={t`Custom fields`} m={0} p={0}>
          {shown.map((field) => (
            <CustomFieldCard
              key={`${field.EntityHierarchy}/${field.fieldId}`}
              field={field}
              locationLabel={labelOf(field.EntityHierarchy)}
              canChange={canChangeAt([field.EntityHierarchy]).allowed}
              busy={toggle.state.status === 'running' && busyField === field.fieldId}
              onEdit={() => dialogs.edit(field)}
              onToggle={() => runToggle(field)}
              onDelete={() => dialogs.remove(field)}
            />
          ))}
        </Stack>
      )}
      dialogs={dialogs}
      form={(dialog) =>
        dialog.kind === 'add' ? (
          root && (
            <CustomFieldFormModal
              {...callbacks}
              at={root}
              atLabel={labelOf(root)}
              onClose={close}
            />
          )
        ) : (
          <CustomFieldFormModal
            {...callbacks}
            key={dialog.item.fieldId}
            field={dialog.item}
            at={dialog.item.EntityHierarchy}
            atLabel={labelOf(dialog.item.EntityHierarchy)}
            onClose={close}
          />
        )
      }
      confirmDelete={(field) => (
        <DeleteCustomFieldModal {...callbacks} key={field.fieldId} field={field} onClose={close} />
      )}
    >
      {outdated !== null && (
        <OutdatedFieldsModal message={outdated} onRefresh={refreshFields} onClose={closeOutdated} />
      )}
    </AdminCollectionPage>
  );
}
