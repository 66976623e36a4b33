-- The rows the service reads, each shape written once: lists as JSON arrays (never PostgreSQL's array text) and
-- times as ISO-8601 UTC with milliseconds ("2025-01-02T03:04:05.678Z"). Simple views: PostgreSQL plans a statement
-- that reads one as if the view's joins were written in it.

-- An engineer's profile with their user (the columns of store::read_profile, the user's under read_user's names).
CREATE VIEW engineer_profile_rows AS
SELECT u.id, u.username, u.email, u.first_name, u.last_name, u.role, u.phone, u.location, u.profile_image,
  to_char(u.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  p.bio, p.experience, p.hourly_rate_cents, p.years_experience,
  array_to_json(p.software_skills) AS software_skills, array_to_json(p.specializations) AS specializations,
  array_to_json(p.languages) AS languages, array_to_json(p.education) AS education,
  array_to_json(p.certifications) AS certifications, array_to_json(p.portfolio_images) AS portfolio_images,
  p.response_time, p.availability, p.show_contact_info, p.rating::float8 AS rating, p.review_count,
  p.completed_projects, p.is_verified, p.certification_status, p.certification_score,
  to_char(p.certification_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS certification_date
FROM engineer_profiles p
JOIN users u ON u.id = p.user_id;

-- A certification attempt (store::read_attempt), with the deadline and its end (submitted, else the deadline) in
-- whole seconds since the epoch for the rules of retaking.
CREATE VIEW attempt_rows AS
SELECT id, user_id, array_to_json(question_ids) AS question_ids, status, score, total_questions,
  to_char(started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS started_at,
  to_char(deadline AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS deadline,
  to_char(submitted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS submitted_at,
  floor(extract(epoch FROM deadline))::bigint AS deadline_epoch,
  floor(extract(epoch FROM coalesce(submitted_at, deadline)))::bigint AS ended_epoch
FROM certification_attempts;
