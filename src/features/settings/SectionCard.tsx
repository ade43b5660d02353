import { Trans } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SaveLocationSettingsRequest } from '../../../contract/locationSettings.ts';
import { type OnlineOperation, OnlineOperationNotice } from '../../kit/index.ts';

export interface SectionOrigin {
  own: unknown;
  source: string | null;
}

/** Where the value in effect comes from: this location, an ancestor, or the default. */
export function InheritanceLine(props: {
  origin: SectionOrigin;
  at: string;
  labelOf: (key: string) => string;
}) {
  const { origin, at, labelOf } = props;
  if (origin.source === at) {
    return (
      <Badge variant="light" color="brand">
        <Trans>Set at this location</Trans>
      </Badge>
    );
  }
  if (origin.source === null) {
    return (
      <Badge variant="light" color="gray">
        <Trans>Default value</Trans>
      </Badge>
    );
  }
  const location = labelOf(origin.source);
  return (
    <Badge variant="light" color="gray">
      <Trans>Inherited from {location}</Trans>
    </Badge>
  );
}

/**
 * One section of the location settings: title, where its value comes from, its fields, its own
 * error and Save (spec/workers.md §2: each section has its own loading, error and enabled flag).
 * Saving stores the value at this location (an override when it was inherited); Reset to
 * inherited removes this location's own value.
 */
export function SectionCard(props: {
  id: string;
  title: ReactNode;
  origin: SectionOrigin;
  at: string;
  labelOf: (key: string) => string;
  save: OnlineOperation<[SaveLocationSettingsRequest, string], void>;
  onSave: () => void;
  onReset: () => void;
  canSave: boolean;
  /** False: the fields are shown but cannot be changed (the section's enabled flag). */
  enabled?: boolean;
  /** A control shown above the fields that stays usable when they are not (an enable switch). */
  enabledControl?: ReactNode;
  children: ReactNode;
}) {
  const { id, title, origin, at, labelOf, save, onSave, onReset, canSave } = props;
  const enabled = props.enabled ?? true;
  const running = save.state.status === 'running';
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <Group justify="space-between" align="center">
          <Title order={2} size="h4" id={`${id}-title`}>
            {title}
          </Title>
          <InheritanceLine origin={origin} at={at} labelOf={labelOf} />
        </Group>
        {props.enabledControl}
        <fieldset disabled={!enabled || running} style={{ border: 0, padding: 0, margin: 0 }}>
          <Stack gap="sm">{props.children}</Stack>
        </fieldset>
        <OnlineOperationNotice state={save.state} onRetry={() => void save.retry()} />
        {save.state.status === 'done' && (
          <Text size="sm" c="green" role="status">
            <Trans>Saved.</Trans>
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          {origin.own !== null && origin.source === at && (
            <Button variant="default" onClick={onReset} disabled={running}>
              <Trans>Reset to inherited</Trans>
            </Button>
          )}
          <Button onClick={onSave} loading={running} disabled={!canSave}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
