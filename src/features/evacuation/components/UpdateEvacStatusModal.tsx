import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { EvacPersonRef } from '../../../../contract/evacuation.ts';
import { useQueuedAction } from '../../../kit/sync/useQueuedAction.ts';
import { useMarkEvacStatus } from '../mutations.ts';

export interface UpdateEvacStatusModalProps {
  /** The person to mark, with their name for the dialog; null: closed. */
  person: { ref: EvacPersonRef; name: string } | null;
  onClose: () => void;
}

/**
 * 'Update evacuation status' (spec/visitors.md §2): an optional comment and NOT SAFE / SAFE.
 * The mark is the offline-capable mutator: it shows at once and is queued for the server.
 * Decision: 'Evacuation Status Updated' means the mark is saved on this device and queued (offline
 * the message says it waits for the connection); a refusal by the server later is reported as
 * 'Evacuation update failed' (useEvacMarkRefusals) and the row shows the server's state again.
 * 'Evacuation Status Update Failed' is a mark this device could not save.
 */
export function UpdateEvacStatusModal({ person, onClose }: UpdateEvacStatusModalProps) {
  const { t } = useLingui();
  const mark = useMarkEvacStatus();
  const queued = useQueuedAction();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState<'SAFE' | 'NOT_SAFE' | null>(null);
  const close = () => {
    setComment('');
    onClose();
  };
  const submit = async (status: 'SAFE' | 'NOT_SAFE') => {
    if (!person) return;
    setBusy(status);
    const trimmed = comment.trim();
    const saved = await queued(
      () => mark({ userData: [person.ref], status, ...(trimmed ? { comment: trimmed } : {}) }),
      {
        done: t`Evacuation Status Updated`,
        failed: t`Evacuation Status Update Failed`,
        subject: person.name,
      },
    );
    setBusy(null);
    if (saved) close();
  };
  return (
    <Modal
      opened={person !== null}
      onClose={close}
      title={t`Update evacuation status`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {person && (
        <Text fw={500} mb="sm">
          {person.name}
        </Text>
      )}
      <Textarea
        label={t`Comment (optional)`}
        value={comment}
        onChange={(event) => setComment(event.currentTarget.value)}
        maxLength={1000}
        rows={3}
      />
      <Group justify="flex-end" mt="lg" grow>
        <Button
          color="red"
          mih={44}
          loading={busy === 'NOT_SAFE'}
          disabled={busy !== null}
          onClick={() => void submit('NOT_SAFE')}
        >
          <Trans>NOT SAFE</Trans>
        </Button>
        <Button
          color="green"
          mih={44}
          loading={busy === 'SAFE'}
          disabled={busy !== null}
          onClick={() => void submit('SAFE')}
        >
          <Trans>SAFE</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
