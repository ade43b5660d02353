export * from './evacStatus.ts';
export * from './evacuation.ts';
export * from './preScreening.ts';
export * from './visitorLog.ts';
export * from './shiftPairing.ts';
export * from './workerBiometrics.ts';
export * from './workerCorrections.ts';
export * from './parkingBookings.ts';
