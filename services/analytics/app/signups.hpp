#pragma once
// Use cases of the admins' signup analytics. Each checks that an admin asks before it reads what they asked for.
#include <cw/caller.hpp>
#include <cw/db.hpp>

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace analytics {

class Signups {
 public:
  explicit Signups(cw::db::Pool& db) : db_(db) {}

  // Signups from start to end ("YYYY-MM-DD", both inclusive; by default the 30 days up to today).
  nlohmann::json between(const cw::Caller& caller, const std::optional<std::string>& start,
                         const std::optional<std::string>& end);
  // Signups by where the members heard of us, all time.
  nlohmann::json by_source(const cw::Caller& caller);
  // Signups of each of the last `days` days up to today, days without any included.
  nlohmann::json daily(const cw::Caller& caller, const std::optional<std::string>& days);

 private:
  cw::db::Pool& db_;
};

}  // namespace analytics
