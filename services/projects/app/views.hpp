#pragma once
// Projects and bids as the API shows them (docs/dev-contract.md "Projects and bids").
#include "domain/project.hpp"

#include <nlohmann/json.hpp>

namespace projects {

nlohmann::json party_json(const Party& party);
nlohmann::json project_json(const Project& project);
nlohmann::json bid_json(const Bid& bid);

}  // namespace projects
