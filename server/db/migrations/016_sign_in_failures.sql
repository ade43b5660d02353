-- Failed sign-ins on the embedded identity provider, per account ('account:<email>') and per
-- client address ('address:<ip>'), for its rate limit (server/auth/provider/signInLimiter.ts).
-- In the database, not in memory, so several server instances share one count.
CREATE TABLE sign_in_failures (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  window_started_at bigint NOT NULL,
  blocked_until bigint NOT NULL DEFAULT 0
);
