#pragma once
// The JSON of the engineer-profile form (PATCH /api/engineer-profile/{id}), read into the domain's ProfileChanges.
#include "domain/engineer_profile.hpp"

#include <nlohmann/json.hpp>

namespace auth::api {

// Throws cw::DomainError(invalid) naming the field for a wrong value or for a field the engineer may not set
// (rating, isVerified, ...); ignores fields it does not know.
ProfileChanges parse_profile_changes(const nlohmann::json& form);

// An admin's reason for rejecting an application ({"reason": ...}): trimmed, required, at most kMaxRejectionReason
// characters (throws invalid otherwise).
std::string rejection_reason(const nlohmann::json& body);

}  // namespace auth::api
