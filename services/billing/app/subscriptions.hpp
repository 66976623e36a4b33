#pragma once
// Use cases of a member's subscription.
#include <cw/caller.hpp>
#include <cw/db.hpp>

#include <nlohmann/json.hpp>

namespace billing {

class Subscriptions {
 public:
  explicit Subscriptions(cw::db::Pool& db) : db_(db) {}

  // The caller's subscription: the starter plan until they pay for another.
  nlohmann::json status(const cw::Caller& caller);
  // What the caller used ({activeProjects, monthlyProjects, messagesThisMonth}), as other services' events told.
  nlohmann::json usage(const cw::Caller& caller);

 private:
  cw::db::Pool& db_;
};

}  // namespace billing
