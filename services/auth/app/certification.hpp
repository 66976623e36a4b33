#pragma once
// The certification test: start (or resume) an attempt, submit answers, list attempts.
#include "store/directory_cache.hpp"

#include <cw/db.hpp>
#include <cw/session.hpp>

#include <nlohmann/json.hpp>

namespace auth {

class Certification {
 public:
  Certification(cw::db::Pool& db, store::DirectoryCache& directory_cache)
      : db_(db), directory_cache_(directory_cache) {}

  nlohmann::json start(const cw::Caller& caller);
  nlohmann::json submit(const cw::Caller& caller, const nlohmann::json& body);
  nlohmann::json attempts(const cw::Caller& caller);
  // An engineer's attempts, for an admin reviewing the application (404 for someone who is not an engineer).
  nlohmann::json attempts_of(const cw::Caller& caller, std::int64_t engineer_id);

 private:
  cw::db::Pool& db_;
  store::DirectoryCache& directory_cache_;  // certification status and the verified badge show in the directory
};

}  // namespace auth
