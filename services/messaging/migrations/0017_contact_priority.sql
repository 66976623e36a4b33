-- Issue 29 item 9: a contact message from a member whose plan has priority support is marked when it arrives (the
-- plan it was sent under) and listed first in the admins' inbox.
ALTER TABLE contact_messages ADD COLUMN priority boolean NOT NULL DEFAULT false;
CREATE INDEX contact_messages_inbox ON contact_messages ((handled_at IS NOT NULL), priority DESC, id DESC);
