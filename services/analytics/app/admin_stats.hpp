#pragma once
// The admin dashboard's figures (GET /api/admin/stats), from analytics' own projection of the events.
#include <cw/caller.hpp>
#include <cw/db.hpp>

#include <nlohmann/json.hpp>

namespace analytics {

class AdminStats {
 public:
  explicit AdminStats(cw::db::Pool& db) : db_(db) {}
  nlohmann::json stats(const cw::Caller& caller);

 private:
  cw::db::Pool& db_;
};

}  // namespace analytics
