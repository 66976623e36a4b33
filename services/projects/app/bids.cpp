#include "app/bids.hpp"

#include "app/existing.hpp"
#include "app/views.hpp"
#include "store/bid_store.hpp"
#include "store/engineer_store.hpp"
#include "store/project_store.hpp"

#include "domain/forms.hpp"

#include <cw/errors.hpp>
#include <cw/events.hpp>

namespace projects {

namespace {

Bid existing_bid(pqxx::transaction_base& tx, std::int64_t id) {
  auto bid = store::find_bid(tx, id);
  if (!bid) throw cw::not_found(kBidNotFound);
  return *bid;
}

nlohmann::json bids_json(const std::vector<Bid>& bids) {
  auto body = nlohmann::json::array();
  for (const auto& bid : bids) body.push_back(bid_json(bid));
  return body;
}

}  // namespace

nlohmann::json Bids::of_project(const Actor& actor, std::int64_t project_id) {
  return db_.read([&](pqxx::nontransaction& tx) {
    const auto project = existing_project(tx, project_id);
    switch (bid_visibility(project, actor)) {
      case BidVisibility::all: return bids_json(store::bids_of_project(tx, project_id));
      case BidVisibility::own: return bids_json(store::bids_of_project(tx, project_id, actor.user_id));
      case BidVisibility::none: break;
    }
    throw cw::forbidden("You cannot see the bids of this project");
  });
}

nlohmann::json Bids::place(const Actor& actor, const nlohmann::json& form) {
  auto bid = db_.with_transaction([&](pqxx::work& tx) {
    ensure_may_bid(actor, store::is_verified_engineer(tx, actor.user_id));
    const auto fields = parse_new_bid(form);
    // Locked: a bid cannot slip in while the project's client accepts another one.
    const auto project = existing_project(tx, fields.project_id, true);
    ensure_accepting_bids(project.status);
    auto placed = store::insert_bid(tx, actor.user_id, fields);
    if (!placed) throw cw::conflict("You've already submitted a bid for this project.");
    cw::events::publish(tx, topic_, std::to_string(project.id), "bid.placed",
                        {{"bidId", placed->id},
                         {"projectId", project.id},
                         {"clientId", project.client_id},
                         {"engineerId", placed->engineer_id},
                         {"amount", placed->amount.format()},
                         {"placedAt", placed->created_at}});
    return *placed;
  });
  cache_.invalidate();  // the project's bid count
  return bid_json(bid);
}

nlohmann::json Bids::accept(const Actor& actor, std::int64_t bid_id) {
  auto accepted = db_.with_transaction([&](pqxx::work& tx) {
    const auto bid = existing_bid(tx, bid_id);
    // Bids change only under their project's lock, so once the lock is ours and the project still posted, the bid
    // read above is still current; and of many racing accepts only the first finds the project posted.
    const auto project = existing_project(tx, bid.project_id, true);
    ensure_client_of(project, actor, kOnlyTheClientAccepts);
    const auto next = status_after_accept(project.status, bid.status);
    store::settle_bids(tx, project.id, bid.id);
    store::save_assignment(tx, project.id, next, bid.engineer_id, bid.amount);
    const auto assigned = existing_project(tx, project.id);
    cw::events::publish(tx, topic_, std::to_string(project.id), "bid.accepted",
                        {{"bidId", bid.id},
                         {"projectId", project.id},
                         {"clientId", project.client_id},
                         {"engineerId", bid.engineer_id},
                         {"amount", bid.amount.format()},
                         {"acceptedAt", assigned.updated_at}});
    return nlohmann::json{{"bid", bid_json(existing_bid(tx, bid.id))}, {"project", project_json(assigned)}};
  });
  cache_.invalidate();  // the project is no longer open
  return accepted;
}

}  // namespace projects
