import { importInTasks } from './importInTasks.ts';

type EngineModule = typeof import('./engine.ts');

let loading: Promise<EngineModule> | null = null;

/**
 * The sync engine's code, evaluated in two tasks: zod and the records' schemas first, then the
 * engine with the rest of the contract it needs. As one module graph they were a single task of
 * 50–75 ms at 4× CPU on a cold start (bench offline-cold-start-interactive), long enough to hold
 * back a tap. (A dynamic import of 'zod' itself would keep all of zod, locales included: +270 KiB
 * precache.)
 */
export function loadSyncEngineModule(): Promise<EngineModule> {
  loading ??= importInTasks(
    () => import('../../contract/familyRecords.ts'),
    () => import('./engine.ts'),
  );
  return loading;
}
