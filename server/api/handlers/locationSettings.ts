import {
  LOCATION_SETTINGS_RETRIEVED,
  LOCATION_SETTINGS_SAVED,
  LOGO_NOT_ACCEPTED,
  SETTINGS_OBSOLETE,
} from '../../../contract/locationSettings.ts';
import {
  effectiveSettings,
  selfAndAncestors,
} from '../../../contract/locationSettingsInheritance.ts';
import { logoProblem } from '../../locationSettings/logoCheck.ts';
import {
  announceSettingsChange,
  deleteLogo,
  deleteOwnSection,
  insertLogo,
  readOwnSectionForUpdate,
  readStoredSettings,
  writeOwnSection,
} from '../../locationSettings/settingsStore.ts';
import { ApiError } from '../errors.ts';
import type { OperationHandler } from '../operationTypes.ts';

/**
 * retrieveLocationSettings: each section's own value at the location, the value in effect there
 * (inheritance rule of contract/locationSettingsInheritance.ts) and where it comes from. ADMIN and
 * online only: checked by the access policy.
 */
export const retrieveLocationSettings: OperationHandler<
  'configurationOperations/retrieveLocationSettings'
> = async ({ sql, caller }, { EntityHierarchy }) => {
  const chain = selfAndAncestors(EntityHierarchy);
  const stored = await readStoredSettings(sql, caller.organisationId, chain);
  return {
    key: LOCATION_SETTINGS_RETRIEVED,
    EntityHierarchy,
    settings: effectiveSettings(stored, EntityHierarchy),
  };
};

/**
 * saveLocationSettings (spec/workers.md §4 "Configuration saves"): stores the location's own value
 * of one section, or removes it (value null: inherit again). The request names the own lmt it saw
 * (0 for none); another lmt is SETTINGS_OBSOLETE (409). A logo is checked by its content (PNG,
 * JPEG or script-free SVG, at most MAX_LOGO_BYTES) and stored as a blob. Every save is announced
 * on globalEvents so each device re-reads its configuration and re-applies branding.
 */
export const saveLocationSettings: OperationHandler<
  'configurationOperations/saveLocationSettings'
> = async ({ sql, caller, now }, body) => {
  const { EntityHierarchy, section } = body;
  const current = await readOwnSectionForUpdate(
    sql,
    caller.organisationId,
    EntityHierarchy,
    section,
  );
  if ((current?.lmt ?? 0) !== body.lmt) {
    throw new ApiError(
      409,
      SETTINGS_OBSOLETE,
      'The settings have changed since they were loaded. Reload them and try again.',
    );
  }
  const updatedLmt = body.value === null ? 0 : Math.max(now, (current?.lmt ?? 0) + 1);
  const oldLogo =
    section === 'images' ? (current?.value as { logoImage?: string } | undefined)?.logoImage : null;
  if (body.value === null) {
    await deleteOwnSection(sql, caller.organisationId, EntityHierarchy, section);
  } else {
    let value: unknown = body.value;
    if (body.section === 'images' && body.value) {
      const bytes = Buffer.from(body.value.data, 'base64');
      const problem = logoProblem(body.value.contentType, bytes);
      if (problem) throw new ApiError(400, LOGO_NOT_ACCEPTED, problem);
      const logoImage = await insertLogo(sql, {
        organisationId: caller.organisationId,
        hierarchy: EntityHierarchy,
        contentType: body.value.contentType,
        body: body.value.data,
        now,
      });
      value = { logoImage };
    }
    await writeOwnSection(sql, {
      organisationId: caller.organisationId,
      hierarchy: EntityHierarchy,
      section,
      value,
      lmt: updatedLmt,
      updatedBy: caller.email,
    });
  }
  if (oldLogo) await deleteLogo(sql, oldLogo);
  await announceSettingsChange(sql, EntityHierarchy, section, Math.max(now, updatedLmt));
  return { key: LOCATION_SETTINGS_SAVED, updatedLmt, savedAt: now };
};
