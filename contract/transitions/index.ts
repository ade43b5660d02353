export * from './evacuation.ts';
export * from './visitorLog.ts';
