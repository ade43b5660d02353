import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type InductionVideo, MAX_VIDEO_DURATION } from '../../../contract/inductionConfig.ts';
import { WholeNumberInput } from '../../kit/index.ts';

const ADDRESS = /^https?:\/\/\S+$/i;

/**
 * Save a channel's video (its address and length: INITIAL to ACTIVATED, version 1 if it was 0) or
 * disable it (back to INITIAL). Each is saved at once, apart from the settings form.
 */
export function VideoControls(props: {
  label: string;
  video: InductionVideo;
  busy: boolean;
  onSave: (change: { duration: number; url: string }) => void;
  onDisable: () => void;
}) {
  const { t } = useLingui();
  const [url, setUrl] = useState(props.video.url ?? '');
  const [duration, setDuration] = useState<number | ''>(props.video.duration || '');
  const urlValid = ADDRESS.test(url.trim());
  const durationValid =
    typeof duration === 'number' &&
    Number.isInteger(duration) &&
    duration >= 1 &&
    duration <= MAX_VIDEO_DURATION;
  return (
    <Group align="flex-end" gap="sm">
      <TextInput
        label={t`${props.label} video address`}
        placeholder="https://"
        value={url}
        error={url !== '' && !urlValid ? t`Enter an http or https address` : undefined}
        onChange={(event) => setUrl(event.currentTarget.value)}
      />
      <WholeNumberInput
        label={t`${props.label} video length in seconds`}
        min={1}
        max={MAX_VIDEO_DURATION}
        value={duration}
        onChange={setDuration}
      />
      <Button
        variant="default"
        disabled={!urlValid || !durationValid || props.busy}
        onClick={() => props.onSave({ url: url.trim(), duration: Number(duration) })}
      >
        <Trans>Save video</Trans>
      </Button>
      {props.video.state === 'ACTIVATED' && (
        <Button variant="subtle" color="red" disabled={props.busy} onClick={props.onDisable}>
          <Trans>Disable video</Trans>
        </Button>
      )}
    </Group>
  );
}
