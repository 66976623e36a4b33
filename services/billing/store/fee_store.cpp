#include "store/fee_store.hpp"

namespace billing::store {

namespace {

constexpr const char* kFees = "SELECT track, title, amount_cents, currency FROM certification_fees ORDER BY position";
constexpr const char* kFee = "SELECT track, title, amount_cents, currency FROM certification_fees WHERE track = $1";
constexpr const char* kDeletedMemberRecord = R"sql(
  INSERT INTO deleted_members (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING
)sql";
constexpr const char* kDeletedMember = "SELECT 1 FROM deleted_members WHERE user_id = $1";

CertificationFee read_fee(const pqxx::row& row) {
  return {row["track"].as<std::string>(), row["title"].as<std::string>(), row["amount_cents"].as<std::int64_t>(),
          row["currency"].as<std::string>()};
}

}  // namespace

std::vector<cw::db::NamedQuery> fee_queries() {
  return {{"certification_fees", kFees},
          {"certification_fee", kFee},
          {"deleted_member_record", kDeletedMemberRecord},
          {"deleted_member", kDeletedMember}};
}

std::vector<CertificationFee> certification_fees(pqxx::transaction_base& tx) {
  std::vector<CertificationFee> fees;
  for (const auto& row : tx.exec_prepared("certification_fees")) fees.push_back(read_fee(row));
  return fees;
}

std::optional<CertificationFee> find_certification_fee(pqxx::transaction_base& tx, const std::string& track) {
  const auto rows = tx.exec_prepared("certification_fee", track);
  if (rows.empty()) return std::nullopt;
  return read_fee(rows[0]);
}

void record_deleted_member(pqxx::transaction_base& tx, std::int64_t user_id) {
  tx.exec_prepared("deleted_member_record", user_id);
}

bool member_deleted(pqxx::transaction_base& tx, std::int64_t user_id) {
  return !tx.exec_prepared("deleted_member", user_id).empty();
}

}  // namespace billing::store
