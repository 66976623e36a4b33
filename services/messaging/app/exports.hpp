#pragma once
// The member's messages export (issue 29 item 4) as CSV, read a page at a time.
#include <cw/caller.hpp>
#include <cw/csv_export.hpp>
#include <cw/db.hpp>

namespace messaging {

class Exports {
 public:
  explicit Exports(cw::db::Pool& db) : db_(db) {}

  // Who may is decided here, before anything is sent (forbidden, plan_required); the rows are read as next() is
  // called.
  cw::csv::Export messages(const cw::Caller& caller);

 private:
  cw::db::Pool& db_;
};

}  // namespace messaging
