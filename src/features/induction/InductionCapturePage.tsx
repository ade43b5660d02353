import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type ChangeEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { ALL_LOCATIONS } from '../../../contract/hierarchy.ts';
import { INDUCTION_CHANNELS, NO_HIERARCHY_SELECTED } from '../../../contract/inductionConfig.ts';
import {
  OnlineOperationNotice,
  useLocationSelection,
  useOperationAccess,
} from '../../kit/index.ts';
import { SegmentedChoice, type SegmentedChoiceProps } from '../../ui/SegmentedChoice.tsx';
import {
  type CaptureDraft,
  type CaptureProblem,
  captureRequest,
  emptyDraft,
} from './captureForm.ts';
import { CHANNEL_LABELS } from './inductionLabels.ts';
import { useCaptureInduction } from './mutations.ts';

/**
 * induction/capture (hidden; reached from the induction log): an induction administrator records
 * an induction a person did outside the product's channels, at the selected location. Online
 * only (docs/user-guide/visitors.md "Inductions").
 */
export function InductionCapturePage() {
  const { root, labelOf } = useLocationSelection();
  return (
    <Stack gap="md">
      <Title order={1}>
        <Trans>Induction Capture</Trans>
      </Title>
      <Anchor component={Link} to="/induction/log" size="sm">
        <Trans>Induction Log</Trans>
      </Anchor>
      {root === undefined ? (
        <Skeleton height={160} />
      ) : root === ALL_LOCATIONS ? (
        <Alert color="yellow" variant="light" role="alert">
          {NO_HIERARCHY_SELECTED}
        </Alert>
      ) : (
        <CaptureForm key={root} hierarchy={root} label={labelOf(root)} />
      )}
    </Stack>
  );
}

function CaptureForm(props: { hierarchy: string; label: string }) {
  const { t } = useLingui();
  const access = useOperationAccess('inductionOperations/captureInductionCompletion', [
    props.hierarchy,
  ]);
  const capture = useCaptureInduction();
  const [draft, setDraft] = useState<CaptureDraft>(() => emptyDraft(Date.now()));
  const [problems, setProblems] = useState<CaptureProblem[]>([]);
  const recorded = capture.state.status === 'done' ? capture.state.result : null;
  useEffect(() => {
    if (capture.state.status === 'done') setDraft(emptyDraft(Date.now()));
  }, [capture.state]);
  const edit = (change: Partial<CaptureDraft>) => {
    setDraft((before) => ({ ...before, ...change }));
    if (recorded) capture.reset();
  };
  const text = (
    name: 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'personalIdentificationNr',
  ) => ({
    value: draft[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => edit({ [name]: event.currentTarget.value }),
  });
  const has = (problem: CaptureProblem) => problems.includes(problem);

  const submit = async () => {
    const checked = captureRequest(draft, props.hierarchy, Date.now());
    if ('problems' in checked) {
      setProblems(checked.problems);
      return;
    }
    setProblems([]);
    await capture.run(checked.request);
  };

  if (!access.allowed && !access.loading) {
    return (
      <Alert color="gray" variant="light">
        <Trans>Only induction administrators can record inductions.</Trans>
      </Alert>
    );
  }
  return (
    <Paper withBorder p="md" radius="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            <Trans>
              Record an induction done at {props.label} that no channel recorded, for example at
              reception. It is recorded at the version the chosen channel has there now.
            </Trans>
          </Text>
          <LabelledChoice
            label={<Trans>Channel</Trans>}
            value={draft.inductionType}
            onChange={(inductionType) => edit({ inductionType })}
            options={INDUCTION_CHANNELS.map((channel) => ({
              value: channel,
              label: t(CHANNEL_LABELS[channel]),
            }))}
          />
          <LabelledChoice
            label={<Trans>Person</Trans>}
            value={draft.personType}
            onChange={(personType) => edit({ personType })}
            options={[
              { value: 'visitor', label: t`Visitor` },
              { value: 'employee', label: t`Employee` },
            ]}
          />
          <Group grow align="flex-start">
            <TextInput
              label={t`First name`}
              required
              error={has('firstName') ? t`Enter the first name` : undefined}
              {...text('firstName')}
            />
            <TextInput
              label={t`Last name`}
              required
              error={has('lastName') ? t`Enter the last name` : undefined}
              {...text('lastName')}
            />
          </Group>
          <Group grow align="flex-start">
            <TextInput label={t`Email`} type="email" {...text('email')} />
            <TextInput label={t`Phone number`} type="tel" {...text('phoneNumber')} />
            <TextInput label={t`ID number`} {...text('personalIdentificationNr')} />
          </Group>
          <TextInput
            label={t`Completed at`}
            type="datetime-local"
            required
            value={draft.completedAt}
            onChange={(event) => edit({ completedAt: event.currentTarget.value })}
            error={
              has('completedAt')
                ? t`Enter when the induction was completed`
                : has('future')
                  ? t`An induction cannot be recorded in the future`
                  : undefined
            }
          />
          <OnlineOperationNotice state={capture.state} onRetry={() => void capture.retry()} />
          {recorded && (
            <Alert color="green" variant="light" role="status">
              <Trans>
                Induction of {recorded.name} recorded (version {recorded.version}).
              </Trans>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={capture.state.status === 'running'}>
              <Trans>Record induction</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** A segmented choice under a visible label, which names it for screen readers too. */
function LabelledChoice<T extends string>({
  label,
  ...choice
}: SegmentedChoiceProps<T> & { label: ReactNode }) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <SegmentedChoice aria-labelledby={labelId} {...choice} />
    </Stack>
  );
}
