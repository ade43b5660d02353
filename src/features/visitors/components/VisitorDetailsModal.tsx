import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { customFieldValueText } from '../../../../contract/customFieldValues.ts';
import {
  idNumberRefusal,
  serialNumberRefusal,
  visitorBadgeRefusal,
} from '../../../../contract/transitions/visitorLogUpdates.ts';
import { useCustomFieldsAt, useOperationAccessCheck } from '../../../kit/index.ts';
import { DetailsModal } from '../../../ui/DetailsModal.tsx';
import { DialogActions } from '../../../ui/DialogActions.tsx';
import { type ColumnTextContext, visitorColumnText } from '../columns.tsx';
import {
  useCaptureVisitorBadge,
  useDeleteVisitor,
  useUpdateVisitorAssetSerial,
  useUpdateVisitorIdNumber,
} from '../mutations.ts';
import { ALL_COLUMNS } from '../visitorColumnKeys.ts';
import { isOnSite, type VisitorRecord, visitorName } from '../visitorRows.ts';
import { CustomFieldForm } from './CustomFieldForm.tsx';
import { RecordNumberForm } from './RecordNumberForm.tsx';
import { ScreeningRoomInductionForm } from './ScreeningRoomInductionForm.tsx';

export interface VisitorDetailsModalProps {
  opened: boolean;
  record: VisitorRecord | null;
  onClose: () => void;
  /** The column titles and text rules of the log (useVisitorLogColumns). */
  titles: Readonly<Record<string, string>>;
  context: ColumnTextContext;
}

/**
 * A visitor log entry's details (spec/visitors.md §2 "details modal") and its actions: access
 * card linking, ID number, asset serial number, custom field values (each queued, offline
 * capable), the screening-room induction (online only) and deleting the entry (with a
 * confirmation). Each action shows only where the access policy allows it at the entry's location.
 */
export function VisitorDetailsModal({
  opened,
  record,
  onClose,
  titles,
  context,
}: VisitorDetailsModalProps) {
  const { t } = useLingui();
  const access = {
    badge: useOperationAccessCheck('visitorLogOperations/captureVisitorBadgeNumber'),
    id: useOperationAccessCheck('visitorLogOperations/updatePersonalIdentificationNr'),
    serial: useOperationAccessCheck('visitorLogOperations/updateAssetSerialNumber'),
    field: useOperationAccessCheck('visitorLogOperations/updateVisitorCustomFieldValue'),
    induction: useOperationAccessCheck('visitorLogOperations/setInductionCompleteInScreeningRoom'),
    remove: useOperationAccessCheck('visitorLogOperations/deleteLogEntries'),
  };
  const captureBadge = useCaptureVisitorBadge();
  const updateId = useUpdateVisitorIdNumber();
  const updateSerial = useUpdateVisitorAssetSerial();
  const remove = useDeleteVisitor();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const customFields = useCustomFieldsAt(record?.EntityHierarchy);
  if (!record) return null;
  const at = [record.EntityHierarchy];
  const name = visitorName(record);
  const fields = ALL_COLUMNS.filter((key) => key !== 'evacStatus').map((key) => ({
    label: titles[key] ?? key,
    value:
      key === 'signOut' && isOnSite(record)
        ? t`still on premises`
        : visitorColumnText(key, record, context),
  }));
  // Named by the field's name, drop-down items by their texts (an unknown field keeps its id).
  const customValues = Object.entries(record.checkInFieldValues ?? {}).map(([id, value]) => {
    const field = customFields.find((candidate) => candidate.fieldId === id);
    return { label: field?.fieldName ?? id, value: customFieldValueText(field, value) };
  });
  const close = () => {
    setConfirmingDelete(false);
    onClose();
  };
  return (
    <DetailsModal
      opened={opened}
      onClose={close}
      title={name}
      fields={[...fields, ...customValues]}
    >
      <Stack gap="md" mt="lg" key={`${record.EntityHierarchy}|${record.evtTimeStampProfileID}`}>
        <Divider />
        <Title order={3} size="h5">
          <Trans>Actions</Trans>
        </Title>
        {access.badge(at).allowed && (
          <RecordNumberForm
            label={t`Access card number`}
            submitLabel={<Trans>Link badge</Trans>}
            current={record.badgeNumber ?? ''}
            refusal={(value) => visitorBadgeRefusal(record, value)}
            onSave={(value) => captureBadge(record, value)}
          />
        )}
        {access.id(at).allowed && (
          <RecordNumberForm
            label={t`ID/Passport number`}
            submitLabel={<Trans>Update ID number</Trans>}
            current={record.visitorFullDetails.personalIdentificationNr ?? ''}
            refusal={(value) => idNumberRefusal(record, value)}
            onSave={(value) => updateId(record, value)}
          />
        )}
        {access.serial(at).allowed && (
          <RecordNumberForm
            label={t`Asset serial number`}
            submitLabel={<Trans>Update asset serial number</Trans>}
            current={record.assetSerialNumber ?? ''}
            refusal={(value) => serialNumberRefusal(record, value)}
            onSave={(value) => updateSerial(record, value)}
          />
        )}
        {access.field(at).allowed && <CustomFieldForm record={record} />}
        {access.induction(at).allowed && <ScreeningRoomInductionForm record={record} />}
        {access.remove(at).allowed &&
          (confirmingDelete ? (
            <Stack gap="xs" role="alert">
              <Text size="sm">
                <Trans>Delete the log entry of {name}? This cannot be undone.</Trans>
              </Text>
              <DialogActions onCancel={() => setConfirmingDelete(false)} gap="xs">
                <Button
                  color="red"
                  onClick={() => {
                    void remove(record).then(close);
                  }}
                >
                  <Trans>Delete entry</Trans>
                </Button>
              </DialogActions>
            </Stack>
          ) : (
            <Group justify="flex-end">
              <Button color="red" variant="light" onClick={() => setConfirmingDelete(true)}>
                <Trans>Delete</Trans>
              </Button>
            </Group>
          ))}
      </Stack>
    </DetailsModal>
  );
}
