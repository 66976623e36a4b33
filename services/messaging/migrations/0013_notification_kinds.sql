-- Issue 28: a notification says what happened (kind), where clicking it leads (link) and which project it is about,
-- and names the event it came from. One notification per (user, event, kind): an event redelivered or replayed (a
-- new consumer group, a restored offset) never makes a second one. Rows from before have none of these (null).
ALTER TABLE notifications
  ADD COLUMN kind       text,
  ADD COLUMN link       text,
  ADD COLUMN project_id bigint,
  ADD COLUMN event_id   uuid;
CREATE UNIQUE INDEX notifications_once_per_event ON notifications (user_id, event_id, kind) WHERE event_id IS NOT NULL;
-- The unread count of the bell and ?unread=true read only the unread ones.
CREATE INDEX notifications_unread ON notifications (user_id, id DESC) WHERE read_at IS NULL;

-- The accepted bid's amount (bid.accepted), from which a stage's amount is known (50 / 30 / 20 %).
ALTER TABLE project_parties ADD COLUMN price_cents bigint;
