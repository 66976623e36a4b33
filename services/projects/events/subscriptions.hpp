#pragma once
// Every event projects consumes (consumer group "projects"), in one list.
#include "app/read_cache.hpp"

#include <cw/events.hpp>

#include <vector>

namespace projects::events {

// user.registered (auth): the member directory; engineer.verified and engineer.certified (auth): who may bid (these
// three show on cached projects and bids, so each drops the read caches at commit: changes);
// subscription.changed (billing): the members' plans; payment.succeeded, stage.released, stage.refunded (billing):
// the stages' money; account.deleted (auth): the member's name, their posted projects and pending bids
// (app/account_deletions.hpp).
std::vector<cw::events::Subscription> subscriptions(CacheChanges& changes);

}  // namespace projects::events
