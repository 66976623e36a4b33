#pragma once
// Project use cases: post, browse, look at one, one's own projects, complete, cancel.
#include "domain/forms.hpp"
#include "domain/project.hpp"

#include <cw/db.hpp>

#include <nlohmann/json.hpp>

#include <string>

namespace projects {

class Projects {
 public:
  Projects(cw::db::Pool& db, std::string topic) : db_(db), topic_(std::move(topic)) {}

  nlohmann::json post(const Actor& actor, const nlohmann::json& form);

  struct Page {
    std::string projects_json;  // the page's array, serialised
    std::int64_t total = 0;     // matches over all pages
  };
  Page browse(const BrowseQuery& query);

  nlohmann::json find(std::int64_t project_id);
  // A client's own projects with all their bids; an engineer's assigned projects and those they bid on, with their
  // own bids only. Newest first.
  nlohmann::json own(const Actor& actor);

  nlohmann::json complete(const Actor& actor, std::int64_t project_id);
  nlohmann::json cancel(const Actor& actor, std::int64_t project_id);

 private:
  cw::db::Pool& db_;
  std::string topic_;
};

}  // namespace projects
