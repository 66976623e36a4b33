-- The welcome e-mail has a preference of its own: its unsubscribe link turns off welcome e-mails only (before, it
-- turned every kind off).
ALTER TABLE email_opt_outs DROP CONSTRAINT email_opt_outs_preference_check;
ALTER TABLE email_opt_outs ADD CONSTRAINT email_opt_outs_preference_check
  CHECK (preference IN ('newBid', 'bidAccepted', 'newMessage', 'accountReview', 'welcome'));
