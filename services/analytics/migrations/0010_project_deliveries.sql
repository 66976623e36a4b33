-- The median days from acceptance to completion that "CabinetWorks in Numbers" shows (GET /api/platform-figures):
-- each project's accepted bid (bid.accepted) and completion (project.completed), whichever event comes first making
-- the row. Projects accepted before this migration get their acceptance from marketplace_events; their completion
-- time was never kept, so they count once completed from now on.
CREATE TABLE project_deliveries (
  project_id   bigint PRIMARY KEY,
  accepted_at  timestamptz,
  completed_at timestamptz
);
CREATE INDEX project_deliveries_completed ON project_deliveries (project_id)
  WHERE accepted_at IS NOT NULL AND completed_at IS NOT NULL;

INSERT INTO project_deliveries (project_id, accepted_at)
SELECT project_id, min(at) FROM marketplace_events WHERE kind = 'bid_accepted' GROUP BY project_id;
