#include "domain/project.hpp"

#include <cw/errors.hpp>

#include <stdexcept>

namespace projects {

std::string to_string(ProjectStatus status) {
  switch (status) {
    case ProjectStatus::posted: return "posted";
    case ProjectStatus::in_progress: return "in_progress";
    case ProjectStatus::completed: return "completed";
    case ProjectStatus::cancelled: return "cancelled";
  }
  throw std::invalid_argument("unknown project status");
}

std::string to_string(BidStatus status) {
  switch (status) {
    case BidStatus::pending: return "pending";
    case BidStatus::accepted: return "accepted";
    case BidStatus::declined: return "declined";
  }
  throw std::invalid_argument("unknown bid status");
}

ProjectStatus project_status_from(const std::string& name) {
  for (auto status : {ProjectStatus::posted, ProjectStatus::in_progress, ProjectStatus::completed,
                      ProjectStatus::cancelled}) {
    if (to_string(status) == name) return status;
  }
  throw std::invalid_argument("unknown project status " + name);
}

BidStatus bid_status_from(const std::string& name) {
  for (auto status : {BidStatus::pending, BidStatus::accepted, BidStatus::declined}) {
    if (to_string(status) == name) return status;
  }
  throw std::invalid_argument("unknown bid status " + name);
}

ProjectStatus status_after_accept(ProjectStatus project, BidStatus bid, bool engineer_may_bid) {
  if (project != ProjectStatus::posted || bid != BidStatus::pending) {
    throw cw::conflict("This bid can no longer be accepted");
  }
  if (!engineer_may_bid) throw cw::conflict(kEngineerNoLongerVerified);
  return ProjectStatus::in_progress;
}

ProjectStatus status_after_complete(ProjectStatus project) {
  if (project != ProjectStatus::in_progress) throw cw::conflict("Only a project in progress can be completed");
  return ProjectStatus::completed;
}

ProjectStatus status_after_cancel(ProjectStatus project) {
  if (project != ProjectStatus::posted) throw cw::conflict("Only a posted project can be cancelled");
  return ProjectStatus::cancelled;
}

void ensure_accepting_bids(ProjectStatus project) {
  if (project != kAcceptsBids) throw cw::conflict("This project is no longer accepting bids");
}

void ensure_may_post(const cw::Caller& caller) {
  if (!caller.is(cw::Role::client)) throw cw::forbidden("Only clients can post projects");
}

std::optional<std::string> why_plan_refuses_post(const cw::member_plans::MemberPlan& plan, const PostingCounts& used) {
  using cw::member_plans::limit_message;
  using cw::member_plans::reached;
  if (reached(plan.limits.active_projects, used.active)) {
    return limit_message(plan, plan.limits.active_projects, "active projects at a time", "unlimited projects");
  }
  if (reached(plan.limits.monthly_projects, used.this_month)) {
    return limit_message(plan, plan.limits.monthly_projects, "new projects a month", "unlimited projects");
  }
  return std::nullopt;
}

void ensure_may_bid(const cw::Caller& caller, bool verified_engineer) {
  if (!caller.is(cw::Role::engineer) || !verified_engineer) {
    throw cw::forbidden("Only verified engineers can bid on projects");
  }
}

void ensure_client_of(const Project& project, const cw::Caller& caller, const char* message) {
  if (project.client_id != caller.user_id) throw cw::forbidden(message);
}

BidVisibility bid_visibility(const Project& project, const cw::Caller& caller) {
  if (project.client_id == caller.user_id) return BidVisibility::all;
  if (caller.is(cw::Role::engineer)) return BidVisibility::own;
  return BidVisibility::none;
}

}  // namespace projects
