#pragma once
// Project use cases: post, browse, look at one, one's own projects, complete, cancel.
#include "app/browse_cache.hpp"
#include "domain/forms.hpp"
#include "domain/project.hpp"

#include <cw/db.hpp>

#include <nlohmann/json.hpp>

#include <string>

namespace projects {

class Projects {
 public:
  Projects(cw::db::Pool& db, BrowseCache& browse_cache, std::string topic)
      : db_(db), browse_cache_(browse_cache), topic_(std::move(topic)) {}

  nlohmann::json post(const Actor& actor, const nlohmann::json& form);

  BrowseCache::Page browse(const BrowseQuery& query);

  nlohmann::json find(std::int64_t project_id);
  // A client's own projects with all their bids; an engineer's assigned projects and those they bid on, with their
  // own bids only. Newest first.
  nlohmann::json own(const Actor& actor);

  nlohmann::json complete(const Actor& actor, std::int64_t project_id);
  nlohmann::json cancel(const Actor& actor, std::int64_t project_id);

 private:
  cw::db::Pool& db_;
  BrowseCache& browse_cache_;
  std::string topic_;
};

}  // namespace projects
