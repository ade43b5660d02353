import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import {
  CUSTOM_FIELD_INPUT_TYPES,
  type CustomField,
  type CustomFieldInputType,
  isDropDown,
} from '../../../contract/customFields.ts';
import { isOneOf } from '../../../contract/plainCheck.ts';
import { OnlineOperationNotice } from '../../kit/index.ts';
import { DialogActions } from '../../ui/DialogActions.tsx';
import { DropDownItemsEditor } from './DropDownItemsEditor.tsx';
import {
  type FieldFormProblem,
  type FieldFormValues,
  formProblem,
  initialValues,
  itemsToSend,
} from './fieldForm.ts';
import { INPUT_TYPE_LABELS } from './inputTypes.ts';
import { type FieldOperationCallbacks, useCustomFieldOperation } from './mutations.ts';

const isInputType = (value: string): value is CustomFieldInputType =>
  isOneOf(CUSTOM_FIELD_INPUT_TYPES, value);

/** Add a field at `at`, or edit `field`: name, input type and drop-down items. */
export function CustomFieldFormModal(
  props: FieldOperationCallbacks & {
    at: string;
    atLabel: string;
    field?: CustomField;
    onClose: () => void;
  },
) {
  const { t } = useLingui();
  const { field, onClose } = props;
  const save = useCustomFieldOperation(props);
  const [attempt] = useState(() => crypto.randomUUID());
  const [values, setValues] = useState<FieldFormValues>(() => initialValues(field));
  const consumed = (field?.consumers.length ?? 0) > 0;
  const problem = formProblem(values);
  const done = save.state.status === 'done';
  useEffect(() => {
    if (done) onClose();
  }, [done, onClose]);

  const problemText: Record<FieldFormProblem, string> = {
    nameRequired: t`The field needs a name`,
    itemsRequired: t`A drop-down list needs at least one item`,
    itemTextRequired: t`Every item needs a text`,
    itemsRepeated: t`Two items have the same text`,
  };

  const submit = () => {
    if (problem) return;
    const definition = {
      fieldName: values.fieldName.trim(),
      inputType: values.inputType,
      staticDropDownListItems: itemsToSend(values),
    };
    if (field) {
      void save.run(
        {
          operation: 'editField',
          fieldDetails: {
            EntityHierarchy: field.EntityHierarchy,
            fieldId: field.fieldId,
            lmt: field.lmt,
            unlock: values.unlock,
            ...definition,
          },
        },
        attempt,
      );
    } else {
      void save.run(
        { operation: 'addField', fieldDetails: { EntityHierarchy: props.at, ...definition } },
        attempt,
      );
    }
  };
  const atLabel = props.atLabel;

  return (
    <Modal
      opened
      centered
      onClose={onClose}
      title={field ? t`Edit custom field` : t`Add custom field`}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            <Trans>Location: {atLabel}</Trans>
          </Text>
          <TextInput
            label={t`Field name`}
            required
            maxLength={100}
            data-autofocus
            value={values.fieldName}
            onChange={(event) => setValues({ ...values, fieldName: event.currentTarget.value })}
          />
          <Radio.Group
            label={t`Input type`}
            value={values.inputType}
            onChange={(value) => {
              if (isInputType(value)) setValues({ ...values, inputType: value });
            }}
          >
            <Stack gap="xs" mt="xs">
              {CUSTOM_FIELD_INPUT_TYPES.map((type) => (
                <Radio key={type} value={type} label={t(INPUT_TYPE_LABELS[type])} />
              ))}
            </Stack>
          </Radio.Group>
          {isDropDown(values.inputType) && (
            <DropDownItemsEditor
              items={values.items}
              onChange={(items) => setValues({ ...values, items })}
            />
          )}
          {consumed && (
            <Checkbox
              checked={values.unlock}
              onChange={(event) => setValues({ ...values, unlock: event.currentTarget.checked })}
              label={t`Unlock the field: it is used by flows or notifications`}
            />
          )}
          {problem && problem !== 'nameRequired' && (
            <Text size="sm" c="red" role="status">
              {problemText[problem]}
            </Text>
          )}
          <OnlineOperationNotice state={save.state} onRetry={() => void save.retry()} />
          <DialogActions onCancel={onClose}>
            <Button
              type="submit"
              loading={save.state.status === 'running'}
              disabled={problem !== null || (consumed && !values.unlock)}
            >
              <Trans>Save</Trans>
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
