/**
 * The client kit: what features build on (docs/architecture.md "Client kit"). Features import this file (and
 * src/kit/testing in tests), never db/, api/, sync/ or app/ directly.
 */

// The selected location, the user's role there and its features.
export type { OperationName } from '../../contract/operations.ts';
export type { PolicyRefusal } from '../../contract/policyCheck.ts';
export type { Role } from '../../contract/session.ts';
// Online-only operations.
export { errorMessage } from '../api/errors.ts';
export { useSessionUser } from '../auth/sessionStore.ts';
export type { FeatureSet } from '../../contract/features/features.ts';
// The first paint of the next start (src/kit/firstPaint): what a page leaves for it.
export type { PageFirstPaint } from './firstPaint/recipe.ts';
export { useFirstPaintRecipe } from './firstPaint/useFirstPaintRecipe.ts';
// Sync: the provider, the engine's state and the write path.
export type { OutboxRow, ScopeRow } from '../db/database.ts';
export type { ArgsOf, MutatorName } from '../sync/mutators/index.ts';
export { mutationLabel } from '../sync/mutators/index.ts';
export type { ScopeSpec } from '../sync/scopes.ts';
export type { SyncStatus } from '../sync/status.ts';
export type { StorageEstimate } from '../sync/storageEstimate.ts';
// Preferences remembered on this device, each declared by the feature or area that uses it.
export {
  definePreference,
  jsonText,
  type Preference,
  type PreferenceCodec,
  type PreferenceValue,
  plainText,
  type StoredPreference,
} from './preferences/definePreference.ts';
export { type PreferencesByName, preferenceGroup } from './preferences/preferenceGroup.ts';
export {
  type PreferenceProblem,
  readPreference,
  removePreference,
  subscribePreferenceProblems,
  writePreference,
} from './preferences/storage.ts';
export { usePreference } from './preferences/usePreference.ts';
// Re-read the hierarchy configuration now (after a settings save: branding re-applies at once).
export { requestConfigurationRefresh } from '../config/hierarchyConfigStore.ts';
// What the signed-in user may ask for (the access policy table, contract/policies.ts).
export {
  type OperationAccess,
  operationAccess,
  useOperationAccess,
  useOperationAccessCheck,
} from './access/useOperationAccess.ts';
export {
  getStoredLocation,
  storeLocation,
  useStoredLocation,
} from './location/selectedLocation.ts';
export {
  type LocationAccess,
  useLocationAccess,
  useLocationFeatures,
  useLocationRole,
} from './location/useLocationAccess.ts';
export {
  type LocationSelection,
  useAllLocations,
  useLocationSelection,
} from './location/useLocationSelection.ts';
export {
  siteTimeZoneOf,
  useZoneOfLocation,
  useSiteDays,
  useSiteRangeState,
  useSiteTimeZone,
} from './location/siteTimeZone.ts';
export { phoneCountryOf } from './location/phoneCountry.ts';
export { SiteTimeZoneProvider } from './location/SiteTimeZoneProvider.tsx';
export { NeedsConnection, OnlineOperationNotice } from './online/NeedsConnection.tsx';
export { explainRefusal, refusalKey } from './online/refusals.ts';
export { useAttemptKey } from './online/useAttemptKey.ts';
export { useOnlineRead } from './online/useOnlineRead.ts';
export {
  isConnectionFailure,
  type OnlineOperation,
  type OnlineOperationState,
  useOnlineOperation,
} from './online/useOnlineOperation.ts';
// Typed records of every family, and their local tables.
export {
  type FamilyDefinition,
  type FamilyName,
  type FamilyRecord,
  type FamilyRecordKey,
  recordTable,
  type SortKeyOf,
  type TimedFamilyName,
  type WireRecord,
} from './records/familyRecords.ts';
export { defaultOrder, type FamilyWindow, readFamilyWindow } from './records/readFamilyWindow.ts';
export { renderableRecords } from './records/renderable.ts';
export {
  type FamilyQuery,
  type FamilyRecords,
  useFamilyRecords,
} from './records/useFamilyRecords.ts';
export { useRecordTable } from './records/useRecordTable.ts';
export {
  useApiClient,
  useDatabase,
  useLoadedDatabase,
  useMutator,
  useOpenScopes,
  usePendingMutations,
  useRejectedMutations,
  useScope,
  useScopeRows,
  useStorageEstimate,
  useSyncEngine,
  useSyncStatus,
} from './sync/hooks.ts';
export { useNotApplied } from './sync/notApplied.ts';
export { SyncContext, type SyncContextValue, useSyncContext } from './sync/SyncContext.ts';
export {
  SyncProvider,
  type SyncProviderProps,
  topLevelLocations,
  webSocketUrl,
} from './sync/SyncProvider.tsx';
export { useRefusalNotices } from './sync/useRefusalNotices.ts';

// Tables and exports.
export { type ColumnDescription, csvColumns, tableColumns } from './table/columns.ts';
export { RowSelectCheckbox } from './table/RowSelectCheckbox.tsx';
export { RowSelectionProvider } from './table/rowSelection.tsx';
export { RowSyncMarker, type RowSyncMarkerProps } from './table/RowSyncMarker.tsx';
export { StaticTable, type StaticTableProps } from './table/StaticTable.tsx';
// Table cells as plain elements (Mantine's Group and Text without a component per cell).
export { CellGroup, CellText } from '../ui/dataTable/cells.tsx';

// Spreadsheet imports (.xlsx read in a Web Worker within limits, rows validated, a preview).
export {
  DEFAULT_IMPORT_LIMITS,
  ImportError,
  type ImportErrorCode,
  type ImportLimits,
} from './import/importLimits.ts';
export { gzipBase64Json } from './import/compressJson.ts';
export { ImportProgressLine, readPercent } from './import/ImportProgressLine.tsx';
export { usePagedRows } from './table/usePagedRows.tsx';
export { isMutationOf, type MutationOf } from './sync/mutationOf.ts';
export { importErrorMessage } from './import/importMessages.ts';
export {
  type ChangedRecord,
  type ImportMode,
  type ImportPreview,
  previewChanges,
} from './import/previewChanges.ts';
export type { SheetCell, SheetCells } from './import/readSheetCells.ts';
export {
  hasSpreadsheetName,
  type ImportProgress,
  readSpreadsheet,
} from './import/readSpreadsheet.ts';
export {
  type ImportColumn,
  type ImportRow,
  type ImportSpec,
  type InvalidRow,
  locateColumns,
  type SheetValidation,
  validateSheet,
  validateSheetRows,
} from './import/sheetRecords.ts';
export {
  type SpreadsheetImportState,
  useSpreadsheetImport,
} from './import/useSpreadsheetImport.ts';

// The environment file of this host (product name, flags such as groupInvite).
export { useEnvironment, useOnSiteLookbackMs } from './environment/EnvironmentContext.tsx';
// Forms with unsaved changes: leaving the page or choosing another location asks first.
export { useUnsavedChanges } from './form/unsavedChanges.ts';
// The hierarchy configuration fetched again after a screen changed it on the server.
export { useConfigurationRefresh } from './config/useConfigurationRefresh.ts';
// The custom fields that apply at a location, from the configuration the device holds.
export { useCustomFieldsAt } from './config/useCustomFields.ts';
// Form fields.
export {
  WholeNumberInput,
  type WholeNumberInputProps,
  wholeNumberOf,
} from './form/WholeNumberInput.tsx';
