#pragma once
// Loading what a request names, or the 404 that says it does not exist.
#include "store/project_store.hpp"

#include <cw/errors.hpp>

namespace projects {

inline Project existing_project(pqxx::transaction_base& tx, std::int64_t id, bool for_update = false) {
  auto project = store::find_project(tx, id, for_update);
  if (!project) throw cw::not_found(kProjectNotFound);
  return *project;
}

}  // namespace projects
