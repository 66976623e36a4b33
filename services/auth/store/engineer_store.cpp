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
  UPDATE engineer_profiles SET is_verified = true, rejection_reason = NULL, updated_at = now(),
    certification_status = CASE WHEN certification_status = 'revoked' THEN 'certified' ELSE certification_status END
  WHERE user_id = $1 AND NOT is_verified
  RETURNING user_id
)sql";

// $2 the reason. A pass is withdrawn with the verification: the test cannot simply be taken again.
constexpr const char* kMarkRevoked = R"sql(
  UPDATE engineer_profiles SET is_verified = false, certification_status = 'revoked', rejection_reason = $2,
    updated_at = now()
  WHERE user_id = $1 AND (is_verified OR certification_status = 'certified')
  RETURNING user_id
)sql";

constexpr const char* kUnearnedVerifications = R"sql(
  SELECT user_id FROM engineer_profiles WHERE is_verified AND certification_status <> 'certified'
  ORDER BY user_id FOR UPDATE SKIP LOCKED
)sql";

constexpr const char* kWithdrawUnearned = R"sql(
  UPDATE engineer_profiles SET is_verified = false, updated_at = now()
  WHERE user_id = $1 AND is_verified AND certification_status <> 'certified'
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
  WHERE user_id = $1 AND rejection_reason IS NOT NULL AND certification_status <> 'revoked'
  RETURNING user_id
)sql";

// $2 approved, rejected or revoked, $3 the reason (rejections, revocations), $4 the admin (none: the platform).
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
// patterns (none for any); the advanced filters (issue 29 item 5), null or empty for none: $4 minimum rating (of
// reviewed engineers), $5 and $6 the hourly-rate range in cents (rates that show only), $7 minimum completed projects,
// $8 availability, $9 the response times accepted, $10 verified only, $11 the plans whose rates show by default
// (DirectoryQuery::rate_public_plans), $12 reviewed engineers only (free), $13 a certification track ('' for any)
// whose certificate is valid at $14 (auth's clock; the track_certificates_current index). LEFT JOIN: every profile
// has its user (foreign key), and a page or count without a location filter then skips users.
constexpr const char* kDirectoryWhere = R"sql(
  FROM engineer_profiles p
  LEFT JOIN users u ON u.id = p.user_id
  WHERE ($1 = '' OR p.search_text LIKE '%' || $1 || '%')
    AND ($2 = '' OR p.skill_keys @> ARRAY[$2])
    AND (cardinality($3::text[]) = 0 OR lower(u.location) LIKE ANY ($3::text[]))
    AND ($4::numeric IS NULL OR (p.review_count > 0 AND p.rating >= $4::numeric))
    AND ($5::integer IS NULL OR p.hourly_rate_cents >= $5::integer)
    AND ($6::integer IS NULL OR p.hourly_rate_cents <= $6::integer)
    AND (($5::integer IS NULL AND $6::integer IS NULL) OR p.user_id IN (
          SELECT m.user_id FROM member_plans m
          WHERE m.capabilities ? 'custom_rates' OR (m.capabilities IS NULL AND m.plan = ANY ($11::text[]))))
    AND ($7::integer IS NULL OR p.completed_projects >= $7::integer)
    AND ($8 = '' OR p.availability = $8)
    AND (cardinality($9::text[]) = 0 OR p.response_time = ANY ($9::text[]))
    AND (NOT $10::boolean OR p.is_verified)
    AND (NOT $12::boolean OR p.review_count > 0)
    AND ($13 = '' OR p.user_id IN (
          SELECT c.user_id FROM track_certificates c
          WHERE c.track = $13 AND c.superseded_by IS NULL AND c.expires_at > $14::timestamptz))
)sql";

// The orders, "@" standing for the table: the page's columns by name inside its query (kDirectoryColumns), "page."
// outside it. The standard one is the engineer_profiles_directory index's (migration 0006): verified first, reviewed
// before unreviewed, rating, review count, user id. Sorted by rate, the rates that do not show come last, as no rate.
constexpr const char* kStandardOrder =
    "@is_verified DESC, (@review_count > 0) DESC, @rating DESC, @review_count DESC, @user_id";
constexpr const char* kRatingOrder = "(@review_count > 0) DESC, @rating DESC, @review_count DESC, @user_id";
constexpr const char* kRateOrder = "@shown_rate DESC NULLS LAST, @user_id";
constexpr const char* kExperienceOrder = "@years_experience DESC, @completed_projects DESC, @user_id";

// The page's columns beside the order's; shown_rate: the rate when it shows ($11 as in kDirectoryWhere).
constexpr const char* kDirectoryColumns = R"sql(
    SELECT p.user_id, p.is_verified, p.rating, p.review_count, p.years_experience, p.completed_projects,
      CASE WHEN EXISTS (SELECT 1 FROM member_plans m WHERE m.user_id = p.user_id AND (m.capabilities ? 'custom_rates'
             OR (m.capabilities IS NULL AND m.plan = ANY ($11::text[]))))
           THEN p.hourly_rate_cents END AS shown_rate
)sql";

std::string order_of(DirectorySort sort, const std::string& table) {
  std::string order = sort == DirectorySort::rating       ? kRatingOrder
                      : sort == DirectorySort::rate       ? kRateOrder
                      : sort == DirectorySort::experience ? kExperienceOrder
                                                          : kStandardOrder;
  std::string out;
  for (char c : order) {
    if (c == '@') {
      out += table;
    } else {
      out += c;
    }
  }
  return out;
}

// The page is chosen first, and only its rows are read whole. $15 page size, $16 offset.
std::string directory_page_sql(DirectorySort sort) {
  std::string sql = "SELECT r.* FROM (";
  for (const auto& part : {std::string(kDirectoryColumns), std::string(kDirectoryWhere), "ORDER BY " + order_of(sort, ""),
                           std::string(" LIMIT $15 OFFSET $16) page JOIN engineer_profile_rows r ON r.id = page.user_id"),
                           " ORDER BY " + order_of(sort, "page.")}) {
    sql.append(part);
  }
  return sql;
}

std::string directory_count_sql() {
  std::string sql = "SELECT count(*) AS total";
  sql.append(kDirectoryWhere);
  return sql;
}

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
  profile.review_count = row["review_count"].as<int>();
  profile.rating = format_rating(row["rating"].as<double>(), profile.review_count);
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
      {"engineer_mark_revoked", kMarkRevoked},
      {"engineer_unearned_verifications", kUnearnedVerifications},
      {"engineer_withdraw_unearned", kWithdrawUnearned},
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
  const auto& f = query.filters;
  const auto min_rating = f.min_rating ? std::optional<std::string>(std::to_string(*f.min_rating)) : std::nullopt;
  const auto response_times = cw::db::text_array_literal(f.response_times);
  const auto rate_plans = cw::db::text_array_literal(query.rate_public_plans);
  DirectoryPage page;
  const auto rows = tx.exec_params(directory_page_sql(f.sort), query.search, query.software, patterns, min_rating,
                                   f.min_rate_cents, f.max_rate_cents, f.min_completed_projects, f.availability,
                                   response_times, f.verified_only, rate_plans, query.reviewed_only,
                                   query.certification, query.now, query.limit, query.offset);
  for (const auto& row : rows) page.engineers.push_back(read_profile(row));
  page.total = tx.exec_params1(directory_count_sql(), query.search, query.software, patterns, min_rating,
                               f.min_rate_cents, f.max_rate_cents, f.min_completed_projects, f.availability,
                               response_times, f.verified_only, rate_plans, query.reviewed_only,
                               query.certification, query.now)["total"]
                   .as<std::int64_t>();
  return page;
}

bool mark_verified(pqxx::transaction_base& tx, std::int64_t user_id) {
  return !tx.exec_prepared("engineer_mark_verified", user_id).empty();
}

bool mark_revoked(pqxx::transaction_base& tx, std::int64_t user_id, const std::string& reason) {
  return !tx.exec_prepared("engineer_mark_revoked", user_id, reason).empty();
}

std::vector<std::int64_t> unearned_verifications(pqxx::transaction_base& tx) {
  std::vector<std::int64_t> ids;
  for (const auto& row : tx.exec_prepared("engineer_unearned_verifications")) ids.push_back(row[0].as<std::int64_t>());
  return ids;
}

bool withdraw_unearned_verification(pqxx::transaction_base& tx, std::int64_t user_id) {
  return !tx.exec_prepared("engineer_withdraw_unearned", user_id).empty();
}

bool mark_rejected(pqxx::transaction_base& tx, std::int64_t user_id, const std::string& reason) {
  return !tx.exec_prepared("engineer_mark_rejected", user_id, reason).empty();
}

bool clear_rejection(pqxx::transaction_base& tx, std::int64_t user_id) {
  return !tx.exec_prepared("engineer_clear_rejection", user_id).empty();
}

void record_decision(pqxx::transaction_base& tx, std::int64_t user_id, const std::string& decision,
                     const std::optional<std::string>& reason, std::optional<std::int64_t> admin_id) {
  tx.exec_prepared("engineer_record_decision", user_id, decision, reason, admin_id);
}

std::vector<Decision> decisions_of(pqxx::transaction_base& tx, std::int64_t user_id) {
  std::vector<Decision> decisions;
  for (const auto& row : tx.exec_prepared("engineer_decisions_of", user_id)) {
    decisions.push_back({row["decision"].as<std::string>(), cw::db::optional_field<std::string>(row["reason"]),
                         cw::db::optional_field<std::int64_t>(row["admin_id"]),
                         cw::db::optional_field<std::string>(row["admin_username"]).value_or(""),
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
