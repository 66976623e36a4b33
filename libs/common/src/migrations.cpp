#include <cw/log.hpp>
#include <cw/migrations.hpp>

#include <pqxx/pqxx>

namespace cw::db {

void migrate(const std::string& database_url, const std::string& schema,
             const std::vector<Migration>& migrations) {
  pqxx::connection connection(database_url);
  pqxx::nontransaction session(connection);
  const auto quoted = session.quote_name(schema);
  std::string lock_name = "migrate:";
  lock_name += schema;
  // Session-level lock: one instance migrates, the others wait and then find nothing to do.
  session.exec_params("SELECT pg_advisory_lock(hashtext($1))", lock_name);
  session.exec("CREATE SCHEMA IF NOT EXISTS " + quoted);
  session.exec("SET search_path TO " + quoted);
  session.exec("CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())");

  int applied = 0;
  for (const auto& migration : migrations) {
    auto done = session.exec_params("SELECT 1 FROM schema_migrations WHERE name = $1", migration.name);
    if (!done.empty()) continue;
    session.exec("BEGIN");
    try {
      session.exec(migration.sql);
      session.exec_params("INSERT INTO schema_migrations (name) VALUES ($1)", migration.name);
      session.exec("COMMIT");
    } catch (...) {
      session.exec("ROLLBACK");
      throw;
    }
    ++applied;
    log::info("migration applied", {{"schema", schema}, {"migration", migration.name}});
  }
  session.exec_params("SELECT pg_advisory_unlock(hashtext($1))", lock_name);
  log::info("migrations up to date", {{"schema", schema}, {"applied", applied}, {"total", migrations.size()}});
}

Migration iso_utc_migration() {
  // OR REPLACE: projects created the same function in its migration 0008, before every schema had it.
  return {"0000_iso_utc", R"sql(
CREATE OR REPLACE FUNCTION iso_utc(t timestamptz) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;
)sql"};
}

}  // namespace cw::db
