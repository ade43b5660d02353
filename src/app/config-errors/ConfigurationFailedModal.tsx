import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';

/** 'Failed to load configuration - please refresh the page or contact support.' */
export function ConfigurationFailedModal({ opened }: { opened: boolean }) {
  const { t } = useLingui();
  const [dismissed, setDismissed] = useState(false);
  const close = () => setDismissed(true);
  return (
    <Modal opened={opened && !dismissed} onClose={close} title={t`Configuration`} centered>
      <Text>
        <Trans>Failed to load configuration - please refresh the page or contact support.</Trans>
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={close}>
          <Trans>Close</Trans>
        </Button>
        <Button onClick={() => location.reload()}>
          <Trans>Refresh</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
