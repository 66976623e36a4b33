#pragma once
// All SQL of engineer profiles and the directory.
#include "domain/engineer_profile.hpp"

#include <cw/db.hpp>

#include <optional>
#include <vector>

namespace auth::store {

std::vector<cw::db::NamedQuery> engineer_queries();

void insert_engineer_profile(pqxx::transaction_base& tx, const User& user);
// for_update locks the row until the transaction ends.
std::optional<EngineerProfile> find_profile(pqxx::transaction_base& tx, std::int64_t user_id, bool for_update = false);
void save_profile(pqxx::transaction_base& tx, const EngineerProfile& profile);

struct DirectoryQuery {
  std::string search;                           // lower-cased, LIKE-escaped; "" for none
  std::string software;                         // lower-cased skill; "" for any
  std::vector<std::string> location_patterns;  // LIKE patterns; empty for any
  int limit = 20;
  int offset = 0;
};
struct DirectoryPage {
  std::vector<EngineerProfile> engineers;
  std::int64_t total = 0;
};
DirectoryPage directory(pqxx::transaction_base& tx, const DirectoryQuery& query);

// Marks the engineer verified; false when they already were.
bool mark_verified(pqxx::transaction_base& tx, std::int64_t user_id);
void set_certification(pqxx::transaction_base& tx, std::int64_t user_id, const std::string& status,
                       std::optional<int> score);
void add_review_to_rating(pqxx::transaction_base& tx, std::int64_t user_id, int rating);
void add_completed_project(pqxx::transaction_base& tx, std::int64_t user_id);

}  // namespace auth::store
