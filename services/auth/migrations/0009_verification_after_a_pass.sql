-- Issue 30 item 4: every engineer is tested before they can bid. Passing the certification test verifies an engineer
-- (as before); an admin can approve only an engineer with a passed attempt, and can revoke a verification with a
-- reason the engineer reads. A revoked engineer cannot bid or take the test again until an admin approves them again.
-- The reason of a revocation is kept where a rejection's is (rejection_reason): the engineer and admins read it.
ALTER TABLE engineer_profiles DROP CONSTRAINT engineer_profiles_certification_status_check;
ALTER TABLE engineer_profiles ADD CONSTRAINT engineer_profiles_certification_status_check
  CHECK (certification_status IN ('pending', 'failed', 'certified', 'revoked'));

-- A revocation has a reason; the platform revokes with no admin (engineers approved without a pass before the rule,
-- withdrawn by auth at start-up: app/engineers.cpp withdraw_unearned_verifications).
ALTER TABLE engineer_decisions DROP CONSTRAINT engineer_decisions_decision_check;
ALTER TABLE engineer_decisions DROP CONSTRAINT engineer_decisions_check;
ALTER TABLE engineer_decisions ADD CONSTRAINT engineer_decisions_decision_check
  CHECK (decision IN ('approved', 'rejected', 'revoked'));
ALTER TABLE engineer_decisions ADD CONSTRAINT engineer_decisions_reason_check
  CHECK ((decision IN ('rejected', 'revoked')) = (reason IS NOT NULL));
ALTER TABLE engineer_decisions ALTER COLUMN admin_id DROP NOT NULL;
ALTER TABLE engineer_decisions ADD CONSTRAINT engineer_decisions_admin_check
  CHECK (admin_id IS NOT NULL OR decision = 'revoked');

-- The decisions with their admin's username, or null for the platform's own.
CREATE OR REPLACE VIEW engineer_decision_rows AS
SELECT d.id, d.engineer_id, d.decision, d.reason, d.admin_id, a.username AS admin_username,
  to_char(d.decided_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS decided_at
FROM engineer_decisions d
LEFT JOIN users a ON a.id = d.admin_id;

CREATE INDEX engineer_profiles_unearned ON engineer_profiles (user_id)
  WHERE is_verified AND certification_status <> 'certified';
