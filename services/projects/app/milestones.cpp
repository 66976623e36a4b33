#include "app/milestones.hpp"

#include "app/existing.hpp"
#include "app/milestone_views.hpp"
#include "app/views.hpp"
#include "domain/project_file.hpp"
#include "store/file_store.hpp"
#include "store/milestone_store.hpp"
#include "store/project_store.hpp"

#include <cw/errors.hpp>
#include <cw/events.hpp>
#include <cw/http.hpp>
#include <cw/log.hpp>

#include <chrono>

namespace projects {

namespace {

using nlohmann::json;

Participants participants_of(const Project& project) {
  if (!project.assigned_engineer_id) throw cw::conflict("This project has no accepted bid yet");
  return {project.client_id, *project.assigned_engineer_id};
}

const Milestone& milestone_at(const std::vector<Milestone>& milestones, Stage stage) {
  for (const auto& milestone : milestones) {
    if (milestone.stage == stage) return milestone;
  }
  throw cw::conflict("This project has no accepted bid yet");
}

std::optional<Milestone> previous_of(const std::vector<Milestone>& milestones, Stage stage) {
  std::optional<Milestone> previous;
  for (const auto& milestone : milestones) {
    if (milestone.stage == stage) return previous;
    previous = milestone;
  }
  return previous;
}

// The stages, submissions, disputes and timeline of a project, read in one transaction.
json milestones_document(pqxx::transaction_base& tx, const Project& project) {
  return milestones_json(project, {store::milestones_of(tx, project.id), store::submissions_of(tx, project.id),
                                   store::disputes_of(tx, project.id), store::files_of_project(tx, project.id),
                                   store::timeline_of(tx, project.id)});
}

Project project_for_milestones(pqxx::transaction_base& tx, const cw::Caller& caller, std::int64_t project_id,
                               bool for_update = false) {
  auto project = existing_project(tx, project_id, for_update);
  const bool participant = caller.user_id == project.client_id ||
                           (project.assigned_engineer_id && caller.user_id == *project.assigned_engineer_id);
  if (!participant && !(caller.is(cw::Role::admin) && store::has_open_dispute(tx, project_id))) {
    throw cw::forbidden("Only the project's client and its engineer can see its milestones");
  }
  return project;
}

// The final stage approved or settled: the project is delivered (unless its client completed it by hand already).
void complete_if_delivered(pqxx::work& tx, const Project& project, Stage stage, CacheChanges& changes) {
  if (stage != Stage::final_payment || project.status != ProjectStatus::in_progress) return;
  store::save_status(tx, project.id, status_after_complete(project.status));
  const auto completed = existing_project(tx, project.id);
  cw::events::publish(tx, cw::events::ProjectCompleted{project.id, completed.client_id,
                                                       *completed.assigned_engineer_id, *completed.completed_at});
  changes.changed_at_commit();
}

std::string now_text(pqxx::transaction_base& tx) {
  return tx.exec1("SELECT iso_utc(now())")[0].as<std::string>();
}

void approve_stage(pqxx::work& tx, const Project& project, const Participants& who, Stage stage, bool automatic,
                   std::optional<std::int64_t> actor, CacheChanges& changes, std::chrono::system_clock::time_point at) {
  const auto milestone = milestone_at(store::milestones_of(tx, project.id), stage);
  store::save_milestone(tx, project.id, stage, MilestoneState::approved, milestone.revisions_used, at);
  store::add_timeline(tx, project.id, stage, automatic ? "auto_approved" : "approved", actor);
  cw::events::publish(tx, cw::events::MilestoneApproved{project.id, who.client_id, who.engineer_id, stage,
                                                        automatic, now_text(tx), milestone.paid_directly});
  complete_if_delivered(tx, project, stage, changes);
}

}  // namespace

json Milestones::of_project(const cw::Caller& caller, std::int64_t project_id) {
  return db_.read([&](pqxx::nontransaction& tx) {
    return milestones_document(tx, project_for_milestones(tx, caller, project_id));
  });
}

json Milestones::submit(const cw::Caller& caller, std::int64_t project_id, Stage stage,
                        const std::vector<std::int64_t>& file_ids, const std::string& note) {
  if (file_ids.empty()) throw cw::invalid("Choose at least one file to submit");
  if (file_ids.size() > kMaxFilesPerSubmission) throw cw::invalid("A submission can hold at most 50 files");
  return db_.with_transaction([&](pqxx::work& tx) {
    const auto project = project_for_milestones(tx, caller, project_id, true);
    const auto who = participants_of(project);
    const auto milestones = store::milestones_of(tx, project_id, true);
    const auto& milestone = milestone_at(milestones, stage);
    state_after_submit(who, caller, milestone, previous_of(milestones, stage));
    const auto files = store::files_by_ids(tx, project_id, file_ids);
    std::vector<std::int64_t> unique(file_ids);
    std::sort(unique.begin(), unique.end());
    unique.erase(std::unique(unique.begin(), unique.end()), unique.end());
    if (files.size() != unique.size()) throw cw::invalid("Every submitted file must be one of this project's files");
    std::vector<SubmittedFile> submitted;
    for (const auto& file : files) {
      submitted.push_back({file.id, file.name + " v" + std::to_string(file.version), file.format,
                           file.preflight_status, file.preflight_waived});
    }
    ensure_deliverable(stage, submitted);
    const int revision = store::last_revision(tx, project_id, stage) + 1;
    store::insert_submission(tx, project_id, {stage, revision, note, unique, caller.user_id, "", {}, {}});
    store::save_milestone(tx, project_id, stage, MilestoneState::submitted, milestone.revisions_used, clock_.now());
    store::add_timeline(tx, project_id, stage, "submitted", caller.user_id, json{{"revision", revision}}.dump());
    cw::events::publish(tx, cw::events::MilestoneSubmitted{project_id, who.client_id, who.engineer_id,
                                                           stage, revision, now_text(tx)});
    return milestones_document(tx, project);
  });
}

json Milestones::request_changes(const cw::Caller& caller, std::int64_t project_id, Stage stage,
                                 const std::string& note) {
  return db_.with_transaction([&](pqxx::work& tx) {
    const auto project = project_for_milestones(tx, caller, project_id, true);
    const auto who = participants_of(project);
    const auto milestone = milestone_at(store::milestones_of(tx, project_id, true), stage);
    const auto next = state_after_request_changes(who, caller, milestone);
    const int used = milestone.revisions_used + 1;
    store::mark_changes_requested(tx, project_id, stage, store::last_revision(tx, project_id, stage), note);
    store::save_milestone(tx, project_id, stage, next, used, clock_.now());
    store::add_timeline(tx, project_id, stage, "changes_requested", caller.user_id,
                        json{{"revisionsUsed", used}}.dump());
    cw::events::publish(tx, cw::events::MilestoneChangesRequested{project_id, who.client_id, who.engineer_id,
                                                                  stage, used, now_text(tx), note});
    return milestones_document(tx, project);
  });
}

json Milestones::approve(const cw::Caller& caller, std::int64_t project_id, Stage stage) {
  return db_.with_transaction([&](pqxx::work& tx) {
    const auto project = project_for_milestones(tx, caller, project_id, true);
    const auto who = participants_of(project);
    state_after_approve(who, caller, milestone_at(store::milestones_of(tx, project_id, true), stage));
    approve_stage(tx, project, who, stage, false, caller.user_id, changes_, clock_.now());
    return milestones_document(tx, existing_project(tx, project_id));
  });
}

json Milestones::dispute(const cw::Caller& caller, std::int64_t project_id, Stage stage, const std::string& reason) {
  return db_.with_transaction([&](pqxx::work& tx) {
    const auto project = project_for_milestones(tx, caller, project_id, true);
    const auto who = participants_of(project);
    const auto milestone = milestone_at(store::milestones_of(tx, project_id, true), stage);
    const auto next = state_after_dispute(who, caller, milestone);
    const auto dispute_id = store::insert_dispute(tx, project_id, stage, caller.user_id, reason, milestone.state);
    store::save_milestone(tx, project_id, stage, next, milestone.revisions_used, clock_.now());
    store::add_timeline(tx, project_id, stage, "disputed", caller.user_id, json{{"disputeId", dispute_id}}.dump());
    cw::events::publish(tx, cw::events::MilestoneDisputed{project_id, who.client_id, who.engineer_id,
                                                          stage, dispute_id, caller.user_id, now_text(tx)});
    return milestones_document(tx, project);
  });
}

json Milestones::disputes(const cw::Caller& caller, const cw::fields::PageQuery& query) {
  if (!caller.is(cw::Role::admin)) throw cw::forbidden("Only admins can see disputes");
  const auto page = cw::fields::page(query);
  return db_.read_snapshot([&](pqxx::transaction_base& tx) {
    const auto counts = store::dispute_counts(tx);
    auto body = cw::http::page_fields(counts.total, page);
    body["openCount"] = counts.open;
    body["disputes"] = json::array();
    for (const auto& listing : store::all_disputes(tx, page)) {
      auto item = dispute_json(listing.dispute);
      item["projectId"] = listing.dispute.project_id;
      item["projectTitle"] = listing.project_title;
      item["openedBy"] = party_json(listing.opener);
      item["openedBy"]["role"] = listing.opener_role;
      body["disputes"].push_back(std::move(item));
    }
    return body;
  });
}

json Milestones::resolve(const cw::Caller& caller, std::int64_t dispute_id, DisputeOutcome outcome,
                         std::optional<std::int64_t> engineer_percent, const std::string& note) {
  if (!caller.is(cw::Role::admin)) throw cw::forbidden("Only an admin can resolve a dispute");
  const auto share = engineer_share_bp(outcome, engineer_percent);
  return db_.with_transaction([&](pqxx::work& tx) {
    auto found = store::find_dispute(tx, dispute_id);
    if (!found) throw cw::not_found("Dispute not found");
    const auto project = existing_project(tx, found->project_id, true);
    const auto who = participants_of(project);
    const auto dispute = store::find_dispute(tx, dispute_id, true);
    if (dispute->resolved_at) throw cw::conflict("This dispute is already resolved");
    const auto milestone = milestone_at(store::milestones_of(tx, project.id, true), dispute->stage);
    const auto next = state_after_resolve(caller, milestone);
    store::resolve_dispute(tx, dispute_id, outcome, share, note, caller.user_id);
    store::save_milestone(tx, project.id, dispute->stage, next, milestone.revisions_used, clock_.now());
    store::add_timeline(tx, project.id, dispute->stage, "resolved", caller.user_id,
                        json{{"outcome", to_string(outcome)}, {"engineerPercent", share / 100}}.dump());
    cw::events::publish(tx, cw::events::DisputeResolved{project.id, who.client_id, who.engineer_id,
                                                        dispute->stage, dispute_id, outcome,
                                                        share, caller.user_id, now_text(tx)});
    complete_if_delivered(tx, project, dispute->stage, changes_);
    auto answer = dispute_json(*store::find_dispute(tx, dispute_id));
    answer["projectId"] = project.id;
    answer["projectTitle"] = project.title;
    return answer;
  });
}

int Milestones::sweep() {
  const auto due = db_.read([&](pqxx::nontransaction& tx) {
    return store::stages_due_for_auto_approval(tx, clock_.now(), 200);
  });
  int approved = 0;
  for (const auto& stage : due) {
    try {
      approved += db_.with_transaction([&](pqxx::work& tx) {
        const auto project = existing_project(tx, stage.project_id, true);
        const auto milestone = milestone_at(store::milestones_of(tx, project.id, true), stage.stage);
        // Another instance's sweep or the client may have answered meanwhile, or the engineer submitted again.
        const auto submitted_at = parse_iso(milestone.submitted_at);
        if (milestone.state != MilestoneState::submitted || !submitted_at ||
            !due_for_auto_approval(*submitted_at, clock_.now())) {
          return 0;
        }
        approve_stage(tx, project, participants_of(project), stage.stage, true, std::nullopt, changes_, clock_.now());
        return 1;
      });
    } catch (const cw::DomainError& error) {
      cw::log::warn("auto-approval skipped", {{"projectId", stage.project_id}, {"error", error.what()}});
    }
  }
  return approved;
}

void Milestones::on_payment_succeeded(pqxx::work& tx, const cw::events::PaymentSucceeded& event) {
  if (event.kind != "project_stage" || !event.project_id || !event.payment_type) return;
  const auto stage = event.payment_type;
  const auto project = store::find_project(tx, *event.project_id);
  if (!project || !project->assigned_engineer_id) {
    cw::log::warn("payment.succeeded for a project without an accepted bid", {{"projectId", *event.project_id}});
    return;
  }
  store::create_milestones(tx, project->id);
  const auto milestone = milestone_at(store::milestones_of(tx, project->id, true), *stage);
  const auto next = state_after_funding(milestone.state);
  if (!next) return;
  // Billing's payment time is real time; nothing compares funded_at with the (test) clock.
  store::save_milestone(tx, project->id, *stage, *next, milestone.revisions_used, std::chrono::system_clock::now());
  // Not held: billing released it to the engineer in the same transaction (its stage.released follows).
  if (!event.escrow) store::mark_paid_directly(tx, project->id, *stage);
  store::add_timeline(tx, project->id, *stage, "funded", event.payer_id,
                      json{{"amount", event.amount.format()}}.dump());
}

namespace {

void record_money_moved(pqxx::work& tx, std::int64_t project_id, Stage stage, const char* kind, cw::Money amount) {
  if (!store::find_project(tx, project_id)) {
    cw::log::warn("billing moved money of an unknown project", {{"projectId", project_id}});
    return;
  }
  store::add_timeline(tx, project_id, stage, kind, std::nullopt, json{{"amount", amount.format()}}.dump());
}

}  // namespace

void Milestones::on_stage_released(pqxx::work& tx, const cw::events::StageReleased& event) {
  record_money_moved(tx, event.project_id, event.payment_type, "released", event.amount);
}

void Milestones::on_stage_refunded(pqxx::work& tx, const cw::events::StageRefunded& event) {
  record_money_moved(tx, event.project_id, event.payment_type, "refunded", event.amount);
}

}  // namespace projects
