import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconDatabaseExclamation } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, useSyncEngine, useSyncStatus } from '../../kit/index.ts';
import { StorageUsage } from './StorageUsage.tsx';

/**
 * Blocking explanation when a sync write ran out of storage (DESIGN.md §2.2): what happened,
 * what is safe, and how to free space. "Free up space" deletes copies of data no open view shows.
 */
export function StorageFullModal() {
  const { storageFull } = useSyncStatus();
  const engine = useSyncEngine();
  const { t } = useLingui();
  const [freeing, setFreeing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const freeUpSpace = async () => {
    setFreeing(true);
    setFailure(null);
    try {
      await engine.freeUpSpace();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setFreeing(false);
    }
  };

  return (
    <Modal
      opened={storageFull}
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={t`This device is out of storage`}
    >
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconDatabaseExclamation aria-hidden size={20} />
          <Text size="sm">
            <Trans>
              Gatehouse could not save data on this device because its storage is full. Until space
              is freed, new changes and updates cannot be stored here.
            </Trans>
          </Text>
        </Group>
        <Text size="sm">
          <Trans>
            What is safe: changes already waiting to be sent stay on this device and will be sent
            when possible. Nothing you saved before is lost.
          </Trans>
        </Text>
        <Text size="sm">
          <Trans>
            To free space, remove the copies of data you are not viewing now (they are downloaded
            again when you open them). If that is not enough, delete files, photos or apps you no
            longer need on this device, then choose Free up space again.
          </Trans>
        </Text>
        <StorageUsage />
        {failure && (
          <Alert color="red" title={t`Freeing space failed`}>
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button loading={freeing} onClick={() => void freeUpSpace()}>
            <Trans>Free up space</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
