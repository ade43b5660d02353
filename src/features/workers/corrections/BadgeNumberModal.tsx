import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { WorkerLogRecord } from '../../../../contract/workerCorrections.ts';
import { badgeNumberOf } from '../../../../contract/workerKeys.ts';
import { DialogActions } from '../../../ui/DialogActions.tsx';
import { useCaptureBadgeNumber } from './useCorrections.ts';

/**
 * Links a badge (access card) number to a worker log entry (spec/workers.md §4): it cannot be
 * empty and an unchanged number is refused (§5). Queued like a correction: works offline.
 */
export function BadgeNumberModal({
  event,
  onClose,
}: {
  event: WorkerLogRecord;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const capture = useCaptureBadgeNumber();
  const current = badgeNumberOf(event) ?? '';
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState(false);
  const save = async () => {
    const badge = value.trim();
    if (badge === '') return setError(t`Enter a badge number`);
    if (badge === current) return setError(t`The badge number is unchanged`);
    try {
      await capture(event, badge);
      onClose();
    } catch {
      setFailure(true);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t`Link badge number`} centered>
      <form
        noValidate
        onSubmit={(submitted) => {
          submitted.preventDefault();
          void save();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t`Badge number`}
            value={value}
            maxLength={100}
            onChange={(changed) => {
              setValue(changed.currentTarget.value);
              setError(null);
            }}
            error={error}
            required
            data-autofocus
          />
          {failure && (
            <Alert color="red" variant="light" role="alert">
              <Trans>
                Access control integration failed. The access card has not been linked on the
                product
              </Trans>
            </Alert>
          )}
          <DialogActions onCancel={onClose}>
            <Button type="submit">
              <Trans>Save badge number</Trans>
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
