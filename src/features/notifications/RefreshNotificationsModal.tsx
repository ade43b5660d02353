import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/** spec/workers.md §8: the list is out of date; Refresh Notifications loads it again. */
export function RefreshNotificationsModal(props: {
  message: string;
  onRefresh: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Modal
      opened
      centered
      onClose={props.onClose}
      title={t`There was a problem with your operation.`}
    >
      <Stack gap="sm">
        <Text size="sm">{props.message}</Text>
        <Group justify="flex-end">
          <Button onClick={props.onRefresh} data-autofocus>
            <Trans>Refresh Notifications</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
