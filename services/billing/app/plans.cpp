#include "app/plans.hpp"

#include "app/views.hpp"
#include "store/fee_store.hpp"
#include "store/plan_store.hpp"

namespace billing {

nlohmann::json Plans::all() {
  auto body = nlohmann::json::array();
  for (const auto& plan : db_.read([](pqxx::nontransaction& tx) { return store::plans(tx); })) {
    body.push_back(plan_json(plan));
  }
  return body;
}

nlohmann::json Plans::certification_fees() {
  auto body = nlohmann::json::array();
  for (const auto& fee : db_.read([](pqxx::nontransaction& tx) { return store::certification_fees(tx); })) {
    body.push_back(fee_json(fee));
  }
  return body;
}

}  // namespace billing
