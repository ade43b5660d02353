import { Trans } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** What a feature's out-of-date refusal receives: the server's message, and what its buttons do. */
export interface OutdatedListRefusalProps {
  message: string;
  onRefresh: () => void;
  onClose: () => void;
}

/**
 * A refusal because the list a change was based on is out of date (spec/workers.md §8): the
 * server's message, what changed, and a button that reads the list again.
 */
export function OutdatedListModal(
  props: OutdatedListRefusalProps & {
    title: string;
    /** What changed and what to do, under the message. */
    detail?: ReactNode;
    refreshLabel: ReactNode;
    /** A Close button beside Refresh (the modal's own close button is always there). */
    withClose?: boolean;
  },
) {
  return (
    <Modal opened centered onClose={props.onClose} title={props.title}>
      <Stack gap="sm">
        <Text size="sm">{props.message}</Text>
        {props.detail !== undefined && (
          <Text size="sm" c="dimmed">
            {props.detail}
          </Text>
        )}
        <Group justify="flex-end">
          {props.withClose && (
            <Button variant="default" onClick={props.onClose}>
              <Trans>Close</Trans>
            </Button>
          )}
          <Button onClick={props.onRefresh} data-autofocus={props.withClose ? undefined : true}>
            {props.refreshLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
