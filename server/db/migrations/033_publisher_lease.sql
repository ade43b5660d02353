-- The publisher role (server/broker/publisherLease.ts): one row, held by `holder` until
-- `expires_at`. Each takeover increments `token`; progress writes (publisher_cursors,
-- publisher_notices) carry the writer's token and are refused when it is not the current one.
CREATE TABLE publisher_lease (
  id int PRIMARY KEY CHECK (id = 1),
  holder text NOT NULL DEFAULT '',
  token bigint NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL DEFAULT '-infinity'
);
INSERT INTO publisher_lease (id) VALUES (1);
