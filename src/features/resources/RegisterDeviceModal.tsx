import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  Select,
  Stack,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { isOneOf } from '../../../contract/plainCheck.ts';
import { DEVICE_KINDS, type DeviceKind } from '../../../contract/resources.ts';
import { OnlineOperationNotice } from '../../kit/index.ts';
import { DialogActions } from '../../ui/DialogActions.tsx';
import { DEVICE_KIND_LABELS } from './deviceKinds.ts';
import { useRegisterDevice } from './mutations.ts';

const isKind = (value: string): value is DeviceKind => isOneOf(DEVICE_KINDS, value);

/** Register a device at `at`: name and kind; its key is shown once, with Copy. */
export function RegisterDeviceModal(props: {
  opened: boolean;
  at: string;
  atLabel: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const register = useRegisterDevice();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<DeviceKind>('RECEPTION_TABLET');
  const [attempt] = useState(() => crypto.randomUUID());
  const done = register.state.status === 'done' ? register.state.result : undefined;
  const submit = () =>
    void register.run({ EntityHierarchy: props.at, name: name.trim(), kind }, attempt);

  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t`Register a device`}>
      {done ? (
        <Stack>
          <Alert color="yellow" title={t`Copy the device key now`}>
            <Trans>
              The device connects with this key. It is shown only once: enter it on the device.
            </Trans>
          </Alert>
          <Code block data-testid="device-key">
            {done.deviceKey}
          </Code>
          <Group justify="flex-end">
            <CopyButton value={done.deviceKey ?? ''}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy}>
                  {copied ? t`Copied` : t`Copy`}
                </Button>
              )}
            </CopyButton>
            <Button onClick={props.onClose}>
              <Trans>Done</Trans>
            </Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack>
            <TextInput label={t`Location`} value={props.atLabel} readOnly />
            <TextInput
              label={t`Device name`}
              required
              maxLength={100}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              data-autofocus
            />
            <Select
              label={t`Kind`}
              data={DEVICE_KINDS.map((value) => ({ value, label: t(DEVICE_KIND_LABELS[value]) }))}
              value={kind}
              allowDeselect={false}
              onChange={(value) => value && isKind(value) && setKind(value)}
            />
            <OnlineOperationNotice state={register.state} onRetry={submit} />
            <DialogActions onCancel={props.onClose}>
              <Button
                type="submit"
                disabled={name.trim() === ''}
                loading={register.state.status === 'running'}
              >
                <Trans>Register</Trans>
              </Button>
            </DialogActions>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
