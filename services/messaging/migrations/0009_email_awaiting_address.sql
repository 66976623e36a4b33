-- An e-mail can be drafted before messaging knows its recipient's address: topics are not ordered with one another, so
-- a bid.placed may be applied before the client's user.registered (after a backlog, or when the relays resume in a
-- different order after a Kafka outage). Such an e-mail waits with no recipient; user.registered addresses it, and the
-- sender only takes addressed ones.
ALTER TABLE email_outbox ALTER COLUMN recipient DROP NOT NULL;
CREATE INDEX email_outbox_awaiting_address ON email_outbox (user_id) WHERE recipient IS NULL AND sent_at IS NULL AND failed_at IS NULL;
