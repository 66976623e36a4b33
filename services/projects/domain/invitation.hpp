#pragma once
// Inviting a verified engineer to bid on a project (issue 29 item 7): who may, and on which projects.
#include "domain/project.hpp"

#include <cw/caller.hpp>
#include <cw/plan_limits.hpp>

namespace projects {

inline constexpr const char* kOnlyClientsInvite = "Only clients can invite engineers to bid";
inline constexpr const char* kOnlyOpenProjectsInvite = "Only open projects take invitations: this one is no longer open";
inline constexpr const char* kOnlyVerifiedInvited = "Only verified engineers can be invited to bid";

// A client whose plan has verified_engineers: forbidden for anyone else, plan_required for a client without it.
void ensure_may_invite(const cw::Caller& caller, const cw::member_plans::MemberPlan& plan);

// The client's own project, still open for bids: not_found for another's (as if it did not exist), conflict when it
// is no longer open.
void ensure_open_project_of(const Project& project, const cw::Caller& caller);

}  // namespace projects
