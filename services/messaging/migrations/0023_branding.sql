-- White-label (issue 29 item 11): each member's branding as auth last announced it (branding.changed), for the
-- e-mails their projects trigger; shown only while the member's plan has white_label (member_plans, read when the
-- e-mail is drafted). The outbox keeps the brand an e-mail was drafted with, for its sender.
CREATE TABLE IF NOT EXISTS member_branding (
  user_id      bigint PRIMARY KEY,
  company_name text,
  logo_version bigint
);
ALTER TABLE email_outbox ADD COLUMN IF NOT EXISTS brand_name text;
ALTER TABLE email_outbox ADD COLUMN IF NOT EXISTS brand_logo_url text;
