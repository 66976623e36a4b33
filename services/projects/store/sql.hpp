#pragma once
// Pieces of SQL and row reading that the project and bid stores share.
#include "domain/project.hpp"

#include <cw/db.hpp>

// A timestamptz as ISO-8601 UTC with milliseconds ("2025-01-02T03:04:05.678Z"); NULL stays NULL.
#define ISO_TIME(column) "to_char(" column " AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"')"

// username, first and last name of the user_directory row joined as `alias` ('' while the directory lacks the user).
#define PARTY_COLUMNS(alias) \
  "coalesce(" alias ".username, ''), coalesce(" alias ".first_name, ''), coalesce(" alias ".last_name, '')"

namespace projects::store {

// The three PARTY_COLUMNS from row[first].
inline Party read_party(const pqxx::row& row, int first, std::int64_t user_id) {
  return {user_id, row[first].as<std::string>(), row[first + 1].as<std::string>(), row[first + 2].as<std::string>(),
          std::nullopt};
}

}  // namespace projects::store
