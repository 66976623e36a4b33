-- E-mails messaging handed to its SMTP server (email.sent): the analytics screen counts the welcome e-mails sent.
CREATE TABLE emails_sent (
  email_id bigint PRIMARY KEY,
  kind     text NOT NULL,
  sent_at  timestamptz NOT NULL
);
CREATE INDEX emails_sent_by_kind ON emails_sent (kind, sent_at);
