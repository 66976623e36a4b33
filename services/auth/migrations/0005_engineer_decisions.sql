-- An admin's decision on an engineer's application: approved (is_verified), or rejected with a reason the engineer
-- reads. A rejected engineer who saves their profile applies again (the rejection is cleared, its record stays).
ALTER TABLE engineer_profiles ADD COLUMN rejection_reason text;

-- The audit trail of decisions: who decided what, when and why. Rows are only ever added.
CREATE TABLE engineer_decisions (
  id          bigserial PRIMARY KEY,
  engineer_id bigint NOT NULL REFERENCES users (id),
  decision    text NOT NULL CHECK (decision IN ('approved', 'rejected')),
  reason      text CHECK ((decision = 'rejected') = (reason IS NOT NULL)),
  admin_id    bigint NOT NULL REFERENCES users (id),
  decided_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX engineer_decisions_engineer ON engineer_decisions (engineer_id, id DESC);

CREATE FUNCTION engineer_decisions_are_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'engineer_decisions is append-only';
END;
$$;
CREATE TRIGGER engineer_decisions_append_only BEFORE UPDATE OR DELETE ON engineer_decisions
  FOR EACH STATEMENT EXECUTE FUNCTION engineer_decisions_are_kept();

-- engineer_profile_rows (0004) with the rejection's reason at the end.
CREATE OR REPLACE VIEW engineer_profile_rows AS
SELECT u.id, u.username, u.email, u.first_name, u.last_name, u.role, u.phone, u.location, u.profile_image,
  to_char(u.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  p.bio, p.experience, p.hourly_rate_cents, p.years_experience,
  array_to_json(p.software_skills) AS software_skills, array_to_json(p.specializations) AS specializations,
  array_to_json(p.languages) AS languages, array_to_json(p.education) AS education,
  array_to_json(p.certifications) AS certifications, array_to_json(p.portfolio_images) AS portfolio_images,
  p.response_time, p.availability, p.show_contact_info, p.rating::float8 AS rating, p.review_count,
  p.completed_projects, p.is_verified, p.certification_status, p.certification_score,
  to_char(p.certification_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS certification_date,
  p.rejection_reason
FROM engineer_profiles p
JOIN users u ON u.id = p.user_id;

-- A decision with its admin's username, the time as ISO-8601 UTC.
CREATE VIEW engineer_decision_rows AS
SELECT d.id, d.engineer_id, d.decision, d.reason, d.admin_id, a.username AS admin_username,
  to_char(d.decided_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS decided_at
FROM engineer_decisions d
JOIN users a ON a.id = d.admin_id;
