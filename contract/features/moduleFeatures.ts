/**
 * Each module's boolean features: the module-disable flags turn them off (featureRules.ts), and
 * with the features of no module they make up BOOLEAN_FEATURES (features.ts).
 */

export const VISITOR_FEATURES = [
  'visitorLog',
  'visitorAnalytics',
  'hostTagsEnabled',
  'inviteLog',
  'inviteCreate',
  'inviteCreateWithOptionalEmail',
  'inviteLogDelete',
  'inviteLogResend',
  'inviteInternalNoteCreatable',
  'inviteInternalNoteEditable',
  'hostDirectory',
  'blocklist',
] as const;

export const EMPLOYEE_FEATURES = [
  'employeeLog',
  'employeeScreeningLog',
  'employeeDirectory',
  'employeeLineManagers',
  'employeeTags',
  'employeeAlternatePersonalIdNr',
  'employeeBadgeLinking',
] as const;

export const PARKING_FEATURES = [
  'parkingLog',
  'parkingBookingLog',
  'parkingAnalytics',
  'parkingConfiguration',
  'parkingBookingProvisioning',
] as const;

export const INDUCTION_FEATURES = ['inductionLog', 'crossLocationInductionStatus'] as const;

export const DAF_FEATURES = ['dafLog'] as const;
