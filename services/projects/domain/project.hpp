#pragma once
// Projects and bids as plain structs, and the rules of their states and of who may do what. No I/O here.
#include <cw/caller.hpp>
#include <cw/plan_limits.hpp>
#include <cw/money.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace projects {

enum class ProjectStatus { posted, in_progress, completed, cancelled };
enum class BidStatus { pending, accepted, declined };

std::string to_string(ProjectStatus status);
std::string to_string(BidStatus status);
// The stored names; throws std::invalid_argument for any other (the database's CHECK makes that impossible).
ProjectStatus project_status_from(const std::string& name);
BidStatus bid_status_from(const std::string& name);

// Someone a project shows by name, from the user directory. is_verified is known for engineers only.
struct Party {
  std::int64_t id = 0;
  std::string username;
  std::string first_name;
  std::string last_name;
  std::optional<bool> is_verified;
};

struct Project {
  std::int64_t id = 0;
  std::int64_t client_id = 0;
  std::string title;
  std::string description;
  std::string cabinet_type;
  std::string budget_range;
  std::string timeline;
  std::string material_type;
  std::vector<std::string> deliverables;
  ProjectStatus status = ProjectStatus::posted;
  std::optional<std::int64_t> assigned_engineer_id;
  std::optional<cw::Money> final_amount;
  std::string created_at;
  std::string updated_at;
  std::optional<std::string> completed_at;
  int bid_count = 0;
  Party client;
  std::optional<Party> assigned_engineer;
};

struct Bid {
  std::int64_t id = 0;
  std::int64_t project_id = 0;
  std::int64_t engineer_id = 0;
  Party engineer;
  cw::Money amount;
  std::string proposal;
  std::string timeline;
  BidStatus status = BidStatus::pending;
  std::string created_at;
};

inline constexpr const char* kProjectNotFound = "Project not found";
inline constexpr const char* kBidNotFound = "Bid not found";

// ---- the state machine: each rule returns the next status or throws cw::conflict saying why not ---------------
// posted -> in_progress: the client accepts one of the project's pending bids, from an engineer who may still bid (a
// verification revoked after the bid was placed leaves the bid to see, not to accept).
ProjectStatus status_after_accept(ProjectStatus project, BidStatus bid, bool engineer_may_bid);
inline constexpr const char* kEngineerNoLongerVerified =
    "This engineer's verification was withdrawn, so their bid can no longer be accepted";
// in_progress -> completed.
ProjectStatus status_after_complete(ProjectStatus project);
// posted -> cancelled.
ProjectStatus status_after_cancel(ProjectStatus project);
// Bids are taken while the project is posted (and nobody is assigned yet).
// Only a posted project takes bids.
inline constexpr ProjectStatus kAcceptsBids = ProjectStatus::posted;
void ensure_accepting_bids(ProjectStatus project);

// ---- who may do what: each throws cw::forbidden with the reason ----------------------------------------------
void ensure_may_post(const cw::Caller& caller);

// A client's projects against their plan: posted or in progress, and posted this UTC month.
struct PostingCounts {
  std::int64_t active = 0;
  std::int64_t this_month = 0;
};
// Why the client's plan does not let them post one more (a 403 naming the limit and the upgrade), if it does not.
std::optional<std::string> why_plan_refuses_post(const cw::member_plans::MemberPlan& plan, const PostingCounts& used);
// An engineer that the auth service verified (an admin's approval or a passed certification).
void ensure_may_bid(const cw::Caller& caller, bool verified_engineer);
// The project's own client; message says what the others may not do.
void ensure_client_of(const Project& project, const cw::Caller& caller, const char* message);

inline constexpr const char* kOnlyTheClient = "Only the project's client can do this";
inline constexpr const char* kOnlyTheClientAccepts = "Only the project's client can accept bids";

// Which bids of a project someone sees: its client all of them, an engineer their own, anyone else none (refused).
enum class BidVisibility { all, own, none };
BidVisibility bid_visibility(const Project& project, const cw::Caller& caller);

}  // namespace projects
