import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Checkbox, Fieldset, Group, Stack, Switch, Text } from '@mantine/core';
import type {
  InductionConfiguration,
  InductionQuestions,
  PerTypeValidity,
  VideoChannel,
} from '../../../contract/inductionConfig.ts';
import {
  MAX_QUESTION_COUNT,
  MAX_VALIDITY_DAYS,
  MAX_VIDEO_VERSION,
} from '../../../contract/inductionConfig.ts';
import type { InductionSettings } from '../../../contract/transitions/inductionVideo.ts';
import { CHANNEL_LABELS } from './inductionLabels.ts';
import { WholeNumberInput } from '../../kit/index.ts';
import { VideoControls } from './VideoControls.tsx';

type Channel = keyof Omit<InductionSettings, 'inductionEnabled'>;

/** The settings being edited, as stored, and the video's actions (a card and its video section). */
interface ChannelEditing {
  settings: InductionSettings;
  stored: InductionConfiguration;
  editable: boolean;
  onChange: (settings: InductionSettings) => void;
  video?: {
    onSave: (change: { duration: number; url: string }) => void;
    onDisable: () => void;
    busy: boolean;
  };
}

/** A whole number from a WholeNumberInput ('' while typing counts as 0). */
const whole = (value: number | '') => (value === '' ? 0 : value);

/** One channel's settings: enabled, validity, video version and questions (or the screening room's version). */
export function ChannelSettingsCard(props: ChannelEditing & { channel: Channel }) {
  const { t } = useLingui();
  const { channel, settings, editable } = props;
  const label = t(CHANNEL_LABELS[channel]);
  const update = (patch: Partial<InductionSettings[Channel]>) =>
    props.onChange({ ...settings, [channel]: { ...settings[channel], ...patch } });
  const current = settings[channel];
  return (
    <Fieldset legend={label} disabled={!editable}>
      <Stack gap="sm">
        <Switch
          label={t`${label} induction enabled`}
          checked={current.enabled}
          onChange={(event) => update({ enabled: event.currentTarget.checked })}
        />
        {'validityType' in current ? (
          <PerTypeValidityInputs
            label={label}
            value={current.validityType}
            onChange={(validityType) => update({ validityType })}
          />
        ) : (
          <WholeNumberInput
            label={t`${label} validity`}
            description={t`0: valid until a new video or version is set`}
            min={0}
            max={MAX_VALIDITY_DAYS}
            value={current.validity}
            onChange={(value) => update({ validity: whole(value) })}
          />
        )}
        {channel === 'screeningRoom' ? (
          <WholeNumberInput
            label={t`${label} version`}
            min={0}
            max={MAX_VIDEO_VERSION}
            value={settings.screeningRoom.version}
            onChange={(value) =>
              props.onChange({
                ...settings,
                screeningRoom: { ...settings.screeningRoom, version: whole(value) },
              })
            }
          />
        ) : (
          <VideoSection
            channel={channel}
            label={label}
            settings={settings}
            stored={props.stored}
            editable={editable}
            onChange={props.onChange}
            {...(props.video ? { video: props.video } : {})}
          />
        )}
      </Stack>
    </Fieldset>
  );
}

function PerTypeValidityInputs(props: {
  label: string;
  value: PerTypeValidity;
  onChange: (value: PerTypeValidity) => void;
}) {
  const { t } = useLingui();
  const { label } = props;
  return (
    <Group grow align="flex-start">
      <WholeNumberInput
        label={t`${label} validity for visitors`}
        min={0}
        max={MAX_VALIDITY_DAYS}
        value={props.value.visitor}
        onChange={(value) => props.onChange({ ...props.value, visitor: whole(value) })}
      />
      <WholeNumberInput
        label={t`${label} validity for employees`}
        min={0}
        max={MAX_VALIDITY_DAYS}
        value={props.value.employee}
        onChange={(value) => props.onChange({ ...props.value, employee: whole(value) })}
      />
    </Group>
  );
}

function VideoSection(props: ChannelEditing & { channel: VideoChannel; label: string }) {
  const { t } = useLingui();
  const { channel, label, settings } = props;
  const current = settings[channel];
  const video = props.stored[channel].video;
  const update = (patch: Partial<InductionSettings[VideoChannel]>) =>
    props.onChange({ ...settings, [channel]: { ...current, ...patch } });
  const setQuestions = (patch: Partial<InductionQuestions>) =>
    update({ questions: { ...current.questions, ...patch } });
  const copies = video.state === 'ACTIVATED' && current.videoVersion !== video.version;
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Text size="sm" fw={500}>
          <Trans>Video</Trans>
        </Text>
        <Badge variant="light" color={video.state === 'ACTIVATED' ? 'green' : 'gray'}>
          {video.state}
        </Badge>
        {video.state === 'ACTIVATED' && (
          <Text size="sm" c="dimmed">
            <Trans>
              {video.duration} seconds, version {video.version}
            </Trans>
          </Text>
        )}
      </Group>
      <WholeNumberInput
        label={t`${label} video version`}
        min={0}
        max={MAX_VIDEO_VERSION}
        value={current.videoVersion}
        onChange={(value) => update({ videoVersion: whole(value) })}
      />
      {copies && (
        <Text size="sm" c="orange" role="note">
          <Trans>
            Saving copies the video of version {video.version} to version {current.videoVersion}:
            everyone inducted on an earlier version must watch it again.
          </Trans>
        </Text>
      )}
      {props.editable && props.video && (
        <VideoControls label={label} video={video} {...props.video} />
      )}
      <Fieldset legend={t`${label} questions`} variant="unstyled">
        <Stack gap="xs">
          <Checkbox
            label={t`${label} questions enabled`}
            checked={current.questions.enabled}
            onChange={(event) => setQuestions({ enabled: event.currentTarget.checked })}
          />
          <Checkbox
            label={t`Ask ${label} questions in random order`}
            checked={current.questions.randomOrder}
            onChange={(event) => setQuestions({ randomOrder: event.currentTarget.checked })}
          />
          <Group grow align="flex-start">
            <WholeNumberInput
              label={t`${label} questions to ask`}
              min={0}
              max={MAX_QUESTION_COUNT}
              value={current.questions.amountToAsk}
              onChange={(value) => setQuestions({ amountToAsk: whole(value) })}
            />
            <WholeNumberInput
              label={t`${label} answers needed to pass`}
              min={0}
              max={MAX_QUESTION_COUNT}
              value={current.questions.minimumPassCount}
              onChange={(value) => setQuestions({ minimumPassCount: whole(value) })}
            />
            <WholeNumberInput
              label={t`${label} retries before rewatching`}
              min={0}
              max={MAX_QUESTION_COUNT}
              value={current.questions.maximumRetryBeforeRewatch}
              onChange={(value) => setQuestions({ maximumRetryBeforeRewatch: whole(value) })}
            />
          </Group>
        </Stack>
      </Fieldset>
    </Stack>
  );
}
