#include "store/review_store.hpp"

namespace auth::store {

namespace {
#define REVIEW_COLUMNS \
  "r.id, r.project_id, r.rating, r.comment, to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"')"

Review read_review(const pqxx::row& row) {
  return {row[0].as<std::int64_t>(), row[1].as<std::int64_t>(), row[2].as<int>(), row[3].as<std::string>(),
          row[4].as<std::string>(),  row[5].as<std::string>(),  row[6].as<std::string>()};
}
}  // namespace

std::vector<cw::db::NamedQuery> review_queries() {
  return {
      {"reviews_of_engineer",
       "SELECT " REVIEW_COLUMNS ", u.first_name, u.last_name FROM reviews r JOIN users u ON u.id = r.client_id "
       "WHERE r.engineer_id = $1 ORDER BY r.id DESC LIMIT 100"},
      {"engagement_exists",
       "SELECT 1 FROM completed_engagements WHERE project_id = $1 AND client_id = $2 AND engineer_id = $3"},
      {"review_insert",
       "WITH inserted AS (INSERT INTO reviews (engineer_id, client_id, project_id, rating, comment) "
       "VALUES ($1, $2, $3, $4, $5) ON CONFLICT (project_id) DO NOTHING RETURNING *) "
       "SELECT " REVIEW_COLUMNS ", u.first_name, u.last_name FROM inserted r JOIN users u ON u.id = r.client_id"},
      {"engagement_record",
       "INSERT INTO completed_engagements (project_id, client_id, engineer_id, completed_at) "
       "VALUES ($1, $2, $3, $4::timestamptz) ON CONFLICT (project_id) DO NOTHING RETURNING project_id"},
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
