import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { OnlineOperationNotice } from '../../../kit/index.ts';
import { useScreeningRoomInduction } from '../onlineOperations.ts';
import type { VisitorRecord } from '../visitorRows.ts';

/**
 * Marks the visitor's induction as watched in the screening room, at a video version (spec
 * visitors.md §4): online only, the server records it with an induction completion.
 */
export function ScreeningRoomInductionForm({ record }: { record: VisitorRecord }) {
  const { t } = useLingui();
  const induction = useScreeningRoomInduction();
  const [version, setVersion] = useState(String(record.inductionData?.version ?? 1));
  const parsed = Number(version);
  const valid = Number.isInteger(parsed) && parsed >= 0;
  const { state } = induction;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) void induction.run(record, parsed);
      }}
    >
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label={t`Screening room video version`}
          value={version}
          inputMode="numeric"
          onChange={(event) => setVersion(event.currentTarget.value)}
          error={valid ? null : t`Enter a whole number of 0 or more`}
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="light" mt={24} loading={state.status === 'running'}>
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
