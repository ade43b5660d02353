import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Code, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { formatKioskCode, KIOSK_PAGE_PATH } from '../../../contract/kioskPairing.ts';
import { OnlineOperationNotice } from '../../kit/index.ts';
import { DialogActions } from '../../ui/DialogActions.tsx';
import { KioskQrCode } from './KioskQrCode.tsx';
import { type KioskPairingCode, usePairKiosk } from './mutations.ts';

const QR_SIZE = 200;

/**
 * The link a tablet opens to pair with `code` (the QR's content). The code goes in as shown
 * (`ABCD-EFGH`): with its dash it never reads as a number in the router's search parsing.
 */
export function kioskPairingLink(code: string, origin = window.location.origin): string {
  return `${origin}${KIOSK_PAGE_PATH}?${new URLSearchParams({ code: formatKioskCode(code) })}`;
}

/**
 * Pair a kiosk at `at` (issue 33 item 1): its name, then the one-time code, large, with a QR of
 * the pairing link and until when it is valid. The list shows the kiosk waiting for pairing.
 */
export function PairKioskModal(props: {
  opened: boolean;
  at: string;
  atLabel: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const pair = usePairKiosk();
  const [name, setName] = useState('');
  const done = pair.state.status === 'done' ? pair.state.result : undefined;
  const submit = () =>
    void pair.run({ EntityHierarchy: props.at, name: name.trim() }, crypto.randomUUID());

  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t`Pair a kiosk`}>
      {done ? (
        <PairingCode code={done} onClose={props.onClose} />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack>
            <Text size="sm">
              <Trans>
                Name the kiosk. You then get a code to enter on the tablet, valid for ten minutes.
              </Trans>
            </Text>
            <TextInput label={t`Location`} value={props.atLabel} readOnly />
            <TextInput
              label={t`Kiosk name`}
              description={t`For example: Main entrance`}
              required
              maxLength={100}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              data-autofocus
            />
            <OnlineOperationNotice state={pair.state} onRetry={submit} />
            <DialogActions onCancel={props.onClose}>
              <Button
                type="submit"
                disabled={name.trim() === ''}
                loading={pair.state.status === 'running'}
              >
                <Trans>Get pairing code</Trans>
              </Button>
            </DialogActions>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

function PairingCode({ code, onClose }: { code: KioskPairingCode; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const link = kioskPairingLink(code.pairingCode);
  const until = i18n.date(new Date(code.pairingExpiresAt), { timeStyle: 'short' });
  const page = `${window.location.host}${KIOSK_PAGE_PATH}`;
  return (
    <Stack align="center" gap="md">
      <Text ta="center">
        <Trans>
          On the tablet, open <Code>{page}</Code> and enter this code, or scan the QR code.
        </Trans>
      </Text>
      <Text
        component="output"
        aria-label={t`Pairing code`}
        data-testid="kiosk-pairing-code"
        ff="monospace"
        fw={700}
        fz={40}
        lh={1.1}
        style={{ letterSpacing: '0.08em' }}
      >
        {formatKioskCode(code.pairingCode)}
      </Text>
      <KioskQrCode text={link} size={QR_SIZE} label={t`QR code of the pairing link`} />
      <Text size="sm" c="dimmed" ta="center" data-testid="kiosk-pairing-expiry">
        <Trans>Valid until {until}. The code can be used once.</Trans>
      </Text>
      <Group justify="flex-end" w="100%">
        <Button onClick={onClose} data-autofocus>
          <Trans>Done</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
