-- The sender takes what a member's step or message caused before the notices a clock sends in bulk (domain/email.hpp
-- priority_of_kind): 0 immediate, 1 bulk. The due index leads with it, so the next e-mail is still one index step.
ALTER TABLE email_outbox ADD COLUMN priority smallint NOT NULL DEFAULT 0;
UPDATE email_outbox SET priority = 1
  WHERE sent_at IS NULL AND failed_at IS NULL
    AND kind IN ('subscription_renewed', 'subscription_renewing', 'subscription_expiring', 'trial_ending',
                 'certificate_expiring');
DROP INDEX IF EXISTS email_outbox_due;
CREATE INDEX email_outbox_due ON email_outbox (priority, next_attempt_at, id)
  WHERE sent_at IS NULL AND failed_at IS NULL AND recipient IS NOT NULL;
