#include "app/sweep.hpp"

#include <cw/log.hpp>

namespace billing {

void sweep(Subscriptions& subscriptions, Payments& payments) {
  if (auto changed = subscriptions.sweep(); changed > 0) {
    cw::log::info("sweep: subscriptions whose period ended were changed, or told that it ends soon, or told again",
                  {{"changed", changed}});
  }
  if (auto finished = payments.finish_intents_being_made(); finished > 0) {
    cw::log::info("sweep: payments left being made were finished", {{"finished", finished}});
  }
}

}  // namespace billing
