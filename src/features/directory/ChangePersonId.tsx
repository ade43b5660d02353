import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { OnlineOperationNotice } from '../../kit/index.ts';
import { usePersonIdReset } from './useDirectoryImport.ts';

/**
 * "Change person ID" beside the read-only ID of a person being edited: the one way to correct a
 * person ID typed wrong (the form keeps ID fields read-only, so marks and shifts stay with the
 * person). The server refuses an ID another person of the type has; the dialog then says so and
 * keeps what was typed.
 */
export function ChangePersonId(props: {
  person: { hierarchy: string; ProfileId: string; personalIdentificationNr: string };
  onChanged: () => void;
}) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  const [value, setValue] = useState(props.person.personalIdentificationNr);
  const reset = usePersonIdReset();
  const next = value.trim();
  const unchanged = next === props.person.personalIdentificationNr;
  const close = () => {
    setOpened(false);
    setValue(props.person.personalIdentificationNr);
  };
  const submit = async () => {
    await reset.run(props.person, next);
  };
  const onChanged = useRef(props.onChanged);
  onChanged.current = props.onChanged;
  const done = reset.state.status === 'done';
  useEffect(() => {
    if (!done) return;
    setOpened(false);
    onChanged.current();
  }, [done]);
  return (
    <>
      <Button variant="subtle" size="compact-sm" onClick={() => setOpened(true)}>
        <Trans>Change person ID</Trans>
      </Button>
      <Modal opened={opened} onClose={close} title={t`Change person ID`} centered>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack>
            <TextInput
              label={t`New person ID`}
              value={value}
              onChange={(event) => setValue(event.currentTarget.value)}
              error={next === '' ? t`Person ID is required` : undefined}
              data-autofocus
            />
            <OnlineOperationNotice state={reset.state} onRetry={() => void reset.retry()} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                <Trans>Cancel</Trans>
              </Button>
              <Button
                type="submit"
                disabled={next === '' || unchanged}
                loading={reset.state.status === 'running'}
              >
                <Trans>Change</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
