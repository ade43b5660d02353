import { useLingui } from '@lingui/react/macro';
import type {
  CaptureInductionCompletionRequest,
  LocationInductionConfiguration,
  SaveInductionVideoRequest,
} from '../../../contract/induction.ts';
import {
  INDUCTION_CONFIGURATION_OUTDATED,
  type VideoChannel,
} from '../../../contract/inductionConfig.ts';
import type { InductionSettings, VideoCopy } from '../../../contract/transitions/inductionVideo.ts';
import { refusalKey, useApiClient, useOnlineOperation } from '../../kit/index.ts';

/** The configuration save's failure in the user's words (the spec's callback just says 'failed'). */
function useSaveFailure() {
  const { t } = useLingui();
  return (error: unknown): never => {
    if (refusalKey(error) === INDUCTION_CONFIGURATION_OUTDATED) {
      throw new Error(
        t`The induction configuration was changed by someone else - please reload it and try again`,
      );
    }
    throw error;
  };
}

export interface SavedSettings {
  configuration: LocationInductionConfiguration;
  copiedVideos: (VideoCopy & { channel: VideoChannel })[];
}

/**
 * Saves the configuration screen's settings (online only: the server applies the video rules
 * to the stored configuration; a version change of an activated video copies it).
 */
export function useSaveInductionSettings() {
  const api = useApiClient();
  const fail = useSaveFailure();
  return useOnlineOperation(
    async (at: { EntityHierarchy: string; lmt: number }, settings: InductionSettings) => {
      try {
        const answer = await api.call('inductionOperations/saveInductionConfiguration', {
          ...at,
          configuration: settings,
        });
        return {
          configuration: answer.configuration,
          copiedVideos: answer.copiedVideos,
        } satisfies SavedSettings;
      } catch (error) {
        return fail(error);
      }
    },
  );
}

/** Saves (INITIAL to ACTIVATED) or disables (back to INITIAL) a channel's video; online only. */
export function useSaveInductionVideo() {
  const api = useApiClient();
  const fail = useSaveFailure();
  return useOnlineOperation(
    async (
      at: { EntityHierarchy: string; lmt: number },
      change: SaveInductionVideoRequest['video'] & { channel: VideoChannel },
    ) => {
      const { channel, ...video } = change;
      try {
        const answer = await api.call('inductionOperations/saveInductionVideo', {
          ...at,
          channel,
          video,
        });
        return answer.configuration;
      } catch (error) {
        return fail(error);
      }
    },
  );
}

/**
 * induction/capture: records an induction done outside the channels (online only: the server sets
 * the version the channel has at the location now). Answers who and which version was recorded.
 */
export function useCaptureInduction() {
  const api = useApiClient();
  return useOnlineOperation(async (body: CaptureInductionCompletionRequest) => {
    const answer = await api.call('inductionOperations/captureInductionCompletion', body);
    const { firstName, lastName } = body.userDetails;
    return { name: `${firstName} ${lastName}`, version: answer.version };
  });
}
