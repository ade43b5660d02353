export * from './directoryOperations.ts';
export * from './directoryRecord.ts';
export * from './directoryRows.ts';
export * from './personRules.ts';
export * from './personTypes.ts';
