export * from './evacuation.ts';
export * from './visitorLog.ts';
export * from './evacStatus.ts';
