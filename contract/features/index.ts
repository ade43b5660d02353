export * from './featureRules.ts';
export * from './features.ts';
export * from './flagInheritance.ts';
export * from './locationAccess.ts';
