#pragma once
// Users, engineer profiles and reviews as the API shows them (docs/dev-contract.md "Auth API").
#include "domain/certification.hpp"
#include "domain/engineer_profile.hpp"
#include "domain/user.hpp"
#include "store/certification_store.hpp"
#include "store/engineer_store.hpp"
#include "store/review_store.hpp"

#include <cw/caller.hpp>

#include <nlohmann/json.hpp>

#include <chrono>
#include <optional>
#include <vector>

namespace auth {

// The user as the signed-in member sees themself: never a password or hash.
nlohmann::json public_json(const User& user);

// The profile as others see it. Contact details (e-mail, phone) only for the engineer, admins, or when shown.
// viewer: who looks, nullopt for a visitor who is not signed in. What the plans hide (shown) is left out, not null:
// without ratings, "ratingsLocked": true says what upgrading unlocks.
nlohmann::json profile_json(const EngineerProfile& profile, const std::optional<cw::Caller>& viewer,
                            const PlanView& shown);

nlohmann::json review_json(const store::Review& review);
nlohmann::json decision_json(const store::Decision& decision);

// A certification attempt in the engineer's history; its score and percentage once it ended.
nlohmann::json attempt_json(const store::Attempt& attempt);
// The open attempt's questions (never their answers) and its deadline.
nlohmann::json test_json(const store::Attempt& open, const std::vector<store::Question>& questions,
                         std::chrono::seconds time_limit);
// A submitted attempt's totals: which questions were wrong is never revealed.
nlohmann::json result_json(const AttemptResult& result);

}  // namespace auth
