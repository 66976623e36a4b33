#pragma once
// The member's data exports (issue 29 item 4): their projects and bids as CSV, read a page at a time.
#include "domain/export.hpp"

#include <cw/caller.hpp>
#include <cw/db.hpp>

#include <functional>
#include <optional>
#include <string>

namespace projects {

struct CsvExport {
  std::string file_name;
  // The next piece of the file: the header row first, then a page of rows per call; nullopt once all was given.
  // Each page is read in its own short transaction.
  std::function<std::optional<std::string>()> next;
};

class Exports {
 public:
  explicit Exports(cw::db::Pool& db) : db_(db) {}

  // Who may is decided here, before anything is sent (forbidden, plan_required); the rows are read as next() is
  // called.
  CsvExport start(const cw::Caller& caller, ExportKind kind);

 private:
  cw::db::Pool& db_;
};

}  // namespace projects
