export * from './directoryOperations.ts';
export * from './directoryRows.ts';
export * from './personRules.ts';
export * from './personTypes.ts';
