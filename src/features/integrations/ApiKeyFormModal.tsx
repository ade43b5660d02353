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
  Switch,
  TextInput,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import type { ApiKeyItem, ApiKeyType } from '../../../contract/apiKeys.ts';
import { OnlineOperationNotice } from '../../kit/index.ts';
import { DialogActions } from '../../ui/DialogActions.tsx';
import { useGenerateApiKey, useUpdateApiKey } from './apiKeyRequests.ts';
import { isKeyType, KEY_TYPE_LABELS } from './keyTypes.ts';

interface FormProps {
  opened: boolean;
  /** The key to edit; generates a new key at `at` without one. */
  item?: ApiKeyItem;
  at: string;
  atLabel: string;
  types: readonly ApiKeyType[];
  onClose: () => void;
  /** After a change the list is loaded again. */
  onChanged: () => void;
}

/** Generate a key (its value shown once, with Copy) or edit a key's type and description. */
export function ApiKeyFormModal(props: FormProps) {
  const { t } = useLingui();
  const { item } = props;
  const generate = useGenerateApiKey();
  const update = useUpdateApiKey();
  const [attempt] = useState(() => crypto.randomUUID());
  const [keyType, setKeyType] = useState<ApiKeyType | null>(
    item && isKeyType(item.keyType) ? item.keyType : (props.types[0] ?? null),
  );
  const [description, setDescription] = useState(item?.description ?? '');
  const [writes, setWrites] = useState(item?.access === 'READ_WRITE');
  const operation = item ? update : generate;
  const running = operation.state.status === 'running';
  const generated = generate.state.status === 'done' ? generate.state.result : undefined;

  const submit = () => {
    if (!keyType) return;
    const access = writes ? 'READ_WRITE' : 'READ';
    if (item) void update.run(item, { keyType, description, access });
    else void generate.run({ EntityHierarchy: props.at, keyType, description, access }, attempt);
  };
  const finished = operation.state.status === 'done';
  const { onChanged, onClose } = props;
  useEffect(() => {
    if (!finished) return;
    onChanged();
    if (item) onClose();
  }, [finished, item, onChanged, onClose]);

  return (
    <Modal
      opened={props.opened}
      centered
      onClose={props.onClose}
      title={item ? t`Edit API key` : t`Generate API key`}
    >
      {generated ? (
        <GeneratedKey value={generated.value} onClose={props.onClose} />
      ) : (
        <Stack gap="sm">
          <TextInput label={t`Location`} value={props.atLabel} readOnly />
          <Select
            label={t`Key type`}
            description={t`What the key may read through the public API`}
            data={props.types.map((type) => ({ value: type, label: t(KEY_TYPE_LABELS[type]) }))}
            value={keyType}
            onChange={(value) => setKeyType(value && isKeyType(value) ? value : null)}
            allowDeselect={false}
            required
          />
          <TextInput
            label={t`Description`}
            description={t`Which system uses the key, so you know what stops if you revoke it`}
            value={description}
            maxLength={200}
            onChange={(changed) => setDescription(changed.currentTarget.value)}
          />
          <Switch
            label={t`May also write events`}
            description={t`For badge readers, parking scanners and kiosks of other makers: sign-ins and sign-outs, clock and screening events, parking events`}
            checked={writes}
            onChange={(changed) => setWrites(changed.currentTarget.checked)}
          />
          {item ? (
            <OnlineOperationNotice state={update.state} onRetry={() => void update.retry()} />
          ) : (
            <OnlineOperationNotice state={generate.state} onRetry={() => void generate.retry()} />
          )}
          <DialogActions onCancel={props.onClose}>
            <Button onClick={submit} loading={running} disabled={!keyType}>
              {item ? <Trans>Save</Trans> : <Trans>Generate</Trans>}
            </Button>
          </DialogActions>
        </Stack>
      )}
    </Modal>
  );
}

function GeneratedKey(props: { value: string | undefined; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Stack gap="sm">
      {props.value ? (
        <>
          <Alert color="yellow" variant="light" title={t`Copy the key now`}>
            <Trans>
              This is the only time the key is shown. Store it where the system that uses it can
              read it.
            </Trans>
          </Alert>
          <Code block data-testid="generated-api-key">
            {props.value}
          </Code>
          <CopyButton value={props.value}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? <Trans>Copied</Trans> : <Trans>Copy key</Trans>}
              </Button>
            )}
          </CopyButton>
        </>
      ) : (
        <Alert color="red" variant="light" title={t`The key was created, but its value was lost`}>
          <Trans>
            The answer with the key did not arrive. Revoke the new key and generate another.
          </Trans>
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={props.onClose}>
          <Trans>Done</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
