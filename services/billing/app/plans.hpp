#pragma once
// The prices, for everyone (the plans page and /get-certified are public): the plans and the certification fees.
#include <cw/db.hpp>

#include <nlohmann/json.hpp>

namespace billing {

class Plans {
 public:
  explicit Plans(cw::db::Pool& db) : db_(db) {}

  // Every plan with its prices, limits and features, cheapest first.
  nlohmann::json all();
  // Each paid certification track's fee per attempt, in the tracks' order: [{track, amountCents, currency}].
  nlohmann::json certification_fees();

 private:
  cw::db::Pool& db_;
};

}  // namespace billing
