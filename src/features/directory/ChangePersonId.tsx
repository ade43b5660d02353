import { Trans, useLingui } from '@lingui/react/macro';
import { Button, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ConfirmOperationModal } from '../../kit/pages/ConfirmOperationModal.tsx';
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
  const close = () => {
    setOpened(false);
    setValue(props.person.personalIdentificationNr);
  };
  return (
    <>
      <Button variant="subtle" size="compact-sm" onClick={() => setOpened(true)}>
        <Trans>Change person ID</Trans>
      </Button>
      <ConfirmOperationModal
        opened={opened}
        title={t`Change person ID`}
        state={reset.state}
        onConfirm={() => void reset.run(props.person, next)}
        onRetry={() => void reset.retry()}
        onClose={close}
        onDone={props.onChanged}
        confirmLabel={<Trans>Change</Trans>}
        disabled={next === '' || next === props.person.personalIdentificationNr}
      >
        <TextInput
          label={t`New person ID`}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={next === '' ? t`Person ID is required` : undefined}
          data-autofocus
        />
      </ConfirmOperationModal>
    </>
  );
}
