#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace projects {

struct Project {
  std::int64_t id = 0;
  std::int64_t client_id = 0;
  std::string title;
  std::string description;
  std::string cabinet_type;
  std::string budget_range;
  std::string timeline;
  std::string material_type;
  std::vector<std::string> deliverables;
  std::string status;
  std::optional<std::int64_t> assigned_engineer_id;
  std::optional<std::int64_t> final_amount_cents;
  std::string created_at;
  std::string updated_at;
};

}  // namespace projects
