-- API keys that may write (issue 33 "devices write through the same door"): READ keys read their
-- type's log through the public API; READ_WRITE keys also post its events (visitor sign-in and
-- sign-out, clock and screening events, parking events). Existing keys stay READ.
ALTER TABLE api_keys ADD COLUMN access text NOT NULL DEFAULT 'READ';
