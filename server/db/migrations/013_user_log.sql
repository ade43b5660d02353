-- The organisation user log (spec/frame.md §3): USER_LOGIN entries written after sign-in.
CREATE TABLE user_log (
  organisation_id text NOT NULL,
  evt_time bigint NOT NULL,
  sub text NOT NULL,
  email text NOT NULL,
  event text NOT NULL,
  terminal_id text NOT NULL,
  mtha boolean NOT NULL DEFAULT false,
  PRIMARY KEY (organisation_id, evt_time, sub)
);
