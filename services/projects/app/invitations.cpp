#include "app/invitations.hpp"

#include "app/existing.hpp"
#include "domain/invitation.hpp"
#include "store/engineer_store.hpp"
#include "store/invitation_store.hpp"

#include <cw/events.hpp>
#include <cw/events/member_plans.hpp>

namespace projects {

namespace {

nlohmann::json invitation_json(const store::Invitation& invitation) {
  return {{"id", invitation.id},
          {"projectId", invitation.project_id},
          {"engineerId", invitation.engineer_id},
          {"createdAt", invitation.created_at}};
}

}  // namespace

Invitations::Sent Invitations::invite(const cw::Caller& caller, std::int64_t project_id, std::int64_t engineer_id) {
  return db_.with_transaction([&](pqxx::work& tx) {
    ensure_may_invite(caller, cw::member_plans::plan_of(tx, caller.user_id));
    const auto project = existing_project(tx, project_id);
    ensure_open_project_of(project, caller);
    if (!store::is_verified_engineer(tx, engineer_id)) throw cw::invalid(kOnlyVerifiedInvited);
    if (auto existing = store::find_invitation(tx, project_id, engineer_id)) {
      return Sent{invitation_json(*existing), false};
    }
    auto sent = store::insert_invitation(tx, project_id, caller.user_id, engineer_id);
    // A concurrent twin inserted it first: the same invitation, told once.
    if (!sent) return Sent{invitation_json(*store::find_invitation(tx, project_id, engineer_id)), false};
    cw::events::publish(tx, cw::events::InvitationSent{sent->id, project_id, caller.user_id, engineer_id, project.title,
                                                       store::member_name(tx, caller.user_id), sent->created_at});
    return Sent{invitation_json(*sent), true};
  });
}

nlohmann::json Invitations::received(const cw::Caller& caller) {
  if (!caller.is(cw::Role::engineer)) throw cw::forbidden("Only engineers receive invitations to bid");
  const auto found = db_.read([&](pqxx::nontransaction& tx) { return store::open_invitations_of(tx, caller.user_id); });
  auto body = nlohmann::json::array();
  for (const auto& row : found) {
    auto json = invitation_json(row.invitation);
    json["projectTitle"] = row.project_title;
    json["clientName"] = row.client_name;
    body.push_back(std::move(json));
  }
  return body;
}

}  // namespace projects
