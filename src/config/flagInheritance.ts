/** Moved to contract/features/ (shared by client and server). */
export * from '../../contract/features/flagInheritance.ts';
