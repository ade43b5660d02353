import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
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
import { CustomFieldCard } from './CustomFieldCard.tsx';
import { CustomFieldFormModal } from './CustomFieldFormModal.tsx';
import { DeleteCustomFieldModal } from './DeleteCustomFieldModal.tsx';
import { useCustomFieldOperation } from './mutations.ts';
import { OutdatedFieldsModal } from './OutdatedFieldsModal.tsx';
import { useCustomFieldList } from './queries.ts';

type Dialog = { kind: 'add' } | { kind: 'edit' | 'delete'; field: CustomField } | null;

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
  const [dialog, setDialog] = useState<Dialog>(null);
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
        setDialog(null);
        setOutdated(message);
      },
    }),
    [apply],
  );
  const toggle = useCustomFieldOperation(callbacks);
  const close = useCallback(() => setDialog(null), []);
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
    <Stack gap="md">
      <Title order={2}>
        <Trans>Custom fields</Trans>
      </Title>
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <Group justify="space-between">
            <Text size="sm">{root ? labelOf(root) : ''}</Text>
            <Group gap="sm">
              <Button variant="default" onClick={() => void reload()} loading={list.loading}>
                <Trans>Refresh</Trans>
              </Button>
              <Button
                onClick={() => setDialog({ kind: 'add' })}
                disabled={!atLocation || !access.allowed}
              >
                <Trans>Add field</Trans>
              </Button>
            </Group>
          </Group>
          {root === ALL_LOCATIONS && (
            <Text size="sm" c="dimmed">
              <Trans>Choose a location to add a field there.</Trans>
            </Text>
          )}
          <OnlineOperationNotice state={list.state} onRetry={() => void reload()} />
          {outdated === null && (
            <OnlineOperationNotice state={toggle.state} onRetry={() => void toggle.retry()} />
          )}
          {fields === undefined ? (
            list.loading || list.state.status === 'idle' ? (
              <Skeleton height={120} aria-label={t`Loading custom fields`} />
            ) : null
          ) : fields.length === 0 ? (
            <Text c="dimmed">
              <Trans>No custom fields yet.</Trans>
            </Text>
          ) : (
            <Stack gap="sm" component="ul" aria-label={t`Custom fields`} m={0} p={0}>
              {fields.map((field) => (
                <CustomFieldCard
                  key={`${field.EntityHierarchy}/${field.fieldId}`}
                  field={field}
                  locationLabel={labelOf(field.EntityHierarchy)}
                  canChange={canChangeAt([field.EntityHierarchy]).allowed}
                  busy={toggle.state.status === 'running' && busyField === field.fieldId}
                  onEdit={() => setDialog({ kind: 'edit', field })}
                  onToggle={() => runToggle(field)}
                  onDelete={() => setDialog({ kind: 'delete', field })}
                />
              ))}
            </Stack>
          )}
        </Stack>
      </Paper>
      {dialog?.kind === 'add' && root && (
        <CustomFieldFormModal {...callbacks} at={root} atLabel={labelOf(root)} onClose={close} />
      )}
      {dialog?.kind === 'edit' && (
        <CustomFieldFormModal
          {...callbacks}
          key={dialog.field.fieldId}
          field={dialog.field}
          at={dialog.field.EntityHierarchy}
          atLabel={labelOf(dialog.field.EntityHierarchy)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteCustomFieldModal
          {...callbacks}
          key={dialog.field.fieldId}
          field={dialog.field}
          onClose={close}
        />
      )}
      {outdated !== null && (
        <OutdatedFieldsModal message={outdated} onRefresh={refreshFields} onClose={closeOutdated} />
      )}
    </Stack>
  );
}
