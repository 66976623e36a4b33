#pragma once
// The admin dashboard's figures (GET /api/admin/stats), from analytics' own projection of the events.
#include <cw/caller.hpp>
#include <cw/db.hpp>
#include <cw/fields.hpp>

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace analytics {

class AdminStats {
 public:
  explicit AdminStats(cw::db::Pool& db) : db_(db) {}
  nlohmann::json stats(const cw::Caller& caller);
  // The query of GET /api/admin/pending-engineers, as sent.
  struct PendingRequest {
    cw::fields::PageQuery page;
    std::optional<std::string> search;
  };
  // Every pending application (or those matching the search), a page at a time, oldest first:
  // {engineers, total, page, pageSize}, total counting the matching ones.
  nlohmann::json pending(const cw::Caller& caller, const PendingRequest& request);

 private:
  cw::db::Pool& db_;
};

}  // namespace analytics
