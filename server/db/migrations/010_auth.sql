-- Server-side sessions of the OAuth client (the browser holds only an opaque cookie).
-- `id` is the SHA-256 of the cookie value, so a database leak does not leak live sessions.
CREATE TABLE auth_sessions (
  id text PRIMARY KEY,
  sub text NOT NULL REFERENCES users(sub) ON DELETE CASCADE,
  created_at bigint NOT NULL,
  last_seen_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  absolute_expires_at bigint NOT NULL,
  -- The embedded provider's session id, ended with ours on logout (null for other providers).
  provider_session_id text
);
CREATE INDEX auth_sessions_sub ON auth_sessions (sub);
CREATE INDEX auth_sessions_expiry ON auth_sessions (expires_at);

-- Signing keys of the embedded OpenID provider, generated once so restarts keep tokens valid.
CREATE TABLE oidc_keys (
  kid text PRIMARY KEY,
  jwk jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The embedded provider's own short-lived artefacts (interactions, codes, grants, sessions).
CREATE TABLE oidc_artifacts (
  model text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  uid text,
  user_code text,
  expires_at bigint,
  PRIMARY KEY (model, id)
);
CREATE INDEX oidc_artifacts_grant ON oidc_artifacts (grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX oidc_artifacts_uid ON oidc_artifacts (model, uid) WHERE uid IS NOT NULL;
CREATE INDEX oidc_artifacts_user_code ON oidc_artifacts (model, user_code) WHERE user_code IS NOT NULL;
