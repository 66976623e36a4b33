#include "store/account_store.hpp"

namespace auth::store {

namespace {

constexpr const char* kLockAccount = R"sql(
  SELECT role, password_hash FROM users WHERE id = $1 AND deleted_at IS NULL FOR UPDATE
)sql";

constexpr const char* kOpenEngagements = R"sql(
  SELECT count(*) AS open FROM open_engagements WHERE client_id = $1 OR engineer_id = $1
)sql";

// The placeholders can never be signed in with or registered again: a username with spaces is refused by sign-up
// and sign-in alike, and .invalid is a domain reserved never to resolve (RFC 2606).
constexpr const char* kEraseAccount = R"sql(
  UPDATE users SET username = 'deleted member ' || id, email = 'deleted-' || id || '@deleted.invalid',
    password_hash = '', first_name = 'Deleted', last_name = 'member', phone = NULL, location = NULL,
    profile_image = NULL, signup_source = NULL, deleted_at = now(), updated_at = now()
  WHERE id = $1
  RETURNING iso_utc(deleted_at) AS deleted_at
)sql";

constexpr const char* kDeleteEngineerProfile = "DELETE FROM engineer_profiles WHERE user_id = $1";
constexpr const char* kDeleteBranding = "DELETE FROM member_branding WHERE user_id = $1";
// The paid tracks' records: certificates first (they point at attempts), then attempts and paid attempts. A deleted
// member's certificates are gone (their public page answers 404).
constexpr const char* kDeleteTrackCertificates = "DELETE FROM track_certificates WHERE user_id = $1";
constexpr const char* kDeleteTrackPaidAttempts = "DELETE FROM track_paid_attempts WHERE user_id = $1";
constexpr const char* kDeleteTrackAttempts = "DELETE FROM track_attempts WHERE user_id = $1";

constexpr const char* kRevokeAllTokens = R"sql(
  UPDATE api_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL RETURNING key
)sql";

constexpr const char* kEngagementOpened = R"sql(
  INSERT INTO open_engagements (project_id, client_id, engineer_id) VALUES ($1, $2, $3)
  ON CONFLICT (project_id) DO NOTHING
)sql";

constexpr const char* kEngagementClosed = "DELETE FROM open_engagements WHERE project_id = $1";

}  // namespace

std::vector<cw::db::NamedQuery> account_queries() {
  return {{"account_lock", kLockAccount},
          {"account_open_engagements", kOpenEngagements},
          {"account_erase", kEraseAccount},
          {"account_delete_engineer_profile", kDeleteEngineerProfile},
          {"account_delete_branding", kDeleteBranding},
          {"account_delete_track_certificates", kDeleteTrackCertificates},
          {"account_delete_track_paid_attempts", kDeleteTrackPaidAttempts},
          {"account_delete_track_attempts", kDeleteTrackAttempts},
          {"account_revoke_all_tokens", kRevokeAllTokens},
          {"engagement_opened", kEngagementOpened},
          {"engagement_closed", kEngagementClosed}};
}

std::optional<DeletableAccount> lock_account(pqxx::work& tx, std::int64_t user_id) {
  const auto rows = tx.exec_prepared("account_lock", user_id);
  if (rows.empty()) return std::nullopt;
  const auto role = cw::parse_role(rows[0]["role"].as<std::string>());
  if (!role) return std::nullopt;
  return DeletableAccount{*role, rows[0]["password_hash"].as<std::string>()};
}

std::int64_t open_engagements(pqxx::work& tx, std::int64_t user_id) {
  return tx.exec_prepared1("account_open_engagements", user_id)["open"].as<std::int64_t>();
}

std::string erase_account(pqxx::work& tx, std::int64_t user_id) {
  const auto deleted_at = tx.exec_prepared1("account_erase", user_id)["deleted_at"].as<std::string>();
  tx.exec_prepared("account_delete_engineer_profile", user_id);
  tx.exec_prepared("account_delete_branding", user_id);
  tx.exec_prepared("account_delete_track_certificates", user_id);
  tx.exec_prepared("account_delete_track_paid_attempts", user_id);
  tx.exec_prepared("account_delete_track_attempts", user_id);
  return deleted_at;
}

std::vector<std::string> revoke_all_tokens(pqxx::work& tx, std::int64_t user_id) {
  std::vector<std::string> keys;
  for (const auto& row : tx.exec_prepared("account_revoke_all_tokens", user_id)) keys.push_back(row["key"].as<std::string>());
  return keys;
}

void engagement_opened(pqxx::work& tx, std::int64_t project_id, std::int64_t client_id, std::int64_t engineer_id) {
  tx.exec_prepared("engagement_opened", project_id, client_id, engineer_id);
}

void engagement_closed(pqxx::work& tx, std::int64_t project_id) { tx.exec_prepared("engagement_closed", project_id); }

}  // namespace auth::store
