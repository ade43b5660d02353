-- Secrets every instance shares, created once by whichever instance starts first (the session
-- secret when SESSION_SECRET is not set and the database is PostgreSQL).
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
