import { Trans } from '@lingui/react/macro';
import { Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDeferredValue, useMemo } from 'react';
import { useLocationSelection } from '../../kit/index.ts';
import { useFirstContent } from '../../ui/firstContent.ts';
import { EvacStatusStyles } from './components/EvacStatusBadge.tsx';
import { EvacuationLog } from './components/EvacuationLog.tsx';
import { RollCall } from './components/RollCall.tsx';
import { DeferredEvacuationControl } from './control/DeferredEvacuationControl.tsx';
import { useEvacuations } from './queries.ts';
import { activeByHierarchy } from './rollCallPeople.ts';

/**
 * /messaging/evacuation: the roll call of the evacuations active in the selected subtree, and
 * the evacuation log (active and archive).
 */
export function EvacuationPage() {
  const { root, hierarchies, labelOf } = useLocationSelection();
  return (
    <Stack gap="md">
      <EvacStatusStyles />
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={1}>
          <Trans>Evacuation</Trans>
        </Title>
        <DeferredEvacuationControl />
      </Group>
      {root ? (
        <Evacuations root={root} hierarchies={hierarchies} labelOf={labelOf} />
      ) : (
        <Skeleton height={120} />
      )}
    </Stack>
  );
}

function Evacuations({
  root,
  hierarchies,
  labelOf,
}: {
  root: string;
  hierarchies: string[];
  labelOf: (hierarchy: string) => string;
}) {
  // With an evacuation active, the roll call's rows are the first content, not this list.
  const { records, loading } = useEvacuations({ root, hierarchies, firstContent: false });
  const active = useMemo(() => activeByHierarchy(records ?? []), [records]);
  useFirstContent(records !== undefined && active.size === 0);
  // The log sits below the roll call: it renders after the first frame, not in it.
  const showLog = useDeferredValue(true, false);
  if (loading || !records) return <Skeleton height={120} />;
  return (
    <>
      {active.size > 0 ? (
        <RollCall root={root} evacuations={active} labelOf={labelOf} />
      ) : (
        <Text c="dimmed">
          <Trans>No evacuation is active at this location.</Trans>
        </Text>
      )}
      {showLog && <EvacuationLog evacuations={records} labelOf={labelOf} />}
    </>
  );
}
