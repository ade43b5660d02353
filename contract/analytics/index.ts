export * from './aggregate.ts';
export * from './fromRecords.ts';
export * from './rangeDays.ts';
export * from './zonedTime.ts';
export * from './parking.ts';
