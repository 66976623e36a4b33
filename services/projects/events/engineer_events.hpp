#pragma once
#include <cw/events.hpp>

namespace projects::events {

// engineer.verified and engineer.certified: the engineer may bid from now on.
void on_engineer_verified(pqxx::work& tx, const cw::events::EngineerVerified& event);
void on_engineer_certified(pqxx::work& tx, const cw::events::EngineerCertified& event);
// engineer.verification_revoked: no new bids (bids already placed stay, marked unverified, for the client to judge).
void on_verification_revoked(pqxx::work& tx, const cw::events::EngineerVerificationRevoked& event);

}  // namespace projects::events
