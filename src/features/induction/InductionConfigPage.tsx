import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ALL_LOCATIONS } from '../../../contract/hierarchy.ts';
import type { LocationInductionConfiguration } from '../../../contract/induction.ts';
import {
  INDUCTION_CHANNELS,
  NO_HIERARCHY_SELECTED,
  type VideoChannel,
} from '../../../contract/inductionConfig.ts';
import {
  type InductionSettings,
  settingsOf,
} from '../../../contract/transitions/inductionVideo.ts';
import {
  OnlineOperationNotice,
  useLocationSelection,
  useOperationAccess,
  useUnsavedChanges,
} from '../../kit/index.ts';
import { ChannelSettingsCard } from './ChannelSettingsCard.tsx';
import { CHANNEL_LABELS } from './inductionLabels.ts';
import { useSaveInductionSettings, useSaveInductionVideo } from './mutations.ts';
import { useLocationInductionConfiguration } from './queries.ts';
import { SkeletonLoader } from '../../ui/SkeletonLoader.tsx';

/**
 * induction: the induction configuration of the selected location, per channel (spec/visitors.md
 * §2, §3). Online only: loading and saving need the server (docs/user-guide/visitors.md "Inductions"). Induction
 * administrators (amInductionAdmin) edit it; others see it read-only.
 */
export function InductionConfigPage() {
  const { root, labelOf } = useLocationSelection();
  return (
    <Stack gap="md">
      <Title order={1}>
        <Trans>Induction</Trans>
      </Title>
      <Anchor component={Link} to="/induction/log" size="sm">
        <Trans>Induction Log</Trans>
      </Anchor>
      {root === undefined ? (
        <SkeletonLoader />
      ) : root === ALL_LOCATIONS ? (
        <Alert color="yellow" variant="light" role="alert">
          {NO_HIERARCHY_SELECTED}
        </Alert>
      ) : (
        <LocationConfiguration key={root} hierarchy={root} label={labelOf(root)} />
      )}
    </Stack>
  );
}

function LocationConfiguration(props: { hierarchy: string; label: string }) {
  const { loaded, operation } = useLocationInductionConfiguration(props.hierarchy);
  const [current, setCurrent] = useState<LocationInductionConfiguration | null>(null);
  useEffect(() => {
    if (loaded) setCurrent(loaded);
  }, [loaded]);
  if (!current) {
    return (
      <>
        <OnlineOperationNotice state={operation.state} onRetry={() => void operation.retry()} />
        {operation.state.status !== 'needs-connection' && operation.state.status !== 'failed' && (
          <SkeletonLoader />
        )}
      </>
    );
  }
  return <ConfigurationForm current={current} label={props.label} onSaved={setCurrent} />;
}

function ConfigurationForm(props: {
  current: LocationInductionConfiguration;
  label: string;
  onSaved: (saved: LocationInductionConfiguration) => void;
}) {
  const { t } = useLingui();
  const { current } = props;
  const [settings, setSettings] = useState<InductionSettings>(() =>
    settingsOf(current.configuration),
  );
  const access = useOperationAccess('inductionOperations/saveInductionConfiguration', [
    current.EntityHierarchy,
  ]);
  const save = useSaveInductionSettings();
  const video = useSaveInductionVideo();
  const dirty = JSON.stringify(settings) !== JSON.stringify(settingsOf(current.configuration));
  useUnsavedChanges(dirty);
  const at = { EntityHierarchy: current.EntityHierarchy, lmt: current.lmt };
  const copied = save.state.status === 'done' ? save.state.result.copiedVideos : [];

  const submit = async () => {
    await save.run(at, settings);
  };
  useEffect(() => {
    if (save.state.status === 'done') props.onSaved(save.state.result.configuration);
  }, [save.state, props.onSaved]);
  useEffect(() => {
    if (video.state.status !== 'done') return;
    const saved = video.state.result;
    props.onSaved(saved);
    // A video change keeps the unsaved settings, with the videos' versions as the server has them.
    const version = (channel: VideoChannel) => saved.configuration[channel].video.version;
    setSettings((before) => ({
      ...before,
      kiosk: { ...before.kiosk, videoVersion: version('kiosk') },
      preRegistration: { ...before.preRegistration, videoVersion: version('preRegistration') },
      employeeLink: { ...before.employeeLink, videoVersion: version('employeeLink') },
    }));
  }, [video.state, props.onSaved]);

  const videoFor = (channel: VideoChannel) => ({
    busy: video.state.status === 'running',
    onSave: (change: { duration: number; url: string }) =>
      void video.run(at, { channel, action: 'save', ...change }),
    onDisable: () => void video.run(at, { channel, action: 'disable' }),
  });
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {current.source === current.EntityHierarchy
            ? t`The configuration of ${props.label}.`
            : current.source === null
              ? t`${props.label} has no configuration of its own yet: the defaults apply until you save.`
              : t`${props.label} uses the configuration of a location above it until you save its own.`}
        </Text>
        {!access.allowed && !access.loading && (
          <Alert color="gray" variant="light">
            <Trans>Only induction administrators can change the induction configuration.</Trans>
          </Alert>
        )}
        <Switch
          label={t`Inductions enabled`}
          checked={settings.inductionEnabled}
          disabled={!access.allowed}
          onChange={(event) =>
            setSettings({ ...settings, inductionEnabled: event.currentTarget.checked })
          }
        />
        {INDUCTION_CHANNELS.map((channel) => (
          <ChannelSettingsCard
            key={channel}
            channel={channel}
            settings={settings}
            stored={current.configuration}
            editable={access.allowed}
            onChange={setSettings}
            {...(channel === 'screeningRoom' ? {} : { video: videoFor(channel) })}
          />
        ))}
        <OnlineOperationNotice state={save.state} onRetry={() => void save.retry()} />
        <OnlineOperationNotice state={video.state} onRetry={() => void video.retry()} />
        {save.state.status === 'done' && !dirty && (
          <Alert color="green" variant="light" role="status">
            <Trans>Induction configuration saved.</Trans>{' '}
            {copied.map((copy) => (
              <Text key={copy.channel} size="sm" component="span">
                <Trans>
                  The {t(CHANNEL_LABELS[copy.channel])} video of version {copy.from} was copied to
                  version {copy.to}.
                </Trans>{' '}
              </Text>
            ))}
          </Alert>
        )}
        {access.allowed && (
          <Group justify="space-between">
            <Text size="sm" c="dimmed" aria-live="polite">
              {dirty ? <Trans>You have unsaved changes.</Trans> : null}
            </Text>
            <Button
              onClick={() => void submit()}
              disabled={!dirty}
              loading={save.state.status === 'running'}
            >
              <Trans>Save</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
