-- A plan's payment intent is made for the subscription as it was then: based_on_version is that subscription's
-- version. When the card is confirmed (or the provider says it succeeded) and the subscription has changed since,
-- the intent no longer matches: a confirm is refused (409, nothing charged); a success the provider reports anyway is
-- recorded with stale_reason, its money owed back (platform:refunds-due) and its change not applied. Intents made
-- before this column existed have none, and count as not matching.
ALTER TABLE payments
  ADD COLUMN based_on_version bigint,
  ADD COLUMN stale_reason text;

-- A stage's intent that was cancelled (it no longer matched, or it was cancelled at the provider) leaves room for a
-- new one: one live intent per stage, any number of cancelled ones before it. A stale success (stale_reason) is
-- money the stage did not take (it was paid with another intent): it is not the stage's either.
DROP INDEX payments_one_per_stage;
CREATE UNIQUE INDEX payments_one_per_stage ON payments (project_id, stage)
  WHERE kind = 'project_stage' AND status <> 'canceled' AND stale_reason IS NULL;
