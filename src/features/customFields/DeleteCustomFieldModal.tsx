import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { CustomField } from '../../../contract/customFields.ts';
import { OnlineOperationNotice } from '../../kit/index.ts';
import { type FieldOperationCallbacks, useCustomFieldOperation } from './mutations.ts';

/** Delete, after a confirmation; a field in use needs its unlock ticked. */
export function DeleteCustomFieldModal(
  props: FieldOperationCallbacks & { field: CustomField; onClose: () => void },
) {
  const { t } = useLingui();
  const { field, onClose } = props;
  const remove = useCustomFieldOperation(props);
  const [attempt] = useState(() => crypto.randomUUID());
  const consumed = field.consumers.length > 0;
  const [unlock, setUnlock] = useState(false);
  const name = field.fieldName;
  const done = remove.state.status === 'done';
  useEffect(() => {
    if (done) onClose();
  }, [done, onClose]);
  const submit = () =>
    void remove.run(
      {
        operation: 'deleteField',
        fieldDetails: {
          EntityHierarchy: field.EntityHierarchy,
          fieldId: field.fieldId,
          lmt: field.lmt,
          unlock,
        },
      },
      attempt,
    );
  return (
    <Modal opened centered onClose={onClose} title={t`Delete custom field`}>
      <Stack gap="sm">
        <Text size="sm">
          <Trans>
            Delete the field {name}? It is no longer captured or shown. This cannot be undone.
          </Trans>
        </Text>
        {consumed && (
          <Checkbox
            checked={unlock}
            onChange={(event) => setUnlock(event.currentTarget.checked)}
            label={t`Unlock the field: it is used by flows or notifications`}
          />
        )}
        <OnlineOperationNotice state={remove.state} onRetry={() => void remove.retry()} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            color="red"
            loading={remove.state.status === 'running'}
            disabled={consumed && !unlock}
            onClick={submit}
          >
            <Trans>Delete</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
