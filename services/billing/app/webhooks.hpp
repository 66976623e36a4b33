#pragma once
// The payment provider's webhooks (Stripe mode): the only thing that marks a Stripe payment succeeded. Each event is
// verified (Stripe-Signature, 300 s tolerance), applied once by its id, and answered 200 whether or not billing has
// anything to do with it, so that Stripe stops sending it.
#include "app/payments.hpp"

#include <cw/db.hpp>

#include <optional>
#include <string>

namespace billing {

class Webhooks {
 public:
  Webhooks(cw::db::Pool& db, Payments& payments, std::optional<std::string> secret)
      : db_(db), payments_(payments), secret_(std::move(secret)) {}

  // 404 when webhooks are not enabled (no STRIPE_WEBHOOK_SECRET), 400 for a signature that does not verify or a
  // body that is not an event.
  void receive(const std::string& payload, const std::string& signature_header);

 private:
  cw::db::Pool& db_;
  Payments& payments_;
  std::optional<std::string> secret_;
};

}  // namespace billing
