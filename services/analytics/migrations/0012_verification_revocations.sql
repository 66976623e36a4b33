-- Issue 30 item 4: an admin can withdraw an engineer's verification (engineer.verification_revoked). The engineer is
-- no longer counted as verified, leaves the pending list (like a rejection) and the withdrawal shows in the recent
-- activity.
ALTER TABLE activity DROP CONSTRAINT activity_kind_check;
ALTER TABLE activity ADD CONSTRAINT activity_kind_check
  CHECK (kind IN ('signup', 'approval', 'rejection', 'revocation', 'project', 'bid_accepted', 'completion',
                  'payment'));
