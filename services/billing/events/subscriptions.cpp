#include "events/subscriptions.hpp"

#include "events/milestone_events.hpp"
#include "events/project_events.hpp"
#include "events/usage_events.hpp"
#include "events/user_events.hpp"
#include "store/fee_store.hpp"

namespace billing::events {

std::vector<cw::events::Subscription> subscriptions(Subscriptions& subscriptions) {
  using namespace cw::events;
  return {on<ProjectPosted>(on_project_posted),
          on<ProjectCompleted>(on_project_completed),
          on<ProjectCancelled>(on_project_cancelled),
          on_batch<MessageSent>(on_messages_sent),
          on_batch<DirectMessageSent>(on_direct_messages_sent),
          on<BidAccepted>(on_bid_accepted),
          on_decision<MilestoneApproved>(on_milestone_approved),
          on_decision<DisputeResolved>(on_dispute_resolved),
          on<UserRegistered>(on_user_registered),
          on<AccountDeleted>([&subscriptions](pqxx::work& tx, const AccountDeleted& event) {
            store::record_deleted_member(tx, event.user_id);
            subscriptions.end_for_deleted_account(tx, event.user_id);
          })};
}

}  // namespace billing::events
