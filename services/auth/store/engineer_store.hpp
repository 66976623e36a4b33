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
  AdvancedFilters filters;
  bool reviewed_only = false;  // only engineers with at least one review
  // Plans whose members' rates show when their member_plans row has no capabilities (a row kept before they were):
  // a rate filter or order looks only at rates the directory shows.
  std::vector<std::string> rate_public_plans;
  std::string certification;  // a track: only engineers with a certificate of it valid at `now`; "" for any
  std::string now;            // auth's clock, ISO
};
struct DirectoryPage {
  std::vector<EngineerProfile> engineers;
  std::int64_t total = 0;
};
DirectoryPage directory(pqxx::transaction_base& tx, const DirectoryQuery& query);

// Marks the engineer verified (a revoked one certified again); false when they already were.
bool mark_verified(pqxx::transaction_base& tx, std::int64_t user_id);
// Withdraws a verification (or a pass) with the reason the engineer reads; false when there was none to withdraw.
bool mark_revoked(pqxx::transaction_base& tx, std::int64_t user_id, const std::string& reason);
// Engineers verified without a passed test (approved before a pass was the rule), locked for this transaction; others
// (another instance at start-up) skip them.
std::vector<std::int64_t> unearned_verifications(pqxx::transaction_base& tx);
// Withdraws such a verification (the engineer may take the test); false when it was earned or already withdrawn.
bool withdraw_unearned_verification(pqxx::transaction_base& tx, std::int64_t user_id);
// Rejects a pending application with the reason; false when it was verified or rejected already.
bool mark_rejected(pqxx::transaction_base& tx, std::int64_t user_id, const std::string& reason);
// Makes a rejected application pending again; false when it was not rejected.
bool clear_rejection(pqxx::transaction_base& tx, std::int64_t user_id);

// The audit trail of admins' decisions on an application, newest first (the last 100).
struct Decision {
  std::string decision;  // approved, rejected, revoked
  std::optional<std::string> reason;
  std::optional<std::int64_t> admin_id;  // none: the platform's own (a revocation)
  std::string admin_username;
  std::string decided_at;
};
void record_decision(pqxx::transaction_base& tx, std::int64_t user_id, const std::string& decision,
                     const std::optional<std::string>& reason, std::optional<std::int64_t> admin_id);
std::vector<Decision> decisions_of(pqxx::transaction_base& tx, std::int64_t user_id);

void set_certification(pqxx::transaction_base& tx, std::int64_t user_id, const std::string& status,
                       std::optional<int> score);
void add_review_to_rating(pqxx::transaction_base& tx, std::int64_t user_id, int rating);
void add_completed_project(pqxx::transaction_base& tx, std::int64_t user_id);

}  // namespace auth::store
