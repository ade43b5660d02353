-- Large directory imports, written after their request answered (isAsyncProcessing). A job is
-- worked by whichever instance holds its lease; one that stops renewing it (a crash, a freeze)
-- loses the job to another instance once the lease expires. `next_index` is the progress: the
-- writes before it are committed, in the same transaction that moved it.
CREATE TABLE import_jobs (
  id text PRIMARY KEY,
  family text NOT NULL,
  writes jsonb NOT NULL,
  write_count integer NOT NULL,
  next_index integer NOT NULL DEFAULT 0,
  lease_owner text,
  lease_expires_at timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  failure text,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX import_jobs_open ON import_jobs (created_at) WHERE finished_at IS NULL;
