#include <cw/events/user_directory.hpp>
#include "prepared.hpp"

namespace cw::user_directory {

db::Migration migration() {
  return {"0000_user_directory", R"sql(
CREATE TABLE user_directory (
  user_id       bigint PRIMARY KEY,
  role          text NOT NULL,
  username      text NOT NULL,
  first_name    text NOT NULL,
  last_name     text NOT NULL,
  registered_at timestamptz NOT NULL
);
)sql"};
}

namespace {

constexpr db::NamedQuery kDirectoryRegister{
    "cw_events_directory_register",
    "INSERT INTO user_directory (user_id, role, username, first_name, last_name, registered_at) "
    "VALUES ($1, $2, $3, $4, $5, $6::timestamptz) ON CONFLICT (user_id) DO UPDATE SET role = EXCLUDED.role, "
    "username = EXCLUDED.username, first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name"};
constexpr db::NamedQuery kDirectoryForget{
    "cw_events_directory_forget",
    "UPDATE user_directory SET username = 'deleted member ' || user_id, first_name = 'Deleted', "
    "last_name = 'member' WHERE user_id = $1"};

}  // namespace

void apply_user_registered(pqxx::work& tx, const events::UserRegistered& event) {
  events::detail::exec_library_statement(tx, kDirectoryRegister, event.user_id, to_string(event.role),
                                         event.username, event.first_name, event.last_name, event.created_at);
}

void apply_account_deleted(pqxx::work& tx, const events::AccountDeleted& event) {
  events::detail::exec_library_statement(tx, kDirectoryForget, event.user_id);
}

}  // namespace cw::user_directory
