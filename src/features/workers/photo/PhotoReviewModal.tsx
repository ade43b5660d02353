import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { WorkerLogRecord } from '../../../../contract/workerCorrections.ts';
import { OnlineOperationNotice } from '../../../kit/index.ts';
import { formatTimestamp } from '../../../ui/dateFormat.ts';
import { type PhotoReview, usePhotoReview } from './usePhotoReview.ts';

const DONE: Record<PhotoReview, MessageDescriptor> = {
  accept: msg`The image was accepted.`,
  reject: msg`The image was rejected.`,
  removeReference: msg`The reference image was removed.`,
};

/**
 * Photo review of one worker log event (spec/workers.md §2, §4): accept or reject its log image,
 * or remove the worker's reference image. Online only: offline it says it needs a connection.
 */
export function PhotoReviewModal({
  event,
  onClose,
}: {
  event: WorkerLogRecord;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const review = usePhotoReview();
  const { state } = review;
  const running = state.status === 'running';
  const when = formatTimestamp(event.evtTimeStamp);
  const status = typeof event.imageReviewStatus === 'string' ? event.imageReviewStatus : null;
  const last = review.lastReview;
  return (
    <Modal opened onClose={onClose} title={t`Photo review`} centered>
      <Stack gap="sm">
        <Text size="sm">
          <Trans>The photo taken with the event at {when}.</Trans>
        </Text>
        {status === 'ACCEPTED' && (
          <Text size="sm" c="dimmed">
            <Trans>This image has been accepted.</Trans>
          </Text>
        )}
        {status === 'REJECTED' && (
          <Text size="sm" c="dimmed">
            <Trans>This image has been rejected.</Trans>
          </Text>
        )}
        <OnlineOperationNotice state={state} onRetry={() => void review.retry()} />
        {state.status === 'done' && last && (
          <Alert color="green" variant="light" role="status">
            {t(DONE[last])}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button
            variant="default"
            color="red"
            disabled={running}
            onClick={() => void review.run('removeReference', event)}
          >
            <Trans>Remove reference image</Trans>
          </Button>
          <Button color="red" disabled={running} onClick={() => void review.run('reject', event)}>
            <Trans>Reject image</Trans>
          </Button>
          <Button disabled={running} onClick={() => void review.run('accept', event)}>
            <Trans>Accept image</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
