#include "events/subscriptions.hpp"

#include "events/admin_events.hpp"
#include "events/user_events.hpp"

namespace analytics::events {

std::vector<cw::events::Subscription> subscriptions() {
  using namespace cw::events;
  return {on<EngineerVerified>(on_engineer_verified),
          on<EngineerRejected>(on_engineer_rejected),
          on<EngineerReapplied>(on_engineer_reapplied),
          on<EngineerCertified>(on_engineer_certified),
          on<ProjectPosted>(on_project_posted),
          on<BidAccepted>(on_bid_accepted),
          on<ProjectCompleted>(on_project_completed),
          on<ProjectCancelled>(on_project_cancelled),
          on<PaymentSucceeded>(on_payment_succeeded),
          on<UserRegistered>(on_user_registered),
          on<EmailSent>(on_email_sent)};
}

}  // namespace analytics::events
