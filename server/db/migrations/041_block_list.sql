-- The visitor block list (contract/blockList/schemas.ts): people who may not sign in at a location
-- and every location below it until expires_at (NULL: until deleted). lmt is the version an edit
-- or delete must name (BLOCK_LIST_ENTRY_OBSOLETE otherwise). A delete removes the row, so a late
-- edit of it is told BLOCK_LIST_ENTRY_NOT_FOUND.
CREATE TABLE block_list_entries (
  organisation_id text NOT NULL,
  entry_id text NOT NULL,
  hierarchy text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text,
  phone_number text,
  company text,
  reason text NOT NULL,
  expires_at bigint,
  lmt bigint NOT NULL,
  updated_by text NOT NULL,
  PRIMARY KEY (organisation_id, entry_id)
);
CREATE INDEX block_list_entries_by_location ON block_list_entries (organisation_id, hierarchy);

-- Each sign-in refused because the visitor matched an entry: where, when, who, through which
-- channel and by whom. A match outlives its entry (no foreign key): it is what happened.
CREATE TABLE block_list_matches (
  organisation_id text NOT NULL,
  match_id text NOT NULL,
  entry_id text NOT NULL,
  hierarchy text NOT NULL,
  matched_at bigint NOT NULL,
  name text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('dashboard', 'kiosk', 'invite')),
  matched_by text NOT NULL,
  PRIMARY KEY (organisation_id, match_id)
);
CREATE INDEX block_list_matches_newest
  ON block_list_matches (organisation_id, matched_at DESC);
