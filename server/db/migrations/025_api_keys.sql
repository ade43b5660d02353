-- API keys (spec/workers.md §3 "API key item"): only the SHA-256 of each key's value is kept.
-- A revoked key keeps its row (revoked_at set) so the public API can tell it from an unknown one
-- in its log, and the list shows live keys only.
CREATE TABLE api_keys (
  organisation_id text NOT NULL,
  key_id text NOT NULL,
  hierarchy text NOT NULL,
  key_type text NOT NULL,
  description text NOT NULL DEFAULT '',
  key_hash text NOT NULL UNIQUE,
  key_preview text NOT NULL,
  created_at bigint NOT NULL,
  created_by text NOT NULL,
  lmt bigint NOT NULL,
  last_used_at bigint,
  revoked_at bigint,
  PRIMARY KEY (organisation_id, key_id)
);
CREATE INDEX api_keys_by_hierarchy ON api_keys (organisation_id, hierarchy) WHERE revoked_at IS NULL;
