-- One table per record family besides the visitor log (DESIGN.md §2.1), with visitor_log's
-- columns: removed rows stay as tombstones (deleted = true) for changedSince readers. evt_time is
-- the family's time field; it is null for the families without one (hosts, directory).
CREATE TABLE invites (
  hierarchy text NOT NULL, sort_key text NOT NULL, evt_time bigint NOT NULL, record jsonb NOT NULL,
  lmt bigint NOT NULL, change_seq bigint NOT NULL, deleted boolean NOT NULL DEFAULT false,
  PRIMARY KEY (hierarchy, sort_key)
);
CREATE INDEX invites_time ON invites (hierarchy, evt_time);
CREATE INDEX invites_seq ON invites (change_seq);

CREATE TABLE hosts (
  hierarchy text NOT NULL, sort_key text NOT NULL, evt_time bigint, record jsonb NOT NULL,
  lmt bigint NOT NULL, change_seq bigint NOT NULL, deleted boolean NOT NULL DEFAULT false,
  PRIMARY KEY (hierarchy, sort_key)
);
CREATE INDEX hosts_seq ON hosts (change_seq);

CREATE TABLE induction_completions (
  hierarchy text NOT NULL, sort_key text NOT NULL, evt_time bigint NOT NULL, record jsonb NOT NULL,
  lmt bigint NOT NULL, change_seq bigint NOT NULL, deleted boolean NOT NULL DEFAULT false,
  PRIMARY KEY (hierarchy, sort_key)
);
CREATE INDEX induction_completions_time ON induction_completions (hierarchy, evt_time);
CREATE INDEX induction_completions_seq ON induction_completions (change_seq);

CREATE TABLE worker_log (
  hierarchy text NOT NULL, sort_key text NOT NULL, evt_time bigint NOT NULL, record jsonb NOT NULL,
  lmt bigint NOT NULL, change_seq bigint NOT NULL, deleted boolean NOT NULL DEFAULT false,
  PRIMARY KEY (hierarchy, sort_key)
);
CREATE INDEX worker_log_time ON worker_log (hierarchy, evt_time);
CREATE INDEX worker_log_seq ON worker_log (change_seq);

CREATE TABLE pre_screening (
  hierarchy text NOT NULL, sort_key text NOT NULL, evt_time bigint NOT NULL, record jsonb NOT NULL,
  lmt bigint NOT NULL, change_seq bigint NOT NULL, deleted boolean NOT NULL DEFAULT false,
  PRIMARY KEY (hierarchy, sort_key)
);
CREATE INDEX pre_screening_time ON pre_screening (hierarchy, evt_time);
CREATE INDEX pre_screening_seq ON pre_screening (change_seq);

CREATE TABLE directory_people (
  hierarchy text NOT NULL, sort_key text NOT NULL, evt_time bigint, record jsonb NOT NULL,
  lmt bigint NOT NULL, change_seq bigint NOT NULL, deleted boolean NOT NULL DEFAULT false,
  PRIMARY KEY (hierarchy, sort_key)
);
CREATE INDEX directory_people_seq ON directory_people (change_seq);

CREATE TABLE parking_log (
  hierarchy text NOT NULL, sort_key text NOT NULL, evt_time bigint NOT NULL, record jsonb NOT NULL,
  lmt bigint NOT NULL, change_seq bigint NOT NULL, deleted boolean NOT NULL DEFAULT false,
  PRIMARY KEY (hierarchy, sort_key)
);
CREATE INDEX parking_log_time ON parking_log (hierarchy, evt_time);
CREATE INDEX parking_log_seq ON parking_log (change_seq);

CREATE TABLE parking_bookings (
  hierarchy text NOT NULL, sort_key text NOT NULL, evt_time bigint NOT NULL, record jsonb NOT NULL,
  lmt bigint NOT NULL, change_seq bigint NOT NULL, deleted boolean NOT NULL DEFAULT false,
  PRIMARY KEY (hierarchy, sort_key)
);
CREATE INDEX parking_bookings_time ON parking_bookings (hierarchy, evt_time);
CREATE INDEX parking_bookings_seq ON parking_bookings (change_seq);

CREATE TABLE evacuations (
  hierarchy text NOT NULL, sort_key text NOT NULL, evt_time bigint NOT NULL, record jsonb NOT NULL,
  lmt bigint NOT NULL, change_seq bigint NOT NULL, deleted boolean NOT NULL DEFAULT false,
  PRIMARY KEY (hierarchy, sort_key)
);
CREATE INDEX evacuations_time ON evacuations (hierarchy, evt_time);
CREATE INDEX evacuations_seq ON evacuations (change_seq);
-- Finding the active evacuations of a subtree when one starts or ends.
CREATE INDEX evacuations_active ON evacuations (hierarchy) WHERE NOT deleted AND (record->>'active')::boolean;

CREATE TABLE evac_responses (
  hierarchy text NOT NULL, sort_key text NOT NULL, evt_time bigint NOT NULL, record jsonb NOT NULL,
  lmt bigint NOT NULL, change_seq bigint NOT NULL, deleted boolean NOT NULL DEFAULT false,
  PRIMARY KEY (hierarchy, sort_key)
);
CREATE INDEX evac_responses_time ON evac_responses (hierarchy, evt_time);
CREATE INDEX evac_responses_seq ON evac_responses (change_seq);
