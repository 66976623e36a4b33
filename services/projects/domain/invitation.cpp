#include "domain/invitation.hpp"

#include <cw/errors.hpp>

namespace projects {

void ensure_may_invite(const cw::Caller& caller, const cw::member_plans::MemberPlan& plan) {
  if (!caller.is(cw::Role::client)) throw cw::forbidden(kOnlyClientsInvite);
  if (!plan.has(cw::Capability::verified_engineers)) {
    throw cw::plan_required(cw::Capability::verified_engineers, cw::cheapest_plan(cw::Capability::verified_engineers));
  }
}

void ensure_open_project_of(const Project& project, const cw::Caller& caller) {
  if (project.client_id != caller.user_id) throw cw::not_found(kProjectNotFound);
  if (project.status != ProjectStatus::posted) throw cw::conflict(kOnlyOpenProjectsInvite);
}

}  // namespace projects
