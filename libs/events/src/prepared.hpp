#pragma once
// The statements of this library run prepared: each connection parses and plans them once, at their first use on it,
// whichever service's pool (or relay) the connection belongs to. A service names its own statements in its pool
// (db::Pool's queries); the library cannot, so it defines its statement on the connection right before running it:
// libpqxx keeps the definition (a map look-up when it is there already) and sends PREPARE only the first time, and
// again after it reconnects. Names begin with "cw_events_", apart from every service's.
#include <cw/db.hpp>

#include <utility>

namespace cw::events::detail {

template <typename... Args>
pqxx::result exec_library_statement(pqxx::transaction_base& tx, const db::NamedQuery& query, Args&&... args) {
  tx.conn().prepare(query.name, query.sql);
  return tx.exec_prepared(query.name, std::forward<Args>(args)...);
}

}  // namespace cw::events::detail
