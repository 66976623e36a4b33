#pragma once
// All SQL of reviews and of the completed engagements that make a client eligible to write one.
#include <cw/db.hpp>

#include <optional>
#include <string>
#include <vector>

namespace auth::store {

std::vector<cw::db::NamedQuery> review_queries();

struct Review {
  std::int64_t id = 0;
  std::int64_t project_id = 0;
  int rating = 0;
  std::string comment;
  std::string created_at;
  std::string reviewer_first_name;
  std::string reviewer_last_name;
};

std::vector<Review> reviews_of(pqxx::transaction_base& tx, std::int64_t engineer_id);
// True when this client and engineer completed this project together.
bool completed_together(pqxx::transaction_base& tx, std::int64_t project_id, std::int64_t client_id,
                        std::int64_t engineer_id);
// nullopt when the project already has a review.
std::optional<Review> insert_review(pqxx::transaction_base& tx, std::int64_t engineer_id, std::int64_t client_id,
                                    std::int64_t project_id, int rating, const std::string& comment);
// False when the engagement was already recorded.
bool record_engagement(pqxx::transaction_base& tx, std::int64_t project_id, std::int64_t client_id,
                       std::int64_t engineer_id, const std::string& completed_at);

}  // namespace auth::store
