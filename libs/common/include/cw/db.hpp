#pragma once
// PostgreSQL: a fixed pool of libpqxx connections, each with the service's schema as search_path and the
// service's named queries prepared. Use cases take a lease, open one transaction, and pass it to store functions.
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <pqxx/pqxx>
#include <string>
#include <vector>

// std::optional<T> parameters are SQL NULL when empty (libpqxx 6.4 handles optional types itself).

namespace cw::db {

// A named, parameterised statement of a store.
struct NamedQuery {
  const char* name;
  const char* sql;
};

// Arrays cross to PostgreSQL as array literals and come back as JSON: select `array_to_json(column)` and read it
// with json_strings or json_integers. Never parse PostgreSQL's array text here: Debian's libpqxx 6.4 array parser
// aborts the process on some stored values (an element starting with an apostrophe) and drops quotes from others.
std::vector<std::string> json_strings(const pqxx::field& field);
std::vector<std::int64_t> json_integers(const pqxx::field& field);
// A text[] (or int[], bigint[]) parameter: pass it with a ::text[] cast. Every element is quoted and escaped, so any
// text (quotes, backslashes, commas, braces, "NULL") arrives as it is.
std::string text_array_literal(const std::vector<std::string>& values);
template <typename Integer>
std::string int_array_literal(const std::vector<Integer>& values) {
  std::string literal = "{";
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (i > 0) literal += ',';
    literal += std::to_string(values[i]);
  }
  return literal + '}';
}

template <typename T>
std::optional<T> optional_field(const pqxx::field& field) {
  if (field.is_null()) return std::nullopt;
  return field.as<T>();
}

// Inside Pool::with_transaction: runs the action on this thread once the transaction has committed (a signal to
// other processes, which must not go out for a change that rolls back), after its connection went back to the pool,
// under the request id current when it was added. Dropped if the transaction rolls back. Throws std::logic_error
// outside with_transaction.
void after_commit(std::function<void()> action);

// The after-commit actions of one with_transaction: this thread's while it lives (nested ones stack).
class CommitActions {
 public:
  CommitActions();
  ~CommitActions();
  CommitActions(const CommitActions&) = delete;
  CommitActions& operator=(const CommitActions&) = delete;
  void add(std::function<void()> action) { actions_.push_back(std::move(action)); }
  // Runs each action once; a failing one is logged and the others still run.
  void run();

 private:
  std::vector<std::function<void()>> actions_;
  CommitActions* outer_;
};

class Pool {
 public:
  Pool(std::string url, std::string schema, int size, std::vector<NamedQuery> queries);
  ~Pool();
  Pool(const Pool&) = delete;
  Pool& operator=(const Pool&) = delete;

  class Lease {
   public:
    Lease(Pool& pool, std::unique_ptr<pqxx::connection> connection);
    ~Lease();
    Lease(Lease&&) = delete;
    pqxx::connection& operator*() { return *connection_; }
    pqxx::connection* operator->() { return connection_.get(); }

   private:
    Pool& pool_;
    std::unique_ptr<pqxx::connection> connection_;
  };

  // Waits up to the timeout for a free connection; throws cw::DomainError(unavailable) when none frees up.
  Lease acquire();

  // Runs fn in one read-write transaction and commits it; an exception rolls everything back. Then the actions fn
  // gave after_commit run.
  template <typename Fn>
  auto with_transaction(Fn&& fn) {
    CommitActions actions;
    auto committed = [&] {
      auto lease = acquire();
      pqxx::work tx(*lease);
      if constexpr (std::is_void_v<decltype(fn(tx))>) {
        fn(tx);
        tx.commit();
      } else {
        auto result = fn(tx);
        tx.commit();
        return result;
      }
    };
    if constexpr (std::is_void_v<decltype(committed())>) {
      committed();
      actions.run();
    } else {
      auto result = committed();
      actions.run();
      return result;
    }
  }

  // A read-only statement outside an explicit transaction.
  template <typename Fn>
  auto read(Fn&& fn) {
    return without_transaction(std::forward<Fn>(fn));
  }

  // Several reads that must agree (a page and the count of the whole list): one read-only transaction in which every
  // statement sees the database as it was at the first, so a change committed meanwhile shows in none of them.
  template <typename Fn>
  auto read_snapshot(Fn&& fn) {
    auto lease = acquire();
    pqxx::transaction<pqxx::repeatable_read, pqxx::read_only> tx(*lease);
    auto result = fn(tx);
    tx.commit();
    return result;
  }

  // One writing statement outside an explicit transaction: PostgreSQL runs it in a transaction of its own (all of
  // it or nothing, committed when it returns), without the round trips of BEGIN and COMMIT.
  template <typename Fn>
  auto single_statement(Fn&& fn) {
    return without_transaction(std::forward<Fn>(fn));
  }

  bool ping();

  // For /metrics: the connections the pool keeps, those leased now, and the threads waiting for one.
  struct Usage {
    int size = 0;
    int in_use = 0;
    int waiting = 0;
  };
  Usage usage();

 private:
  template <typename Fn>
  auto without_transaction(Fn&& fn) {
    auto lease = acquire();
    pqxx::nontransaction tx(*lease);
    return fn(tx);
  }

  friend class Lease;
  std::unique_ptr<pqxx::connection> connect();
  void release(std::unique_ptr<pqxx::connection> connection);

  std::string url_;
  std::string schema_;
  std::vector<NamedQuery> queries_;
  std::mutex mutex_;
  std::condition_variable available_;
  std::vector<std::unique_ptr<pqxx::connection>> idle_;
  int size_ = 0;
  int missing_ = 0;  // connections to (re)open lazily
  int waiting_ = 0;  // threads in acquire() waiting for a connection
};

}  // namespace cw::db
