-- The rows the service reads, each shape written once: a project or a bid with its times as ISO-8601 UTC with
-- milliseconds ("2025-01-02T03:04:05.678Z") and the names of the users it involves from the user directory ('' while
-- the directory has not heard of them yet, a moment after sign-up). created_time keeps the raw time to order by.
-- Simple views: PostgreSQL plans a statement that reads one as if the joins were written in it.
CREATE VIEW project_rows AS
SELECT p.id, p.client_id, p.title, p.description, p.cabinet_type, p.budget_range, p.timeline, p.material_type,
  array_to_json(p.deliverables) AS deliverables, p.status, p.assigned_engineer_id, p.final_amount_cents,
  to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  to_char(p.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at,
  to_char(p.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS completed_at, p.bid_count,
  coalesce(c.username, '') AS client_username, coalesce(c.first_name, '') AS client_first_name,
  coalesce(c.last_name, '') AS client_last_name,
  coalesce(e.username, '') AS engineer_username, coalesce(e.first_name, '') AS engineer_first_name,
  coalesce(e.last_name, '') AS engineer_last_name, e_verified.user_id IS NOT NULL AS engineer_is_verified,
  p.created_at AS created_time
FROM projects p
LEFT JOIN user_directory c ON c.user_id = p.client_id
LEFT JOIN user_directory e ON e.user_id = p.assigned_engineer_id
LEFT JOIN verified_engineers e_verified ON e_verified.user_id = p.assigned_engineer_id;

CREATE VIEW bid_rows AS
SELECT b.id, b.project_id, b.engineer_id, b.amount_cents, b.proposal, b.timeline, b.status,
  to_char(b.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  coalesce(u.username, '') AS engineer_username, coalesce(u.first_name, '') AS engineer_first_name,
  coalesce(u.last_name, '') AS engineer_last_name, v.user_id IS NOT NULL AS engineer_is_verified,
  b.created_at AS created_time
FROM bids b
LEFT JOIN user_directory u ON u.user_id = b.engineer_id
LEFT JOIN verified_engineers v ON v.user_id = b.engineer_id;
