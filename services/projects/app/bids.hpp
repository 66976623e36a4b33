#pragma once
// Bid use cases: see a project's bids, place one, accept one.
#include "app/read_cache.hpp"
#include "domain/forms.hpp"
#include "domain/project.hpp"

#include <cw/db.hpp>

#include <nlohmann/json.hpp>

#include <functional>
#include <string>

namespace projects {

class Bids {
 public:
  Bids(cw::db::Pool& db, CacheChanges& changes) : db_(db), changes_(changes) {}

  // The project's client sees every bid, an engineer their own; oldest first.
  nlohmann::json of_project(const cw::Caller& caller, std::int64_t project_id);
  // read_form gives the form; who may bid is said before what is wrong with the bid.
  nlohmann::json place(const cw::Caller& caller, const std::function<NewBid()>& read_form);
  // In one transaction under the project's lock: the bid accepted, the others declined, the project in progress
  // with the bid's engineer and amount, and bid.accepted in the outbox. {bid, project}.
  nlohmann::json accept(const cw::Caller& caller, std::int64_t bid_id);

 private:
  cw::db::Pool& db_;
  CacheChanges& changes_;
};

}  // namespace projects
