-- A dispute as the store reads it, its times as ISO-8601 UTC with milliseconds (opened_at, resolved_at).
CREATE OR REPLACE VIEW dispute_rows AS
SELECT id, project_id, stage, opened_by, reason, iso_utc(opened_at) AS opened_at, outcome, engineer_share_bp,
  resolution_note, resolved_by, iso_utc(resolved_at) AS resolved_at
FROM disputes;
