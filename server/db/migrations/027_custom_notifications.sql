-- Custom notifications (spec/workers.md §3 "Custom notification"): one per notification type and
-- location. lmt is the version an edit or delete must name (NOTIFICATION_INSTANCE_OBSOLETE
-- otherwise); a deleted notification keeps its row (deleted_at set) so a late edit of it is told
-- NOTIFICATION_NOT_FOUND, and the same type may be added again.
CREATE TABLE custom_notifications (
  organisation_id text NOT NULL,
  notification_id text NOT NULL,
  hierarchy text NOT NULL,
  event_type text NOT NULL,
  notification_type text NOT NULL,
  subject text,
  template text NOT NULL,
  lmt bigint NOT NULL,
  updated_by text NOT NULL,
  deleted_at bigint,
  PRIMARY KEY (organisation_id, notification_id)
);
CREATE UNIQUE INDEX custom_notifications_one_per_type
  ON custom_notifications (organisation_id, hierarchy, notification_type)
  WHERE deleted_at IS NULL;
