#pragma once
// Project use cases: post, browse, look at one, one's own projects, complete, cancel.
#include "app/read_cache.hpp"
#include "domain/forms.hpp"
#include "domain/project.hpp"

#include <cw/db.hpp>
#include <cw/idempotency.hpp>

#include <nlohmann/json.hpp>

#include <functional>
#include <string>

namespace projects {

class Projects {
 public:
  Projects(cw::db::Pool& db, ReadCache& cache, CacheChanges& changes) : db_(db), cache_(cache), changes_(changes) {}

  // read_form gives the form once the caller may post: what is wrong with it is said only to one who may. With an
  // Idempotency-Key, a repeat of the caller's request is answered with the project the first one posted (nothing
  // new is stored, published or counted against the plan); the key with another form is a conflict.
  nlohmann::json post(const cw::Caller& caller, const std::optional<cw::idempotency::Key>& key,
                      const std::function<NewProject()>& read_form);

  // A page of open projects: the one in memory, or read from the database (and remembered).
  std::optional<ReadCache::Answer> remembered_page(const BrowseQuery& query) const;
  ReadCache::Answer browse(const BrowseQuery& query);

  // The project, serialised: the copy in memory, or read from the database (and remembered).
  std::optional<std::string> remembered_project(std::int64_t project_id) const;
  std::string find(std::int64_t project_id);
  // A client's own projects with all their bids; an engineer's assigned projects and those they bid on, with their
  // own bids only. Newest first.
  nlohmann::json own(const cw::Caller& caller);

  nlohmann::json complete(const cw::Caller& caller, std::int64_t project_id);
  nlohmann::json cancel(const cw::Caller& caller, std::int64_t project_id);

 private:
  cw::db::Pool& db_;
  ReadCache& cache_;
  CacheChanges& changes_;
};

}  // namespace projects
