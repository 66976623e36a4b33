#pragma once
// Every event auth consumes (consumer group "auth"), in one list.
#include "app/account_deletion.hpp"
#include "app/api_tokens.hpp"
#include "app/certification_tracks.hpp"
#include "app/engineers.hpp"

#include <cw/events.hpp>

#include <vector>

namespace auth::events {

// project.completed (projects): review eligibility and the engineer's completed count; subscription.changed
// (billing): the members' plans (who sees ratings, uses the advanced filters, shows an hourly rate, and whose API
// tokens work); bid.accepted, project.completed and project.cancelled (projects): who has an open project, which
// keeps them from deleting their account; certification.fee_paid (billing): one paid attempt at a certification track.
std::vector<cw::events::Subscription> subscriptions(Engineers& engineers, ApiTokens& tokens, AccountDeletion& deletion,
                                                    CertificationTracks& tracks);

}  // namespace auth::events
