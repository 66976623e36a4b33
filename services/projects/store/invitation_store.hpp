#pragma once
// All SQL of invitations to bid (migration 0012).
#include <cw/db.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace projects::store {

std::vector<cw::db::NamedQuery> invitation_queries();

struct Invitation {
  std::int64_t id = 0;
  std::int64_t project_id = 0;
  std::int64_t client_id = 0;
  std::int64_t engineer_id = 0;
  std::string created_at;
};

// The new invitation; nullopt when the engineer was invited to this project already.
std::optional<Invitation> insert_invitation(pqxx::transaction_base& tx, std::int64_t project_id,
                                            std::int64_t client_id, std::int64_t engineer_id);
std::optional<Invitation> find_invitation(pqxx::transaction_base& tx, std::int64_t project_id,
                                          std::int64_t engineer_id);

// An engineer's invitation as their Find Work page lists it.
struct ReceivedInvitation {
  Invitation invitation;
  std::string project_title;
  std::string client_name;
};
// The engineer's invitations to projects still open, newest first (the last 100).
std::vector<ReceivedInvitation> open_invitations_of(pqxx::transaction_base& tx, std::int64_t engineer_id);

// "First Last" of the member directory (the username when both are empty, "" for a member not known yet).
std::string member_name(pqxx::transaction_base& tx, std::int64_t user_id);

}  // namespace projects::store
