#pragma once
#include "domain/plan.hpp"

#include <cw/db.hpp>

#include <vector>

namespace billing::store {

std::vector<cw::db::NamedQuery> plan_queries();

// Every plan, cheapest first.
std::vector<Plan> plans(pqxx::transaction_base& tx);

}  // namespace billing::store
