import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, List, Modal, Text } from '@mantine/core';
import { DialogActions } from '../../../ui/DialogActions.tsx';

/** How many names the confirmation lists before "and n more". */
const NAMES_LISTED = 8;

export interface BulkSignOutDialogProps {
  opened: boolean;
  /** Each selected visitor's row key and name. */
  people: readonly { key: string; name: string }[];
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmation of a bulk sign-out: who will be signed out, at this moment. */
export function BulkSignOutDialog({
  opened,
  people,
  busy,
  onConfirm,
  onClose,
}: BulkSignOutDialogProps) {
  const { t } = useLingui();
  const more = people.length - NAMES_LISTED;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Sign out the selected visitors?`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Text>
        <Plural
          value={people.length}
          one="# visitor will be signed out now:"
          other="# visitors will be signed out now:"
        />
      </Text>
      <List mt="xs" size="sm">
        {people.slice(0, NAMES_LISTED).map(({ key, name }) => (
          <List.Item key={key}>{name}</List.Item>
        ))}
      </List>
      {more > 0 && (
        <Text size="sm" c="dimmed" mt="xs">
          <Plural value={more} one="and # more" other="and # more" />
        </Text>
      )}
      <DialogActions onCancel={onClose} cancelFocused mt="lg">
        <Button loading={busy} onClick={onConfirm}>
          <Trans>Sign out</Trans>
        </Button>
      </DialogActions>
    </Modal>
  );
}
