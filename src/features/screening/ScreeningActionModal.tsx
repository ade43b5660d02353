import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { OnlineOperationNotice } from '../../kit/index.ts';
import { type ScreeningRecord, screeningName } from './screeningRows.ts';
import { type ScreeningAction, useScreeningReset } from './useScreeningReset.ts';

/**
 * Reset a failed screening with a note, or delete the instance (spec/workers.md §4). The note is
 * required for both (it is kept with the item, or explains the deletion in the audit).
 */
export function ScreeningActionModal(props: {
  opened: boolean;
  action: ScreeningAction;
  record: ScreeningRecord;
  onClose: () => void;
}) {
  const { action, record, onClose } = props;
  const { t } = useLingui();
  const operation = useScreeningReset();
  const { state } = operation;
  const [note, setNote] = useState('');
  const [deleteToken, setDeleteToken] = useState(false);
  const [noteError, setNoteError] = useState<string | null>(null);
  const name = screeningName(record);
  const submit = () => {
    if (note.trim() === '') return setNoteError(t`A note is required`);
    void operation.run({ action, record, resetNote: note, shouldDeleteToken: deleteToken });
  };
  const done = state.status === 'done';
  return (
    <Modal
      opened={props.opened}
      onClose={onClose}
      centered
      title={action === 'reset' ? t`Reset failed screening` : t`Delete screening`}
    >
      <Stack gap="sm">
        <Text size="sm">
          {action === 'reset' ? (
            <Trans>The failed screening of {name} is reset, so it can be processed again.</Trans>
          ) : (
            <Trans>The screening of {name} is deleted.</Trans>
          )}
        </Text>
        <Textarea
          label={t`Note`}
          value={note}
          rows={3}
          maxLength={1000}
          required
          disabled={done}
          error={noteError}
          onChange={(changed) => {
            setNote(changed.currentTarget.value);
            setNoteError(null);
          }}
        />
        {action === 'reset' && (
          <Checkbox
            label={t`Also clear the submission token`}
            checked={deleteToken}
            disabled={done}
            onChange={(changed) => setDeleteToken(changed.currentTarget.checked)}
          />
        )}
        <OnlineOperationNotice state={state} onRetry={() => void operation.retry()} />
        {done && (
          <Alert color="green" variant="light" role="status">
            {state.result === 'reset' ? (
              <Trans>
                The status has successfully been reset, the screening can be processed again
              </Trans>
            ) : (
              <Trans>The screening was deleted.</Trans>
            )}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {done ? <Trans>Close</Trans> : <Trans>Cancel</Trans>}
          </Button>
          {!done && (
            <Button
              color={action === 'delete' ? 'red' : undefined}
              loading={state.status === 'running'}
              onClick={submit}
            >
              {action === 'reset' ? (
                <Trans>Reset screening</Trans>
              ) : (
                <Trans>Delete screening</Trans>
              )}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
