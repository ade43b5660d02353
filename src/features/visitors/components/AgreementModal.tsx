import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Center, Loader, Modal, Stack } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { OnlineOperationNotice } from '../../../kit/index.ts';
import { useVisitorAgreement } from '../onlineOperations.ts';
import { type VisitorRecord, visitorName } from '../visitorRows.ts';

export interface AgreementModalProps {
  opened: boolean;
  record: VisitorRecord | null;
  onClose: () => void;
}

/**
 * The signed-agreement viewer (spec/visitors.md §2): the PDF the server generates, in a modal
 * 75vw wide with a 75vh iframe. Online only: offline it says that it needs a connection; a
 * failure shows 'The agreement could not be fetched, please try again.' with Retry.
 */
export function AgreementModal({ opened, record, onClose }: AgreementModalProps) {
  const { t } = useLingui();
  const agreement = useVisitorAgreement();
  const { run, reset, state } = agreement;
  useEffect(() => {
    if (opened && record) void run(record);
    else reset();
  }, [opened, record, run, reset]);
  const url = useMemo(
    () => (state.status === 'done' ? URL.createObjectURL(state.result) : null),
    [state],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const name = record ? visitorName(record) : '';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Agreement signed by ${name}`}
      size="75vw"
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {state.status === 'running' && (
        <Center h="20vh">
          <Loader aria-label={t`Loading the agreement`} />
        </Center>
      )}
      <OnlineOperationNotice
        state={
          state.status === 'failed'
            ? { ...state, error: t`The agreement could not be fetched, please try again.` }
            : state
        }
        onRetry={() => void agreement.retry()}
      />
      {url && (
        <Stack gap="xs">
          <iframe
            src={url}
            title={t`Agreement signed by ${name}`}
            style={{ width: '100%', height: '75vh', border: 0 }}
          />
          <Anchor href={url} download={`agreement-${name || 'visitor'}.pdf`} size="sm">
            <Trans>Download the agreement (PDF)</Trans>
          </Anchor>
        </Stack>
      )}
    </Modal>
  );
}
