-- 'ALL' is a selection, never a location (docs/security-tenancy.md). Servers before this
-- migration accepted it as a record's location, so a row at 'ALL' belongs to no organisation and
-- every organisation could read and change it. Such rows are removed from every table keyed by
-- a hierarchy (records, their change feed, API keys, settings, devices, ...); nothing can write
-- them again (server/api/policy/enforcePolicy.ts).
DO $$
DECLARE
  keyed record;
BEGIN
  FOR keyed IN
    SELECT c.table_name FROM information_schema.columns c
      JOIN information_schema.tables t
        ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = current_schema() AND c.column_name = 'hierarchy'
       AND t.table_type = 'BASE TABLE'
  LOOP
    EXECUTE format('DELETE FROM %I WHERE hierarchy = %L', keyed.table_name, 'ALL');
  END LOOP;
END $$;
