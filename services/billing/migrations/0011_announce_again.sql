-- A service that starts keeping members' plans (a projection of subscription.changed) has heard none of the changes
-- made before it did: every member would look starter to it. The sweep tells such members' subscriptions again
-- (billing's app/subscriptions.cpp announce_again), once each, as they are. A service that starts keeping plans adds
-- a migration like this one; auth (directory filters, ratings, rates, API tokens) and analytics (members' analytics)
-- started now.
ALTER TABLE subscriptions ADD COLUMN announce_again boolean NOT NULL DEFAULT false;
CREATE INDEX subscriptions_to_announce_again ON subscriptions (user_id) WHERE announce_again;
UPDATE subscriptions SET announce_again = true WHERE plan <> 'starter';
