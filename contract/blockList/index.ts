export * from './matching.ts';
export * from './schemas.ts';
