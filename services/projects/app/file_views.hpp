#pragma once
// The uploaded files' checks as the API shows them: the cut-list preview with its sheet estimate.
#include "domain/cut_list.hpp"

#include <nlohmann/json.hpp>

namespace projects {

nlohmann::json to_json(const CutList& list);
// The layouts stay out: a preview shows the counts (a drawing of the sheets can ask for them later).
nlohmann::json to_json(const SheetEstimate& estimate);

}  // namespace projects
