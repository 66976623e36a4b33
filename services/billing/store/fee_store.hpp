#pragma once
// The certification fees (one per paid track) and the members whose account was deleted.
#include "domain/payment.hpp"

#include <cw/db.hpp>

#include <optional>
#include <vector>

namespace billing::store {

std::vector<cw::db::NamedQuery> fee_queries();

// Every track's fee, in the tracks' order.
std::vector<CertificationFee> certification_fees(pqxx::transaction_base& tx);
std::optional<CertificationFee> find_certification_fee(pqxx::transaction_base& tx, const std::string& track);

// account.deleted: the member's intents are charged no more (once; a redelivery changes nothing).
void record_deleted_member(pqxx::transaction_base& tx, std::int64_t user_id);
bool member_deleted(pqxx::transaction_base& tx, std::int64_t user_id);

}  // namespace billing::store
