#pragma once
// Reading a user's names that a project or bid statement joined from the user directory.
#include "domain/project.hpp"

#include <cw/db.hpp>

#include <string>

namespace projects::store {

// The party's columns <prefix>_username, <prefix>_first_name and <prefix>_last_name ('' while the directory lacks the
// user), e.g. client_username for the prefix "client".
inline Party read_party(const pqxx::row& row, const std::string& prefix, std::int64_t user_id) {
  return {user_id, row[prefix + "_username"].as<std::string>(), row[prefix + "_first_name"].as<std::string>(),
          row[prefix + "_last_name"].as<std::string>(), std::nullopt};
}

}  // namespace projects::store
