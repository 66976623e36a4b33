#pragma once
// Use cases of the milestone review loop (domain/milestone.hpp): the project's stages with their submissions,
// disputes and timeline; submit, request changes, approve, dispute; the admins' dispute list and decision; the
// auto-approval sweep; and billing's events that fund a stage or move its money.
#include "app/read_cache.hpp"
#include "domain/milestone.hpp"

#include <cw/caller.hpp>
#include <cw/db.hpp>
#include <cw/events/contracts.hpp>
#include <cw/fields.hpp>
#include <cw/movable_clock.hpp>

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace projects {

class Milestones {
 public:
  Milestones(cw::db::Pool& db, const cw::MovableClock& clock, CacheChanges& changes)
      : db_(db), clock_(clock), changes_(changes) {}

  nlohmann::json of_project(const cw::Caller& caller, std::int64_t project_id);
  nlohmann::json submit(const cw::Caller& caller, std::int64_t project_id, Stage stage,
                        const std::vector<std::int64_t>& file_ids, const std::string& note);
  nlohmann::json request_changes(const cw::Caller& caller, std::int64_t project_id, Stage stage,
                                 const std::string& note);
  nlohmann::json approve(const cw::Caller& caller, std::int64_t project_id, Stage stage);
  nlohmann::json dispute(const cw::Caller& caller, std::int64_t project_id, Stage stage, const std::string& reason);

  // A page of every dispute, open ones first, then newest first: {disputes, openCount, total, page, pageSize}.
  nlohmann::json disputes(const cw::Caller& caller, const cw::fields::PageQuery& query);
  nlohmann::json resolve(const cw::Caller& caller, std::int64_t dispute_id, DisputeOutcome outcome,
                         std::optional<std::int64_t> engineer_percent, const std::string& note);

  // Approves every submitted stage whose client has been silent for kAutoApproveAfter; the number approved.
  int sweep();

  // billing.events
  static void on_payment_succeeded(pqxx::work& tx, const cw::events::PaymentSucceeded& event);
  static void on_stage_released(pqxx::work& tx, const cw::events::StageReleased& event);
  static void on_stage_refunded(pqxx::work& tx, const cw::events::StageRefunded& event);

 private:
  cw::db::Pool& db_;
  const cw::MovableClock& clock_;
  CacheChanges& changes_;
};

}  // namespace projects
