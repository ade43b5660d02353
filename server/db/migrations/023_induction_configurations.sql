-- The induction configuration of a location (spec/visitors.md §3), as its JSON; lmt is its
-- version (a save names the version it edited). A location without a row uses its nearest
-- ancestor's, else the defaults (contract/inductionConfig.ts).
CREATE TABLE induction_configurations (
  hierarchy text PRIMARY KEY,
  configuration jsonb NOT NULL,
  lmt bigint NOT NULL
);
