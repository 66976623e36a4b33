#include <cw/db.hpp>
#include <cw/errors.hpp>
#include <cw/log.hpp>
#include <cw/request_context.hpp>

#include <chrono>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include <poll.h>

namespace cw::db {

namespace {
constexpr auto kAcquireTimeout = std::chrono::seconds(5);

// An idle connection has nothing to read; a readable socket means the server closed it (a restart, a failover, an
// idle timeout), so it is replaced before a request fails on it.
bool usable(const pqxx::connection& connection) {
  if (!connection.is_open() || connection.sock() < 0) return false;
  pollfd descriptor{connection.sock(), POLLIN, 0};
  return ::poll(&descriptor, 1, 0) == 0;
}
}  // namespace

namespace {
thread_local CommitActions* t_commit_actions = nullptr;
}  // namespace

void after_commit(std::function<void()> action) {
  if (t_commit_actions == nullptr) throw std::logic_error("cw::db::after_commit outside with_transaction");
  t_commit_actions->add([request_id = current_request_id(), action = std::move(action)] {
    const ScopedRequestId scope(request_id);
    action();
  });
}

CommitActions::CommitActions() : outer_(t_commit_actions) { t_commit_actions = this; }

CommitActions::~CommitActions() { t_commit_actions = outer_; }

void CommitActions::run() {
  // Outside this transaction from here on: an action that opens another one gets actions of its own.
  t_commit_actions = outer_;
  auto actions = std::move(actions_);
  actions_.clear();
  for (auto& action : actions) {
    try {
      action();
    } catch (const std::exception& e) {
      log::error("after-commit action failed", {{"error", e.what()}});
    }
  }
}

Pool::Pool(std::string url, std::string schema, int size, std::vector<NamedQuery> queries)
    : url_(std::move(url)), schema_(std::move(schema)), queries_(std::move(queries)), size_(size) {
  // Open every connection now, so a bad URL or password stops the service at start.
  for (int i = 0; i < size; ++i) idle_.push_back(connect());
}

Pool::~Pool() = default;

std::unique_ptr<pqxx::connection> Pool::connect() {
  auto connection = std::make_unique<pqxx::connection>(url_);
  // Through set_variable, so that libpqxx restores it (and the prepared statements) if it reconnects on its own.
  connection->set_variable("search_path", connection->quote_name(schema_));
  // Whose connection this is: a trigger can tell the service's own writes (which it announces itself) from others'.
  connection->set_variable("cw.service", connection->quote_name(schema_));
  for (const auto& query : queries_) connection->prepare(query.name, query.sql);
  return connection;
}

Pool::Lease Pool::acquire() {
  std::unique_lock lock(mutex_);
  ++waiting_;
  const bool got_one = available_.wait_for(lock, kAcquireTimeout, [&] { return !idle_.empty() || missing_ > 0; });
  --waiting_;
  if (!got_one) throw unavailable("The database is busy, please try again");
  while (!idle_.empty()) {
    auto connection = std::move(idle_.back());
    idle_.pop_back();
    if (usable(*connection)) return Lease(*this, std::move(connection));
    ++missing_;
  }
  --missing_;
  lock.unlock();
  try {
    return Lease(*this, connect());
  } catch (...) {
    std::lock_guard relock(mutex_);
    ++missing_;
    available_.notify_one();
    throw;
  }
}

void Pool::release(std::unique_ptr<pqxx::connection> connection) {
  std::lock_guard lock(mutex_);
  if (connection && connection->is_open() && connection->sock() >= 0) {
    idle_.push_back(std::move(connection));
  } else {
    ++missing_;  // reopened by the next acquire
  }
  available_.notify_one();
}

Pool::Lease::Lease(Pool& pool, std::unique_ptr<pqxx::connection> connection)
    : pool_(pool), connection_(std::move(connection)) {}

Pool::Lease::~Lease() { pool_.release(std::move(connection_)); }

namespace {
// The JSON array in the field (NULL and anything that is not an array read as empty). A stored value can never
// stop the process: a malformed text is logged and read as empty.
nlohmann::json json_array(const pqxx::field& field) {
  if (field.is_null()) return nlohmann::json::array();
  auto value = nlohmann::json::parse(std::string_view(field.c_str(), field.size()), nullptr, false);
  if (value.is_array()) return value;
  log::error("not a JSON array in a column read as one", {{"column", field.name()}});
  return nlohmann::json::array();
}
}  // namespace

std::vector<std::string> json_strings(const pqxx::field& field) {
  std::vector<std::string> values;
  for (const auto& item : json_array(field)) {
    if (item.is_string()) values.push_back(item.get<std::string>());
  }
  return values;
}

std::vector<std::int64_t> json_integers(const pqxx::field& field) {
  std::vector<std::int64_t> values;
  for (const auto& item : json_array(field)) {
    if (item.is_number_integer()) values.push_back(item.get<std::int64_t>());
  }
  return values;
}

std::string text_array_literal(const std::vector<std::string>& values) {
  std::string literal = "{";
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (i > 0) literal += ',';
    literal += '"';
    for (char c : values[i]) {
      if (c == '"' || c == '\\') literal += '\\';
      literal += c;
    }
    literal += '"';
  }
  literal += '}';
  return literal;
}

Pool::Usage Pool::usage() {
  std::lock_guard lock(mutex_);
  return {size_, size_ - static_cast<int>(idle_.size()) - missing_, waiting_};
}

bool Pool::ping() {
  try {
    read([](pqxx::nontransaction& tx) { return tx.exec("SELECT 1"); });
    return true;
  } catch (const std::exception& e) {
    log::warn("postgres ping failed", {{"error", e.what()}});
    return false;
  }
}

}  // namespace cw::db
