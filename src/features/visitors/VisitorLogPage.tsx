import { Plural, Trans } from '@lingui/react/macro';
import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useLocationSelection } from '../../app/location-selector/useLocationSelection.ts';
import { readPreference, writePreference } from '../../ui/preferences.ts';
import { SignInFilterControl } from './components/SignInFilterControl.tsx';
import { NoVisitors, TableSkeleton } from './components/VisitorLogStates.tsx';
import { VisitorLogTable } from './components/VisitorLogTable.tsx';
import { useTodayRange, useVisitorLog } from './queries.ts';
import { isSignInFilter, matchesSignInFilter, type SignInFilter } from './visitorRows.ts';

function storedFilter(): SignInFilter {
  const stored = readPreference('visitorLogFilter');
  return isSignInFilter(stored) ? stored : 'all';
}

/** /visitors/log: today's visitors of the selected location subtree. */
export function VisitorLogPage() {
  const { root, hierarchies, labelOf } = useLocationSelection();
  return (
    <Stack gap="md">
      <Title order={1}>
        <Trans>Visitor Log</Trans>
      </Title>
      {root ? (
        <VisitorLog root={root} hierarchies={hierarchies} labelOf={labelOf} />
      ) : (
        <TableSkeleton />
      )}
    </Stack>
  );
}

interface VisitorLogProps {
  root: string;
  hierarchies: string[];
  labelOf: (key: string) => string;
}

function VisitorLog({ root, hierarchies, labelOf }: VisitorLogProps) {
  const range = useTodayRange();
  const [filter, setFilter] = useState<SignInFilter>(storedFilter);
  const { records, scope, loading } = useVisitorLog({ root, hierarchies, ...range });
  const shown = (records ?? []).filter((record) => matchesSignInFilter(record, filter));
  const changeFilter = (next: SignInFilter) => {
    setFilter(next);
    writePreference('visitorLogFilter', next);
  };
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Group justify="space-between">
          <SignInFilterControl value={filter} onChange={changeFilter} />
          {records && (
            <Text size="sm" c="dimmed" aria-live="polite">
              <Plural value={shown.length} one="# visitor" other="# visitors" />
            </Text>
          )}
        </Group>
        {scope?.status === 'error' && (
          <Alert color="red" variant="light" title={<Trans>Oops!</Trans>}>
            {scope.error ?? <Trans>The visitor log could not be loaded.</Trans>}
          </Alert>
        )}
        {loading ? (
          <TableSkeleton />
        ) : shown.length === 0 ? (
          <NoVisitors />
        ) : (
          <VisitorLogTable records={shown} labelOf={labelOf} />
        )}
      </Stack>
    </Paper>
  );
}
