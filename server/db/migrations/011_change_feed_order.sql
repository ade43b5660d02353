-- The publisher reads change_feed in seq order and remembers the last seq it sent. That is only
-- safe when rows become visible in seq order. A bigserial default is drawn at INSERT time, so two
-- concurrent writers can commit seq 11 before seq 10 and the publisher would skip 10 for good.
-- This trigger takes a transaction-level advisory lock (held until commit or rollback) and only
-- then draws the sequence number: appends to the feed are serialised, and commit order equals
-- seq order. Values drawn by the column default are discarded (gaps are harmless).
CREATE FUNCTION change_feed_assign_seq() RETURNS trigger AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(727002);
  NEW.seq := nextval(pg_get_serial_sequence('change_feed', 'seq'));
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER change_feed_assign_seq
  BEFORE INSERT ON change_feed
  FOR EACH ROW EXECUTE FUNCTION change_feed_assign_seq();
