#pragma once
// The plans, for everyone (the plans page is public).
#include <cw/db.hpp>

#include <nlohmann/json.hpp>

namespace billing {

class Plans {
 public:
  explicit Plans(cw::db::Pool& db) : db_(db) {}

  // Every plan with its prices, limits and features, cheapest first.
  nlohmann::json all();

 private:
  cw::db::Pool& db_;
};

}  // namespace billing
