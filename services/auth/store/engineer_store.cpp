#include "store/engineer_store.hpp"

#include "store/user_store.hpp"

#include "domain/text.hpp"

namespace auth::store {

namespace {

// Every statement that reads profiles reads the columns of read_profile from the view engineer_profile_rows
// (migration 0004).

constexpr const char* kProfileInsert = R"sql(
  INSERT INTO engineer_profiles (user_id, search_text) VALUES ($1, $2)
)sql";

constexpr const char* kProfileByUser = R"sql(
  SELECT * FROM engineer_profile_rows WHERE id = $1
)sql";

// Locks the profile's row until the transaction ends. Its columns are read after, in a statement of their own: one
// that waited for the lock then sees the row as the other transaction committed it.
constexpr const char* kProfileLock = R"sql(
  SELECT user_id FROM engineer_profiles WHERE user_id = $1 FOR UPDATE
)sql";

// Lists arrive as text[] literals (cw::db::text_array_literal); $15 the search text, $16 the lower-cased skills.
constexpr const char* kProfileSave = R"sql(
  UPDATE engineer_profiles SET bio = $2, experience = $3, hourly_rate_cents = $4, years_experience = $5,
    software_skills = $6::text[], specializations = $7::text[], languages = $8::text[], education = $9::text[],
    certifications = $10::text[], portfolio_images = $11::text[], response_time = $12, availability = $13,
    show_contact_info = $14, search_text = $15, skill_keys = $16::text[], updated_at = now()
  WHERE user_id = $1
)sql";

// A row only when the engineer was not verified yet. Verifying ends a rejection.
constexpr const char* kMarkVerified = R"sql(
  UPDATE engineer_profiles SET is_verified = true, rejection_reason = NULL, updated_at = now()
  WHERE user_id = $1 AND NOT is_verified
  RETURNING user_id
)sql";

// $2 the status, $3 the score; passing the test verifies the engineer.
constexpr const char* kSetCertification = R"sql(
  UPDATE engineer_profiles SET certification_status = $2, certification_score = $3,
    certification_date = CASE WHEN $2 = 'certified' THEN now() ELSE certification_date END,
    is_verified = is_verified OR $2 = 'certified',
    rejection_reason = CASE WHEN $2 = 'certified' THEN NULL ELSE rejection_reason END, updated_at = now()
  WHERE user_id = $1
)sql";

// A row only when the application was pending (not verified, not rejected already).
constexpr const char* kMarkRejected = R"sql(
  UPDATE engineer_profiles SET rejection_reason = $2, updated_at = now()
  WHERE user_id = $1 AND NOT is_verified AND rejection_reason IS NULL
  RETURNING user_id
)sql";

// A row only when the application stood rejected: it is pending again.
constexpr const char* kClearRejection = R"sql(
  UPDATE engineer_profiles SET rejection_reason = NULL, updated_at = now()
  WHERE user_id = $1 AND rejection_reason IS NOT NULL
  RETURNING user_id
)sql";

// $2 approved or rejected, $3 the reason (rejections), $4 the admin.
constexpr const char* kRecordDecision = R"sql(
  INSERT INTO engineer_decisions (engineer_id, decision, reason, admin_id) VALUES ($1, $2, $3, $4)
)sql";

constexpr const char* kDecisionsOf = R"sql(
  SELECT * FROM engineer_decision_rows WHERE engineer_id = $1 ORDER BY id DESC LIMIT 100
)sql";

// $2 the review's rating.
constexpr const char* kAddReview = R"sql(
  UPDATE engineer_profiles SET rating_total = rating_total + $2, review_count = review_count + 1, updated_at = now()
  WHERE user_id = $1
)sql";

constexpr const char* kAddCompletedProject = R"sql(
  UPDATE engineer_profiles SET completed_projects = completed_projects + 1, updated_at = now() WHERE user_id = $1
)sql";

// The directory statements are not prepared on purpose: a prepared statement soon runs a generic plan, in which the
// "no filter" branches cannot be folded away and neither the directory index nor the trigram index is used (every
// profile scanned, ~25 ms at 10,000 engineers). An unnamed statement is planned with the actual values every time.
// $1 search text (lower-cased, LIKE-escaped; '' for none), $2 a lower-cased skill ('' for any), $3 location LIKE
// patterns (none for any), $4 page size, $5 offset. The order is the engineer_profiles_directory index's (migration
// 0006): verified first, reviewed before unreviewed, rating, review count, user id. LEFT JOIN: every profile has its
// user (foreign key), and a page or count without a location filter then skips users. The page is chosen first, and
// only its rows are read whole.
constexpr const char* kDirectoryPage = R"sql(
  SELECT r.*
  FROM (
    SELECT p.user_id, p.is_verified, p.rating, p.review_count
    FROM engineer_profiles p
    LEFT JOIN users u ON u.id = p.user_id
    WHERE ($1 = '' OR p.search_text LIKE '%' || $1 || '%')
      AND ($2 = '' OR p.skill_keys @> ARRAY[$2])
      AND (cardinality($3::text[]) = 0 OR lower(u.location) LIKE ANY ($3::text[]))
    ORDER BY p.is_verified DESC, (p.review_count > 0) DESC, p.rating DESC, p.review_count DESC, p.user_id
    LIMIT $4 OFFSET $5
  ) page
  JOIN engineer_profile_rows r ON r.id = page.user_id
  ORDER BY page.is_verified DESC, (page.review_count > 0) DESC, page.rating DESC, page.review_count DESC, page.user_id
)sql";

constexpr const char* kDirectoryCount = R"sql(
  SELECT count(*) AS total
  FROM engineer_profiles p
  LEFT JOIN users u ON u.id = p.user_id
  WHERE ($1 = '' OR p.search_text LIKE '%' || $1 || '%')
    AND ($2 = '' OR p.skill_keys @> ARRAY[$2])
    AND (cardinality($3::text[]) = 0 OR lower(u.location) LIKE ANY ($3::text[]))
)sql";

EngineerProfile read_profile(const pqxx::row& row) {
  EngineerProfile profile;
  profile.user = read_user(row);
  profile.bio = row["bio"].as<std::string>();
  profile.experience = row["experience"].as<std::string>();
  profile.hourly_rate_cents = cw::db::optional_field<std::int64_t>(row["hourly_rate_cents"]);
  profile.years_experience = row["years_experience"].as<int>();
  profile.software_skills = cw::db::json_strings(row["software_skills"]);
  profile.specializations = cw::db::json_strings(row["specializations"]);
  profile.languages = cw::db::json_strings(row["languages"]);
  profile.education = cw::db::json_strings(row["education"]);
  profile.certifications = cw::db::json_strings(row["certifications"]);
  profile.portfolio_images = cw::db::json_strings(row["portfolio_images"]);
  profile.response_time = row["response_time"].as<std::string>();
  profile.availability = row["availability"].as<std::string>();
  profile.show_contact_info = row["show_contact_info"].as<bool>();
  profile.rating = format_rating(row["rating"].as<double>());
  profile.review_count = row["review_count"].as<int>();
  profile.completed_projects = row["completed_projects"].as<int>();
  profile.is_verified = row["is_verified"].as<bool>();
  profile.certification_status = row["certification_status"].as<std::string>();
  profile.certification_score = cw::db::optional_field<int>(row["certification_score"]);
  profile.certification_date = cw::db::optional_field<std::string>(row["certification_date"]);
  profile.rejection_reason = cw::db::optional_field<std::string>(row["rejection_reason"]);
  return profile;
}

std::vector<std::string> lowered(const std::vector<std::string>& values) {
  std::vector<std::string> out;
  for (const auto& value : values) out.push_back(lower(value));
  return out;
}

}  // namespace

std::vector<cw::db::NamedQuery> engineer_queries() {
  return {
      {"engineer_profile_insert", kProfileInsert},
      {"engineer_profile_by_user", kProfileByUser},
      {"engineer_profile_lock", kProfileLock},
      {"engineer_profile_save", kProfileSave},
      {"engineer_mark_verified", kMarkVerified},
      {"engineer_mark_rejected", kMarkRejected},
      {"engineer_clear_rejection", kClearRejection},
      {"engineer_record_decision", kRecordDecision},
      {"engineer_decisions_of", kDecisionsOf},
      {"engineer_set_certification", kSetCertification},
      {"engineer_add_review", kAddReview},
      {"engineer_add_completed_project", kAddCompletedProject},
  };
}

void insert_engineer_profile(pqxx::transaction_base& tx, const User& user) {
  EngineerProfile profile;
  profile.user = user;
  tx.exec_prepared("engineer_profile_insert", user.id, search_text_of(profile));
}

std::optional<EngineerProfile> find_profile(pqxx::transaction_base& tx, std::int64_t user_id, bool for_update) {
  if (for_update && tx.exec_prepared("engineer_profile_lock", user_id).empty()) return std::nullopt;
  auto rows = tx.exec_prepared("engineer_profile_by_user", user_id);
  if (rows.empty()) return std::nullopt;
  return read_profile(rows[0]);
}

void save_profile(pqxx::transaction_base& tx, const EngineerProfile& profile) {
  tx.exec_prepared("engineer_profile_save", profile.user.id, profile.bio, profile.experience, profile.hourly_rate_cents,
                   profile.years_experience, cw::db::text_array_literal(profile.software_skills),
                   cw::db::text_array_literal(profile.specializations), cw::db::text_array_literal(profile.languages),
                   cw::db::text_array_literal(profile.education), cw::db::text_array_literal(profile.certifications),
                   cw::db::text_array_literal(profile.portfolio_images), profile.response_time, profile.availability,
                   profile.show_contact_info, search_text_of(profile),
                   cw::db::text_array_literal(lowered(profile.software_skills)));
}

DirectoryPage directory(pqxx::transaction_base& tx, const DirectoryQuery& query) {
  const auto patterns = cw::db::text_array_literal(query.location_patterns);
  DirectoryPage page;
  const auto rows = tx.exec_params(kDirectoryPage, query.search, query.software, patterns, query.limit, query.offset);
  for (const auto& row : rows) page.engineers.push_back(read_profile(row));
  page.total = tx.exec_params1(kDirectoryCount, query.search, query.software, patterns)["total"].as<std::int64_t>();
  return page;
}

bool mark_verified(pqxx::transaction_base& tx, std::int64_t user_id) {
  return !tx.exec_prepared("engineer_mark_verified", user_id).empty();
}

bool mark_rejected(pqxx::transaction_base& tx, std::int64_t user_id, const std::string& reason) {
  return !tx.exec_prepared("engineer_mark_rejected", user_id, reason).empty();
}

bool clear_rejection(pqxx::transaction_base& tx, std::int64_t user_id) {
  return !tx.exec_prepared("engineer_clear_rejection", user_id).empty();
}

void record_decision(pqxx::transaction_base& tx, std::int64_t user_id, const std::string& decision,
                     const std::optional<std::string>& reason, std::int64_t admin_id) {
  tx.exec_prepared("engineer_record_decision", user_id, decision, reason, admin_id);
}

std::vector<Decision> decisions_of(pqxx::transaction_base& tx, std::int64_t user_id) {
  std::vector<Decision> decisions;
  for (const auto& row : tx.exec_prepared("engineer_decisions_of", user_id)) {
    decisions.push_back({row["decision"].as<std::string>(), cw::db::optional_field<std::string>(row["reason"]),
                         row["admin_id"].as<std::int64_t>(), row["admin_username"].as<std::string>(),
                         row["decided_at"].as<std::string>()});
  }
  return decisions;
}

void set_certification(pqxx::transaction_base& tx, std::int64_t user_id, const std::string& status,
                       std::optional<int> score) {
  tx.exec_prepared("engineer_set_certification", user_id, status, score);
}

void add_review_to_rating(pqxx::transaction_base& tx, std::int64_t user_id, int rating) {
  tx.exec_prepared("engineer_add_review", user_id, rating);
}

void add_completed_project(pqxx::transaction_base& tx, std::int64_t user_id) {
  tx.exec_prepared("engineer_add_completed_project", user_id);
}

}  // namespace auth::store
