export * from './evacStatus.ts';
export * from './evacuation.ts';
export * from './visitorLog.ts';
export * from './shiftPairing.ts';
