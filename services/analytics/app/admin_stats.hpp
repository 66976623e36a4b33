#pragma once
// The admin dashboard's figures (GET /api/admin/stats), from analytics' own projection of the events.
#include <cw/caller.hpp>
#include <cw/db.hpp>

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace analytics {

class AdminStats {
 public:
  explicit AdminStats(cw::db::Pool& db) : db_(db) {}
  nlohmann::json stats(const cw::Caller& caller);
  // Every pending application, a page at a time (oldest first): {engineers, total, page, pageSize}.
  nlohmann::json pending(const cw::Caller& caller, const std::optional<std::string>& page,
                         const std::optional<std::string>& page_size);

 private:
  cw::db::Pool& db_;
};

}  // namespace analytics
