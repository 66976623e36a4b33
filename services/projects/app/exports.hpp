#pragma once
// The member's data exports (issue 29 item 4): their projects and bids as CSV, read a page at a time.
#include "domain/export.hpp"

#include <cw/caller.hpp>
#include <cw/csv_export.hpp>
#include <cw/db.hpp>

namespace projects {

class Exports {
 public:
  explicit Exports(cw::db::Pool& db) : db_(db) {}

  // Who may is decided here, before anything is sent (forbidden, plan_required); the rows are read as next() is
  // called.
  cw::csv::Export start(const cw::Caller& caller, ExportKind kind);

 private:
  cw::db::Pool& db_;
};

}  // namespace projects
