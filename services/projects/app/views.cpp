#include "app/views.hpp"

#include <cw/json_optional.hpp>

namespace projects {

nlohmann::json party_json(const Party& party) {
  nlohmann::json json = {{"id", party.id},
                         {"username", party.username},
                         {"firstName", party.first_name},
                         {"lastName", party.last_name}};
  if (party.is_verified) json["isVerified"] = *party.is_verified;
  return json;
}

nlohmann::json project_json(const Project& project) {
  return {{"id", project.id},
          {"title", project.title},
          {"description", project.description},
          {"cabinetType", project.cabinet_type},
          {"budgetRange", project.budget_range},
          {"timeline", project.timeline},
          {"materialType", project.material_type},
          {"deliverables", project.deliverables},
          {"status", to_string(project.status)},
          {"clientId", project.client_id},
          {"assignedEngineerId", cw::optional_json(project.assigned_engineer_id)},
          {"finalAmount", project.final_amount ? nlohmann::json(project.final_amount->format()) : nlohmann::json()},
          {"createdAt", project.created_at},
          {"updatedAt", project.updated_at},
          {"completedAt", cw::optional_json(project.completed_at)},
          {"client", party_json(project.client)},
          {"assignedEngineer", project.assigned_engineer ? party_json(*project.assigned_engineer) : nlohmann::json()},
          {"bidCount", project.bid_count}};
}

nlohmann::json bid_json(const Bid& bid) {
  return {{"id", bid.id},
          {"projectId", bid.project_id},
          {"engineerId", bid.engineer_id},
          {"engineer", party_json(bid.engineer)},
          {"amount", bid.amount.format()},
          {"proposal", bid.proposal},
          {"timeline", bid.timeline},
          {"status", to_string(bid.status)},
          {"createdAt", bid.created_at}};
}

}  // namespace projects
