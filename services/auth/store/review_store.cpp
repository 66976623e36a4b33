#include "store/review_store.hpp"

namespace auth::store {

namespace {

// Both statements that read reviews select the columns of read_review: the review, its time as ISO-8601 UTC with
// milliseconds, and its writer's (the client's) names.

// The newest hundred.
constexpr const char* kReviewsOfEngineer = R"sql(
  SELECT r.id, r.project_id, r.rating, r.comment,
    iso_utc(r.created_at) AS created_at,
    u.first_name AS reviewer_first_name, u.last_name AS reviewer_last_name
  FROM reviews r
  JOIN users u ON u.id = r.client_id
  WHERE r.engineer_id = $1
  ORDER BY r.id DESC
  LIMIT 100
)sql";

// $1 project, $2 client, $3 engineer.
constexpr const char* kEngagementExists = R"sql(
  SELECT 1 FROM completed_engagements WHERE project_id = $1 AND client_id = $2 AND engineer_id = $3
)sql";

// $1 engineer, $2 client, $3 project, $4 rating, $5 comment. No row when the project already has a review.
constexpr const char* kReviewInsert = R"sql(
  WITH inserted AS (
    INSERT INTO reviews (engineer_id, client_id, project_id, rating, comment)
    VALUES ($1, $2, $3, $4, $5)
    ON CONFLICT (project_id) DO NOTHING
    RETURNING *
  )
  SELECT r.id, r.project_id, r.rating, r.comment,
    iso_utc(r.created_at) AS created_at,
    u.first_name AS reviewer_first_name, u.last_name AS reviewer_last_name
  FROM inserted r
  JOIN users u ON u.id = r.client_id
)sql";

// $1 project, $2 client, $3 engineer, $4 when (ISO-8601). No row when the engagement was already recorded.
constexpr const char* kEngagementRecord = R"sql(
  INSERT INTO completed_engagements (project_id, client_id, engineer_id, completed_at)
  VALUES ($1, $2, $3, $4::timestamptz)
  ON CONFLICT (project_id) DO NOTHING
  RETURNING project_id
)sql";

Review read_review(const pqxx::row& row) {
  Review review;
  review.id = row["id"].as<std::int64_t>();
  review.project_id = row["project_id"].as<std::int64_t>();
  review.rating = row["rating"].as<int>();
  review.comment = row["comment"].as<std::string>();
  review.created_at = row["created_at"].as<std::string>();
  review.reviewer_first_name = row["reviewer_first_name"].as<std::string>();
  review.reviewer_last_name = row["reviewer_last_name"].as<std::string>();
  return review;
}

}  // namespace

std::vector<cw::db::NamedQuery> review_queries() {
  return {
      {"reviews_of_engineer", kReviewsOfEngineer},
      {"engagement_exists", kEngagementExists},
      {"review_insert", kReviewInsert},
      {"engagement_record", kEngagementRecord},
  };
}

std::vector<Review> reviews_of(pqxx::transaction_base& tx, std::int64_t engineer_id) {
  std::vector<Review> reviews;
  for (const auto& row : tx.exec_prepared("reviews_of_engineer", engineer_id)) reviews.push_back(read_review(row));
  return reviews;
}

bool completed_together(pqxx::transaction_base& tx, std::int64_t project_id, std::int64_t client_id,
                        std::int64_t engineer_id) {
  return !tx.exec_prepared("engagement_exists", project_id, client_id, engineer_id).empty();
}

std::optional<Review> insert_review(pqxx::transaction_base& tx, std::int64_t engineer_id, std::int64_t client_id,
                                    std::int64_t project_id, int rating, const std::string& comment) {
  auto rows = tx.exec_prepared("review_insert", engineer_id, client_id, project_id, rating, comment);
  if (rows.empty()) return std::nullopt;
  return read_review(rows[0]);
}

bool record_engagement(pqxx::transaction_base& tx, std::int64_t project_id, std::int64_t client_id,
                       std::int64_t engineer_id, const std::string& completed_at) {
  return !tx.exec_prepared("engagement_record", project_id, client_id, engineer_id, completed_at).empty();
}

}  // namespace auth::store
