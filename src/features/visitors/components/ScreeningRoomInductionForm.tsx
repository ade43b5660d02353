import { Trans } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { OnlineOperationNotice } from '../../../kit/index.ts';
import { useScreeningRoomInduction } from '../onlineOperations.ts';
import type { VisitorRecord } from '../visitorRows.ts';

/**
 * Marks the visitor's induction as watched in the screening room (spec visitors.md §4): online
 * only; the server records it at the screening room's video version in the location's induction
 * configuration, with an induction completion.
 */
export function ScreeningRoomInductionForm({ record }: { record: VisitorRecord }) {
  const induction = useScreeningRoomInduction();
  const { state } = induction;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void induction.run(record);
      }}
    >
      <Group gap="xs" wrap="nowrap">
        <Button type="submit" variant="light" loading={state.status === 'running'}>
          <Trans>Induction completed in screening room</Trans>
        </Button>
      </Group>
      {state.status === 'done' && (
        <Text size="sm" c="teal" role="status">
          <Trans>Induction status updated</Trans>
        </Text>
      )}
      {state.status === 'failed' && (
        <Text size="sm" c="red" role="alert">
          <Trans>The induction status could not be updated: {state.error}</Trans>
        </Text>
      )}
      <OnlineOperationNotice
        state={state.status === 'failed' ? { status: 'idle' } : state}
        onRetry={() => void induction.retry()}
      />
    </form>
  );
}
