#pragma once
// Invitations to bid (issue 29 item 7): a client whose plan has verified_engineers invites a verified engineer to
// bid on their open project; the engineer is told (invitation.sent) and finds it on their Find Work page.
#include <cw/caller.hpp>
#include <cw/db.hpp>

#include <nlohmann/json.hpp>

namespace projects {

class Invitations {
 public:
  explicit Invitations(cw::db::Pool& db) : db_(db) {}

  struct Sent {
    nlohmann::json invitation;
    bool created = false;  // false: the engineer was invited to this project already (the same invitation)
  };
  Sent invite(const cw::Caller& caller, std::int64_t project_id, std::int64_t engineer_id);

  // The signed-in engineer's invitations to projects still open, newest first.
  nlohmann::json received(const cw::Caller& caller);

 private:
  cw::db::Pool& db_;
};

}  // namespace projects
