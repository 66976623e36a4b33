#include "store/platform_store.hpp"

namespace analytics::store {

namespace {

constexpr const char* kDeliveryAccepted = R"sql(
  INSERT INTO project_deliveries (project_id, accepted_at) VALUES ($1, $2::timestamptz)
  ON CONFLICT (project_id) DO UPDATE
    SET accepted_at = least(coalesce(project_deliveries.accepted_at, EXCLUDED.accepted_at), EXCLUDED.accepted_at)
)sql";

constexpr const char* kDeliveryCompleted = R"sql(
  INSERT INTO project_deliveries (project_id, completed_at) VALUES ($1, $2::timestamptz)
  ON CONFLICT (project_id) DO UPDATE SET completed_at = EXCLUDED.completed_at
)sql";

constexpr const char* kPlatformFigureCounts = R"sql(
  SELECT
    (SELECT count(*) FROM projects) AS projects_posted,
    (SELECT count(*) FROM engineers WHERE verified_at IS NOT NULL) AS verified_engineers,
    (SELECT count(*) FROM member_reviews) AS reviews,
    (SELECT count(*) FROM member_reviews WHERE rating >= 4) AS reviews_four_stars_or_more
)sql";

// Seconds from acceptance to completion of every completed project.
constexpr const char* kDeliverySeconds = R"sql(
  SELECT extract(epoch FROM greatest(completed_at - accepted_at, interval '0'))::bigint AS seconds
  FROM project_deliveries
  WHERE accepted_at IS NOT NULL AND completed_at IS NOT NULL
)sql";

}  // namespace

std::vector<cw::db::NamedQuery> platform_queries() {
  return {
      {"platform_delivery_accepted", kDeliveryAccepted},
      {"platform_delivery_completed", kDeliveryCompleted},
      {"platform_counts", kPlatformFigureCounts},
      {"platform_delivery_seconds", kDeliverySeconds},
  };
}

void record_delivery_accepted(pqxx::transaction_base& tx, std::int64_t project_id, const std::string& accepted_at) {
  tx.exec_prepared("platform_delivery_accepted", project_id, accepted_at);
}

void record_delivery_completed(pqxx::transaction_base& tx, std::int64_t project_id, const std::string& completed_at) {
  tx.exec_prepared("platform_delivery_completed", project_id, completed_at);
}

PlatformSample platform_sample(pqxx::transaction_base& tx) {
  const auto counts = tx.exec_prepared1("platform_counts");
  PlatformSample sample;
  sample.projects_posted = counts["projects_posted"].as<std::int64_t>();
  sample.verified_engineers = counts["verified_engineers"].as<std::int64_t>();
  sample.reviews = counts["reviews"].as<std::int64_t>();
  sample.reviews_four_stars_or_more = counts["reviews_four_stars_or_more"].as<std::int64_t>();
  for (const auto& row : tx.exec_prepared("platform_delivery_seconds")) {
    sample.delivery_seconds.push_back(row["seconds"].as<std::int64_t>());
  }
  return sample;
}

}  // namespace analytics::store
