-- Account deletion (issue 30 item 7). A deleted member's row stays (reviews, decisions and other members' records
-- point at it) with its personal data erased; deleted_at marks it, and sign-in and sessions skip such a row.
ALTER TABLE users ADD COLUMN deleted_at timestamptz;

-- The projects each member is a party of between bid.accepted and project.completed (or project.cancelled): while a
-- member has one, money may be held in escrow for it or owed by it, and the account cannot be deleted. Projects
-- accepted before this migration are not here (auth did not follow bid.accepted then).
CREATE TABLE open_engagements (
  project_id  bigint PRIMARY KEY,
  client_id   bigint NOT NULL,
  engineer_id bigint NOT NULL
);
CREATE INDEX open_engagements_client ON open_engagements (client_id);
CREATE INDEX open_engagements_engineer ON open_engagements (engineer_id);
