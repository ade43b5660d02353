-- The login audit reads an organisation's user log newest first (contract/resources.ts
-- retrieveUserLoginAudit), paged by (evt_time, sub).
CREATE INDEX user_log_newest_first ON user_log (organisation_id, evt_time DESC, sub DESC);
