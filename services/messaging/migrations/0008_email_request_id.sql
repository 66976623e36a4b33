-- The request that caused each e-mail (the event's requestId): the sender logs the sending, and publishes email.sent,
-- under it, so one request can be followed to the e-mails it sent.
ALTER TABLE email_outbox ADD COLUMN request_id text NOT NULL DEFAULT '';
