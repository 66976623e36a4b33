#include "app/escrow.hpp"

#include "domain/plan.hpp"
#include "store/payment_store.hpp"

#include <cw/events.hpp>
#include <cw/log.hpp>

namespace billing {

namespace {

nlohmann::json log_fields(const StageSettlement& settlement) {
  return {{"cause", settlement.cause},
          {"projectId", settlement.project_id},
          {"stage", to_string(settlement.stage)},
          {"engineerShareBp", settlement.engineer_share_bp}};
}

}  // namespace

SettleOutcome settle_stage(pqxx::work& tx, const StageSettlement& settlement) {
  const auto price = store::lock_project_price(tx, settlement.project_id);
  if (!price) {
    cw::log::warn("stage not settled: billing knows no accepted bid of this project", log_fields(settlement));
    return SettleOutcome::not_held;
  }
  if (price->client_id != settlement.client_id || price->engineer_id != settlement.engineer_id) {
    throw cw::events::BadPayload(settlement.cause + ": the client or the engineer is not that of the accepted bid " +
                                 "of project " + std::to_string(settlement.project_id));
  }
  const auto stages = store::stage_statuses(tx, *price);
  if (auto why = why_not_settle(settlement.stage, stages)) {
    const bool paid = stages[static_cast<std::size_t>(settlement.stage)].state != StageState::pending;
    auto fields = log_fields(settlement);
    fields["reason"] = *why;
    if (paid) {
      cw::log::info("stage already settled: nothing changes", fields);
      return SettleOutcome::already_settled;
    }
    cw::log::warn("stage not settled: it is not paid", fields);
    return SettleOutcome::not_held;
  }

  const auto payment = store::find_stage_payment(tx, settlement.project_id, settlement.stage);
  const auto parts = split_held(payment->amount_cents, settlement.engineer_share_bp);
  const auto stage = settlement.stage;
  const auto now = cw::events::utc_now_iso();
  // Under the price row's lock the stage was still held, so neither transfer can exist yet; the ledger's
  // UNIQUE(payment_id, kind) would refuse a second one anyway.
  if (parts.engineer_cents > 0 &&
      store::record_transfer(tx, store::TransferKind::release, payment->id, escrow_account(price->project_id),
                             engineer_account(price->engineer_id), parts.engineer_cents)) {
    cw::events::publish(tx, cw::events::StageReleased{price->project_id, price->client_id, price->engineer_id, stage,
                                                      cw::Money::from_cents(parts.engineer_cents), now});
  }
  if (parts.client_cents > 0 &&
      store::record_transfer(tx, store::TransferKind::refund, payment->id, escrow_account(price->project_id),
                             client_account(price->client_id), parts.client_cents)) {
    cw::events::publish(tx, cw::events::StageRefunded{price->project_id, price->client_id, price->engineer_id, stage,
                                                      cw::Money::from_cents(parts.client_cents), now});
  }
  auto fields = log_fields(settlement);
  fields["releasedCents"] = parts.engineer_cents;
  fields["refundedCents"] = parts.client_cents;
  cw::log::info("stage settled", fields);
  return SettleOutcome::settled;
}

}  // namespace billing
