-- A rejected application leaves the pending list until the engineer applies again (engineer.rejected,
-- engineer.reapplied); rejections show in the recent activity.
ALTER TABLE engineers ADD COLUMN rejected_at timestamptz;
DROP INDEX engineers_pending;
CREATE INDEX engineers_pending ON engineers (registered_at) WHERE verified_at IS NULL AND rejected_at IS NULL;

ALTER TABLE activity DROP CONSTRAINT activity_kind_check;
ALTER TABLE activity ADD CONSTRAINT activity_kind_check
  CHECK (kind IN ('signup', 'approval', 'rejection', 'project', 'bid_accepted', 'completion', 'payment'));
