#pragma once
// A member's payments as CSV (issue 29 item 4): who may download it, and each row as its fields. Plain rules.
#include <cw/caller.hpp>
#include <cw/capability.hpp>
#include <cw/money.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace billing {

// Admins have no payments of their own: forbidden. A member whose plan lacks data_export: plan_required.
void check_payment_export(const cw::Caller& caller, const std::vector<cw::Capability>& capabilities);

// A payment the member made (paid) or a stage payment of their project that came to them (received). The card is
// shown only to the member who paid with it.
struct PaymentExportRow {
  std::int64_t id = 0;
  std::string created_at;  // ISO-8601 UTC
  bool paid_by_member = true;
  std::string kind;  // subscription, plan_period, project_stage
  std::string description;
  std::optional<std::int64_t> project_id;
  std::optional<std::string> stage;
  cw::Money amount;
  std::string currency;
  std::string status;
  std::optional<std::string> card_brand;
  std::optional<std::string> card_last4;
  std::optional<std::string> succeeded_at;
  std::optional<std::string> released_at;
  std::optional<std::string> refunded_at;
};

// The header row, and a row's fields in the same order.
std::vector<std::string> payment_export_header();
std::vector<std::string> export_fields(const PaymentExportRow& row);

}  // namespace billing
