import type { Module } from './featureRules.ts';

/**
 * Each module's boolean features: the module-disable flags turn them off (featureRules.ts), and
 * with the features of no module they make up BOOLEAN_FEATURES (features.ts).
 */
export const MODULE_FEATURES = {
  visitor: [
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
  ],
  employee: [
    'employeeLog',
    'employeeScreeningLog',
    'employeeDirectory',
    'employeeLineManagers',
    'employeeTags',
    'employeeAlternatePersonalIdNr',
    'employeeBadgeLinking',
  ],
  parking: [
    'parkingLog',
    'parkingBookingLog',
    'parkingAnalytics',
    'parkingConfiguration',
    'parkingBookingProvisioning',
  ],
  induction: ['inductionLog', 'crossLocationInductionStatus'],
  daf: ['dafLog'],
} as const satisfies Record<Module, readonly string[]>;
