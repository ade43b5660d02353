-- Organisations, locations and who may use them.
CREATE TABLE organisations (
  id text PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE locations (
  hierarchy text PRIMARY KEY,
  organisation_id text NOT NULL REFERENCES organisations(id),
  company_name text,
  short_description text,
  features jsonb NOT NULL DEFAULT '{}',
  branding jsonb
);
CREATE INDEX locations_organisation ON locations (organisation_id);

CREATE TABLE users (
  sub text PRIMARY KEY,
  email text NOT NULL UNIQUE,
  name text NOT NULL,
  organisation_id text NOT NULL REFERENCES organisations(id),
  password_hash text NOT NULL,
  flags jsonb NOT NULL DEFAULT '{}',
  user_hash text
);

-- A user's access: a location subtree and the role there.
CREATE TABLE user_locations (
  sub text NOT NULL REFERENCES users(sub),
  hierarchy text NOT NULL REFERENCES locations(hierarchy),
  role text NOT NULL,
  PRIMARY KEY (sub, hierarchy)
);

-- Every write appends here in the same transaction; the publisher sends committed rows to MQTT.
CREATE TABLE change_feed (
  seq bigserial PRIMARY KEY,
  family text NOT NULL,
  hierarchy text NOT NULL,
  record_key text NOT NULL,
  op text NOT NULL CHECK (op IN ('INSERT', 'MODIFY', 'REMOVE')),
  lmt bigint NOT NULL,
  event_time bigint,
  image jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE publisher_state (
  id int PRIMARY KEY,
  last_seq bigint NOT NULL
);
INSERT INTO publisher_state (id, last_seq) VALUES (1, 0);

-- Visitor log events. Removed rows stay as tombstones (deleted = true) for changedSince readers.
CREATE TABLE visitor_log (
  hierarchy text NOT NULL,
  sort_key text NOT NULL,
  evt_time bigint NOT NULL,
  record jsonb NOT NULL,
  lmt bigint NOT NULL,
  change_seq bigint NOT NULL,
  deleted boolean NOT NULL DEFAULT false,
  PRIMARY KEY (hierarchy, sort_key)
);
CREATE INDEX visitor_log_time ON visitor_log (hierarchy, evt_time);
CREATE INDEX visitor_log_seq ON visitor_log (change_seq);

-- Answers of mutations per Idempotency-Key: a repeat gets the stored answer, not a second write.
CREATE TABLE idempotency_keys (
  key text PRIMARY KEY,
  sub text NOT NULL,
  operation text NOT NULL,
  -- SHA-256 of the request body: the same key with a different body is refused.
  request_hash text NOT NULL,
  status int NOT NULL,
  response jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);

-- Large answers, fetched through an expiring signed URL.
CREATE TABLE blobs (
  id text PRIMARY KEY,
  body text NOT NULL,
  expires_at bigint NOT NULL
);
CREATE INDEX blobs_expires ON blobs (expires_at);
