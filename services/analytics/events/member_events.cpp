#include "events/member_events.hpp"

#include "store/member_store.hpp"

namespace analytics::events {

using namespace cw::events;

void keep_project(pqxx::work& tx, const ProjectPosted& event) {
  store::record_member_project(tx, event.project_id, event.client_id, event.title, event.budget_range,
                               event.posted_at);
}

void keep_bid_placed(pqxx::work& tx, const BidPlaced& event) {
  store::record_bid_placed(tx, event.bid_id, event.project_id, event.client_id, event.engineer_id,
                           event.amount.cents(), event.placed_at);
}

void keep_bid_accepted(pqxx::work& tx, const BidAccepted& event) {
  store::record_bid_accepted(tx, event.bid_id, event.project_id, event.client_id, event.engineer_id,
                             event.amount.cents(), event.accepted_at);
}

void keep_release(pqxx::work& tx, const std::string& event_id, const StageReleased& event) {
  store::record_member_money(tx, event_id, MoneyMove::released, event.project_id, event.client_id, event.engineer_id,
                             event.amount.cents(), event.released_at);
}

void keep_refund(pqxx::work& tx, const std::string& event_id, const StageRefunded& event) {
  store::record_member_money(tx, event_id, MoneyMove::refunded, event.project_id, event.client_id, event.engineer_id,
                             event.amount.cents(), event.refunded_at);
}

void keep_review(pqxx::work& tx, const ReviewPosted& event) {
  store::record_review(tx, event.review_id, event.engineer_id, event.rating, event.posted_at);
}

void keep_directory_appearances(pqxx::work& tx, const EngineerDirectoryAppearances& event) {
  std::vector<std::pair<std::int64_t, std::int64_t>> viewers;
  viewers.reserve(event.appearances.size());
  for (const auto& appearance : event.appearances) viewers.emplace_back(appearance.engineer_id, appearance.viewers);
  if (!viewers.empty()) store::add_directory_appearances(tx, event.day, viewers);
}

}  // namespace analytics::events
