-- Change-feed order per organisation (replaces migration 011's one lock for every writer).
--
-- 011 serialised every append with one advisory lock, so one organisation's long import held up
-- every other organisation's writes. Now each organisation (the first level of the hierarchy
-- key) has its own transaction-level lock, (727002, hashtext(organisation)), taken before a
-- sequence number is drawn. Within one organisation, commit order still equals seq order: a
-- reader that saw seq N of organisation O has seen every change of O up to N. Across
-- organisations seqs may now commit out of order, so readers keep their cursors per
-- organisation: the publisher in publisher_cursors, retrievals in readRecordWindow.
-- Two organisations whose names hash alike share a lock: slower, never wrong.

ALTER TABLE change_feed
  ADD COLUMN organisation text GENERATED ALWAYS AS (split_part(hierarchy, '#', 1)) STORED;
CREATE INDEX change_feed_organisation_seq ON change_feed (organisation, seq);

-- Writers of several organisations take the locks in one fixed order (by lock key), so two such
-- writers cannot deadlock. Taking a lock the transaction already holds is a no-op.
CREATE FUNCTION change_feed_lock_organisations(organisations text[]) RETURNS void AS $$
DECLARE
  lock_key int;
BEGIN
  FOR lock_key IN SELECT DISTINCT hashtext(o) FROM unnest(organisations) AS o ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock(727002, lock_key);
  END LOOP;
END
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION change_feed_assign_seq() RETURNS trigger AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(727002, hashtext(split_part(NEW.hierarchy, '#', 1)));
  NEW.seq := nextval(pg_get_serial_sequence('change_feed', 'seq'));
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

-- The publisher's cursor per organisation: every change of that organisation with seq <= last_seq
-- has been published. An organisation without a row has published nothing yet. Until now one
-- global cursor was exact, so every organisation starts from it.
-- publisher_state.last_seq stays as the highest seq published (for monitoring only).
CREATE TABLE publisher_cursors (
  organisation text PRIMARY KEY,
  last_seq bigint NOT NULL
);
INSERT INTO publisher_cursors (organisation, last_seq)
  SELECT DISTINCT f.organisation, s.last_seq
    FROM change_feed f CROSS JOIN publisher_state s WHERE s.id = 1;

-- Coalesced notices of families without a location topic (globalEvents/{organisation}): at most
-- one per organisation and family per notice interval (server/broker/publisher.ts). A change
-- that falls inside the interval leaves its notice pending here, so it is sent later even if the
-- publishing server stops in between.
CREATE TABLE publisher_notices (
  organisation text NOT NULL,
  family text NOT NULL,
  pending boolean NOT NULL,
  event_type text NOT NULL,
  hierarchy text NOT NULL,
  lmt bigint NOT NULL,
  sent_at bigint NOT NULL,
  PRIMARY KEY (organisation, family)
);
