-- A deleted member's signup stays counted (by role, source and day) but is unlinked from them: its user_id becomes a
-- negative number drawn from this sequence, which names no member and cannot be traced back to one.
CREATE SEQUENCE anonymous_signups;

-- An activity line about a member (a signup, an application approved or not) names them: the member and the name as
-- written (subject, the line's first words), so that deleting the account can replace it with "Deleted member".
-- Lines written before this migration carry neither and keep their text.
ALTER TABLE activity ADD COLUMN user_id bigint, ADD COLUMN subject text;
CREATE INDEX activity_about ON activity (user_id) WHERE user_id IS NOT NULL;
