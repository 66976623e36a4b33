#include "app/bids.hpp"

#include "app/existing.hpp"
#include "app/views.hpp"
#include "store/bid_store.hpp"
#include "store/engineer_store.hpp"
#include "store/milestone_store.hpp"
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

nlohmann::json Bids::of_project(const cw::Caller& caller, std::int64_t project_id) {
  return db_.read([&](pqxx::nontransaction& tx) {
    const auto project = existing_project(tx, project_id);
    switch (bid_visibility(project, caller)) {
      case BidVisibility::all: return bids_json(store::bids_of_project(tx, project_id));
      case BidVisibility::own: return bids_json(store::bids_of_project(tx, project_id, caller.user_id));
      case BidVisibility::none: break;
    }
    throw cw::forbidden("You cannot see the bids of this project");
  });
}

nlohmann::json Bids::place(const cw::Caller& caller, const std::function<NewBid()>& read_form) {
  if (!caller.is(cw::Role::engineer)) ensure_may_bid(caller, false);
  NewBid fields;
  try {
    fields = read_form();
  } catch (const cw::DomainError&) {
    // Who may bid is said before what is wrong with the bid.
    ensure_may_bid(caller, db_.read([&](pqxx::nontransaction& tx) {
      return store::is_verified_engineer(tx, caller.user_id);
    }));
    throw;
  }
  // One statement checks and locks as the rules below say, and they then tell what it found; a bid placed goes to
  // the outbox in its transaction.
  const auto placement = db_.with_transaction([&](pqxx::work& tx) {
    auto placed = store::place_bid(tx, caller.user_id, fields, kAcceptsBids);
    if (const auto& bid = placed.bid) {
      cw::events::publish(tx, cw::events::BidPlaced{bid->id, bid->project_id, placed.client_id, bid->engineer_id,
                                                    bid->amount, bid->created_at});
    }
    return placed;
  });
  ensure_may_bid(caller, placement.verified_engineer);
  if (!placement.project_status) throw cw::not_found(kProjectNotFound);
  ensure_accepting_bids(*placement.project_status);
  if (!placement.bid) throw cw::conflict("You've already submitted a bid for this project.");
  changes_.changed();  // the project's bid count
  return bid_json(*placement.bid);
}

nlohmann::json Bids::accept(const cw::Caller& caller, std::int64_t bid_id) {
  auto accepted = db_.with_transaction([&](pqxx::work& tx) {
    const auto bid = existing_bid(tx, bid_id);
    // Bids change only under their project's lock, so once the lock is ours and the project still posted, the bid
    // read above is still current; and of many racing accepts only the first finds the project posted.
    const auto project = existing_project(tx, bid.project_id, true);
    ensure_client_of(project, caller, kOnlyTheClientAccepts);
    const auto next = status_after_accept(project.status, bid.status, store::is_verified_engineer(tx, bid.engineer_id));
    store::settle_bids(tx, project.id, bid.id);
    store::save_assignment(tx, project.id, next, bid.engineer_id, bid.amount);
    store::create_milestones(tx, project.id);  // its three paid stages, pending until billing says they are paid
    const auto assigned = existing_project(tx, project.id);
    cw::events::publish(tx, cw::events::BidAccepted{bid.id, project.id, project.client_id, bid.engineer_id,
                                                    bid.amount, assigned.updated_at});
    changes_.changed_at_commit();  // the project is no longer open
    return nlohmann::json{{"bid", bid_json(existing_bid(tx, bid.id))}, {"project", project_json(assigned)}};
  });
  return accepted;
}

}  // namespace projects
