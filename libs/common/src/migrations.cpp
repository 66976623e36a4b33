#include <cw/log.hpp>
#include <cw/migrations.hpp>

#include <pqxx/pqxx>

namespace cw::db {

namespace {
// Tables every service has: the transactional outbox and the consumer's record of processed events.
const std::vector<Migration> kLibraryMigrations = {
    {"0000_events",
     R"sql(
CREATE TABLE outbox (
  id           bigserial PRIMARY KEY,
  event_id     uuid NOT NULL UNIQUE,
  topic        text NOT NULL,
  event_key    text NOT NULL,
  event_type   text NOT NULL,
  payload      jsonb NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz
);
CREATE INDEX outbox_unpublished ON outbox (id) WHERE published_at IS NULL;
CREATE TABLE processed_events (
  consumer     text NOT NULL,
  event_id     uuid NOT NULL,
  processed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (consumer, event_id)
);
)sql"},
    // Published events live in Kafka: the outbox keeps only what is still to be sent, so it stays small (updating
    // 1 M published rows' timestamps cost the relay 0.5 ms per batch, and the table kept growing).
    {"lib_0001_outbox_unpublished_only",
     R"sql(
DELETE FROM outbox WHERE published_at IS NOT NULL;
DROP INDEX outbox_unpublished;
ALTER TABLE outbox DROP COLUMN published_at;
)sql"},
};
}  // namespace

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

  std::vector<Migration> all = kLibraryMigrations;
  all.insert(all.end(), migrations.begin(), migrations.end());
  int applied = 0;
  for (const auto& migration : all) {
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
  log::info("migrations up to date", {{"schema", schema}, {"applied", applied}, {"total", all.size()}});
}

}  // namespace cw::db
