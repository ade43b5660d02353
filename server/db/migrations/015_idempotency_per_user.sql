-- Idempotency keys are each user's own: another user's use of the same key is another request
-- (and tells nothing about the first), so the key is unique per user, not globally.
ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey;
ALTER TABLE idempotency_keys ADD PRIMARY KEY (sub, key);
