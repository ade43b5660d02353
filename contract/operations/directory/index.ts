import { updateEmployeeDirectoryOperation } from './updateEmployeeDirectory.ts';

/** The employee directory area's operations (listed in DEFINED_OPERATIONS). */
export const DIRECTORY_OPERATIONS = [updateEmployeeDirectoryOperation] as const;

export * from './updateEmployeeDirectory.ts';
