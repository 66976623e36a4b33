#include "domain/payment_export.hpp"

#include <cw/errors.hpp>

#include <algorithm>

namespace billing {

void check_payment_export(const cw::Caller& caller, const std::vector<cw::Capability>& capabilities) {
  if (caller.is(cw::Role::admin)) throw cw::forbidden("Admins have no data of their own to export");
  if (std::ranges::find(capabilities, cw::Capability::data_export) == capabilities.end()) {
    throw cw::plan_required(cw::Capability::data_export, cw::cheapest_plan(cw::Capability::data_export));
  }
}

std::vector<std::string> payment_export_header() {
  return {"id",       "createdAt", "direction", "kind",      "description", "projectId", "stage",     "amount",
          "currency", "status",    "card",      "paidAt",    "releasedAt",  "refundedAt"};
}

std::vector<std::string> export_fields(const PaymentExportRow& row) {
  std::string card;
  if (row.card_brand && row.card_last4) card = *row.card_brand + " ending " + *row.card_last4;
  return {std::to_string(row.id),
          row.created_at,
          row.paid_by_member ? "paid" : "received",
          row.kind,
          row.description,
          row.project_id ? std::to_string(*row.project_id) : "",
          row.stage.value_or(""),
          row.amount.format(),
          row.currency,
          row.status,
          card,
          row.succeeded_at.value_or(""),
          row.released_at.value_or(""),
          row.refunded_at.value_or("")};
}

}  // namespace billing
