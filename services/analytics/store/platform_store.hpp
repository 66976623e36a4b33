#pragma once
// What "CabinetWorks in Numbers" is made of (domain/platform_figures.hpp), read from analytics' own projections:
// projects (migration 0004), engineers (0004), member_reviews (0008) and project_deliveries (0010).
#include "domain/platform_figures.hpp"

#include <cw/db.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace analytics::store {

std::vector<cw::db::NamedQuery> platform_queries();

// bid.accepted: when the project's bid was accepted (the first acceptance counts).
void record_delivery_accepted(pqxx::transaction_base& tx, std::int64_t project_id, const std::string& accepted_at);
// project.completed: when the project was completed.
void record_delivery_completed(pqxx::transaction_base& tx, std::int64_t project_id, const std::string& completed_at);

PlatformSample platform_sample(pqxx::transaction_base& tx);

}  // namespace analytics::store
