-- Location configuration and branding (spec/workers.md §2, §3 "Configuration store"): each
-- location's own value of each settings section. A location without a row for a section inherits
-- it from its nearest ancestor (contract/locationSettingsInheritance.ts). lmt refuses a stale
-- save (SETTINGS_OBSOLETE): a save names the lmt it saw.
CREATE TABLE location_settings (
  organisation_id text NOT NULL,
  hierarchy text NOT NULL,
  section text NOT NULL CHECK (section IN ('texts', 'features', 'images', 'brandingColors', 'locationConfig')),
  value jsonb NOT NULL,
  lmt bigint NOT NULL,
  updated_by text NOT NULL,
  PRIMARY KEY (organisation_id, hierarchy, section)
);

-- Uploaded logos: the bytes (base64) and their checked content type, served by GET
-- /location-logos/:id (server/blobs/logoRoutes.ts). The id is random and unguessable; a logo is
-- public like any page's logo. A replaced logo's row is deleted with the save.
CREATE TABLE location_logos (
  id text PRIMARY KEY,
  organisation_id text NOT NULL,
  hierarchy text NOT NULL,
  content_type text NOT NULL,
  body text NOT NULL,
  created_at bigint NOT NULL
);
