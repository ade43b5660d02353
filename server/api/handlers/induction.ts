import { INDUCTION_CONFIGURATION_RETRIEVED } from '../../../contract/inductionConfig.ts';
import {
  applyInductionSettings,
  applyVideoChange,
  type SettingsApplied,
} from '../../../contract/transitions/inductionVideo.ts';
import {
  changeInductionConfiguration,
  readInductionConfigurations,
} from '../induction/inductionConfigurations.ts';
import type { OperationHandler } from '../operationTypes.ts';

/**
 * The induction configuration (spec/visitors.md §3, §4, §7). Access (amInductionAdmin for
 * changes) is checked by the policy table before these run.
 */
export const retrieveInductionConfiguration: OperationHandler<
  'inductionOperations/retrieveInductionConfiguration'
> = async ({ sql }, { hierarchies }) => ({
  key: INDUCTION_CONFIGURATION_RETRIEVED,
  configurations: await readInductionConfigurations(sql, hierarchies),
});

/** Saves the settings; a version change of an activated video copies it (answered in copiedVideos). */
export const saveInductionConfiguration: OperationHandler<
  'inductionOperations/saveInductionConfiguration'
> = async ({ sql, now }, body) => {
  let copies: SettingsApplied['copies'] = [];
  const configuration = await changeInductionConfiguration(
    sql,
    body.EntityHierarchy,
    body.lmt,
    now,
    (current) => {
      const applied = applyInductionSettings(current, body.configuration);
      copies = applied.copies;
      return applied.configuration;
    },
  );
  return { key: 'OPERATION_PROCESSED', configuration, copiedVideos: copies };
};

/** A channel's video saved (INITIAL to ACTIVATED) or disabled (back to INITIAL). */
export const saveInductionVideo: OperationHandler<
  'inductionOperations/saveInductionVideo'
> = async ({ sql, now }, body) => ({
  key: 'OPERATION_PROCESSED',
  configuration: await changeInductionConfiguration(
    sql,
    body.EntityHierarchy,
    body.lmt,
    now,
    (current) => applyVideoChange(current, body.channel, body.video),
  ),
});
