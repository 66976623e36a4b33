#pragma once
#include <string>
#include <vector>

namespace cw::db {

// One numbered SQL file of a service's migrations folder ("0001_users", "CREATE TABLE ...").
struct Migration {
  std::string name;
  std::string sql;
};

// Creates the service's schema when missing and applies, in name order and each in its own transaction, the
// migrations not yet recorded in <schema>.schema_migrations. An advisory lock makes concurrent starts of several
// instances apply each migration once.
void migrate(const std::string& database_url, const std::string& schema, const std::vector<Migration>& migrations);

// Every service's schema gets iso_utc(timestamptz): a time as the APIs and events write it, ISO-8601 UTC with
// milliseconds ("2026-11-23T10:15:30.123Z"), so a statement says iso_utc(created_at) instead of the to_char pattern.
Migration iso_utc_migration();

}  // namespace cw::db
