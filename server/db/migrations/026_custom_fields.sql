-- Custom fields per location (spec/workers.md "Custom field definition", §7: read by
-- EntityHierarchy where deleted is false). lmt is the field's version (an edit names the version
-- it saw: FIELD_INSTANCE_OBSOLETE). A deleted field keeps its row (deleted true), so a late edit
-- of it is told EDIT_NON_EXISTING_FIELD. consumers: the flows or notifications using the field.
CREATE TABLE custom_fields (
  hierarchy text NOT NULL,
  field_id text NOT NULL,
  field_name text NOT NULL,
  input_type text NOT NULL,
  drop_down_items jsonb NOT NULL DEFAULT '[]'::jsonb,
  disabled boolean NOT NULL DEFAULT false,
  deleted boolean NOT NULL DEFAULT false,
  consumers text[] NOT NULL DEFAULT '{}',
  lmt bigint NOT NULL,
  PRIMARY KEY (hierarchy, field_id)
);
-- One live field of a name per location (names compare case-insensitively).
CREATE UNIQUE INDEX custom_fields_live_name ON custom_fields (hierarchy, lower(field_name))
  WHERE NOT deleted;
