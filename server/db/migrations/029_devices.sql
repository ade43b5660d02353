-- Devices of a location (contract/resources.ts, spec/workers.md §3 "Device connection state"):
-- a record family with the common family columns, keyed by (hierarchy, deviceId), plus the
-- SHA-256 of each device's key, by which a device connects to the MQTT broker.
CREATE TABLE devices (
  hierarchy text NOT NULL, sort_key text NOT NULL, evt_time bigint, record jsonb NOT NULL,
  lmt bigint NOT NULL, change_seq bigint NOT NULL, deleted boolean NOT NULL DEFAULT false,
  PRIMARY KEY (hierarchy, sort_key)
);
CREATE INDEX devices_seq ON devices (change_seq);

CREATE TABLE device_keys (
  device_id text PRIMARY KEY,
  hierarchy text NOT NULL,
  key_hash text NOT NULL UNIQUE
);
