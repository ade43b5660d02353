import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, Text } from '@mantine/core';
import { useState } from 'react';
import type { CustomField } from '../../../contract/customFields.ts';
import { ConfirmOperationModal } from '../../kit/pages/ConfirmOperationModal.tsx';
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
    <ConfirmOperationModal
      opened
      title={t`Delete custom field`}
      state={remove.state}
      onConfirm={submit}
      onRetry={() => void remove.retry()}
      onClose={onClose}
      disabled={consumed && !unlock}
    >
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
    </ConfirmOperationModal>
  );
}
