export * from './apiClient.ts';
export * from './errors.ts';
