import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/**
 * 'There was a problem with your operation' (spec/workers.md §8): the fields, flows or
 * notifications changed since the list was read; Refresh Fields reads them and the configuration
 * again.
 */
export function OutdatedFieldsModal(props: {
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
      title={t`There was a problem with your operation`}
    >
      <Stack gap="sm">
        <Text size="sm">{props.message}</Text>
        <Text size="sm" c="dimmed">
          <Trans>
            The fields, flows or notifications have changed. Refresh the fields and try again.
          </Trans>
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            <Trans>Close</Trans>
          </Button>
          <Button onClick={props.onRefresh}>
            <Trans>Refresh Fields</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
