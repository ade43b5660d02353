import { randomUUID } from 'node:crypto';
import type { FamilyName } from '../../../contract/families.ts';
import type { Database, Sql } from '../../db/database.ts';
import { assertUniqueKeys, type RecordWrite, writeRecords } from '../records/writeRecords.ts';
import { WRITE_CHUNK_SIZE } from '../records/writeRecordsInChunks.ts';

/** This process, as the owner of the import jobs it works on. */
export const THIS_INSTANCE = `${process.pid}-${randomUUID()}`;
/** A worker renews its lease with every chunk; one silent this long loses the job. */
export const IMPORT_LEASE_MS = 30_000;
/** A job that failed this often is given up (its failure stays in the row). */
export const MAX_IMPORT_ATTEMPTS = 5;

export interface ImportWorker {
  /** Who holds the leases this worker takes (an instance id). */
  owner: string;
  leaseMs?: number;
  chunkSize?: number;
  /** After each chunk commits (the publisher's kick). */
  onCommitted?: () => void;
  /** Checked between chunks: true (shutting down) releases the job for another instance. */
  stopped?: () => boolean;
}

/** The lease was taken over (it had expired): this worker must stop, its chunk rolled back. */
export class LeaseLostError extends Error {
  constructor(jobId: string, owner: string) {
    super(`Import job ${jobId}: lease no longer held by ${owner}`);
    this.name = 'LeaseLostError';
  }
}

/**
 * Records a large import as a job in the caller's transaction (so it exists exactly when the
 * request's transaction commits). Answers the job id; `runImportJob` or `runOpenImportJobs`
 * does the writing. With `holder`, the job is leased to that worker from the start, so other
 * instances' sweeps leave it to the instance that took the request unless that one dies.
 */
export async function enqueueImportJob(
  sql: Sql,
  family: FamilyName,
  writes: readonly RecordWrite[],
  holder?: Pick<ImportWorker, 'owner' | 'leaseMs'>,
): Promise<string> {
  assertUniqueKeys(writes);
  const id = randomUUID();
  await sql.query(
    `INSERT INTO import_jobs (id, family, writes, write_count, lease_owner, lease_expires_at)
     VALUES ($1, $2, $3, $4, $5::text,
       CASE WHEN $5::text IS NOT NULL
         THEN now() + make_interval(secs => $6::double precision / 1000) END)`,
    [
      id,
      family,
      JSON.stringify(writes),
      writes.length,
      holder?.owner ?? null,
      holder?.leaseMs ?? IMPORT_LEASE_MS,
    ],
  );
  return id;
}

interface ClaimedJob {
  id: string;
  family: FamilyName;
  writes: RecordWrite[];
  next_index: number;
}

const CLAIM_COLUMNS = 'id, family, writes, next_index';

/**
 * Takes the lease of the oldest open job nobody holds a live lease on (or of job `id`, which may
 * also be leased to this worker already); null when there is none.
 */
async function claim(db: Database, worker: ImportWorker, id: string | null) {
  const leaseMs = worker.leaseMs ?? IMPORT_LEASE_MS;
  const { rows } = await db.query<ClaimedJob>(
    `UPDATE import_jobs SET lease_owner = $1,
       lease_expires_at = now() + make_interval(secs => $2::double precision / 1000),
       attempts = attempts + 1
     WHERE id = (
       SELECT id FROM import_jobs
       WHERE finished_at IS NULL AND attempts < $3
         AND (lease_expires_at IS NULL OR lease_expires_at < now()
              OR ($4::text IS NOT NULL AND lease_owner = $1))
         AND ($4::text IS NULL OR id = $4)
       ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED)
     RETURNING ${CLAIM_COLUMNS}`,
    [worker.owner, leaseMs, MAX_IMPORT_ATTEMPTS, id],
  );
  return rows[0] ?? null;
}

/**
 * Works one claimed job from its progress on: each chunk's writes and the moved progress (with
 * the renewed lease) commit together, and only while this worker still holds the lease, so a
 * worker that lost it (frozen past its expiry) writes nothing more.
 */
async function work(db: Database, worker: ImportWorker, job: ClaimedJob): Promise<void> {
  const leaseMs = worker.leaseMs ?? IMPORT_LEASE_MS;
  const chunkSize = worker.chunkSize ?? WRITE_CHUNK_SIZE;
  try {
    for (let start = job.next_index; start < job.writes.length; start += chunkSize) {
      if (worker.stopped?.()) {
        await db.query(
          'UPDATE import_jobs SET lease_expires_at = NULL WHERE id = $1 AND lease_owner = $2',
          [job.id, worker.owner],
        );
        return;
      }
      const end = Math.min(start + chunkSize, job.writes.length);
      await db.transaction(async (tx) => {
        await writeRecords(tx, job.family, job.writes.slice(start, end));
        // Last, so the job's row is locked only for the commit (a claim skips locked rows).
        const held = await tx.query(
          `UPDATE import_jobs SET next_index = $3,
             lease_expires_at = now() + make_interval(secs => $4::double precision / 1000)
           WHERE id = $1 AND lease_owner = $2 AND finished_at IS NULL AND next_index = $5
           RETURNING id`,
          [job.id, worker.owner, end, leaseMs, start],
        );
        if (held.rows.length === 0) throw new LeaseLostError(job.id, worker.owner);
      });
      worker.onCommitted?.();
    }
    await db.query(
      'UPDATE import_jobs SET finished_at = now(), lease_owner = NULL, lease_expires_at = NULL WHERE id = $1 AND lease_owner = $2',
      [job.id, worker.owner],
    );
  } catch (error) {
    if (error instanceof LeaseLostError) throw error;
    // Released for another try (by any instance) at once; given up after MAX_IMPORT_ATTEMPTS.
    await db.query(
      `UPDATE import_jobs SET failure = $3, lease_expires_at = NULL,
         finished_at = CASE WHEN attempts >= $4 THEN now() END
       WHERE id = $1 AND lease_owner = $2`,
      [
        job.id,
        worker.owner,
        error instanceof Error ? error.message : String(error),
        MAX_IMPORT_ATTEMPTS,
      ],
    );
    throw error;
  }
}

/** Works job `id` now if its lease is free (the instance that enqueued it, after the commit). */
export async function runImportJob(
  db: Database,
  worker: ImportWorker,
  id: string,
): Promise<boolean> {
  const job = await claim(db, worker, id);
  if (!job) return false;
  await work(db, worker, job);
  return true;
}

/**
 * Works every open job whose lease is free or expired (another instance crashed or froze), one
 * after the other; answers how many it finished.
 */
export async function runOpenImportJobs(db: Database, worker: ImportWorker): Promise<number> {
  let finished = 0;
  for (;;) {
    const job = await claim(db, worker, null);
    if (!job) return finished;
    await work(db, worker, job);
    finished++;
  }
}

/** Open jobs are looked for this often (besides at start). */
export const IMPORT_RECOVERY_INTERVAL_MS = 10_000;

/**
 * Every instance looks for open jobs with a free or expired lease at start and every 10 s, so a
 * job whose instance crashed is finished by another. Answers a stop that waits for the current
 * job to reach a chunk boundary (and release it).
 */
export function startImportJobRecovery(
  db: Database,
  worker: Omit<ImportWorker, 'stopped'>,
  log: (message: string, error: unknown) => void,
  intervalMs = IMPORT_RECOVERY_INTERVAL_MS,
): () => Promise<void> {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = running
      .then(() => runOpenImportJobs(db, { ...worker, stopped: () => stopped }))
      .then(
        () => {},
        (error: unknown) => log('an import job failed', error),
      );
  };
  sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
