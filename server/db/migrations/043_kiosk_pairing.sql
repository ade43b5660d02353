-- Pairing an entrance kiosk (contract/kioskPairing.ts, issue 33 item 1). A pairing code lives
-- KIOSK_PAIRING_TTL_MS and is spent by its first use; only its SHA-256 (of the normalised code)
-- is kept. The device it pairs is registered (a `devices` record) when the code is made; its
-- device_keys row is written when the code is used.
CREATE TABLE kiosk_pairings (
  code_hash text PRIMARY KEY,
  organisation_id text NOT NULL,
  hierarchy text NOT NULL,
  device_id text NOT NULL,
  created_by text NOT NULL,
  expires_at bigint NOT NULL,
  claimed_at bigint
);
CREATE INDEX kiosk_pairings_device ON kiosk_pairings (device_id);
CREATE INDEX kiosk_pairings_expiry ON kiosk_pairings (expires_at);

-- Key rotation: when the device's key was made, and the SHA-256 of its replacement, answered by
-- a heartbeat and accepted beside the current key until the device first uses it. Existing keys
-- count from now.
ALTER TABLE device_keys ADD COLUMN key_created_at bigint NOT NULL DEFAULT 0;
UPDATE device_keys SET key_created_at = (extract(epoch FROM now()) * 1000)::bigint;
ALTER TABLE device_keys ALTER COLUMN key_created_at DROP DEFAULT;
ALTER TABLE device_keys ADD COLUMN next_key_hash text UNIQUE;
