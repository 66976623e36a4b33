#pragma once
// The JSON the post-project form and the bid form send, read into the domain's NewProject and NewBid by the rules of
// domain/forms.hpp. Every refusal is a cw::DomainError(invalid) whose message names the field, or the spec's
// "fill in" message when something is missing.
#include "domain/forms.hpp"

#include <nlohmann/json.hpp>

#include <optional>

namespace projects::api {

NewProject parse_new_project(const nlohmann::json& form);
NewBid parse_new_bid(const nlohmann::json& form);

}  // namespace projects::api
