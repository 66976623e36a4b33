#pragma once
// A member's messages as CSV (issue 29 item 4): who may download it, and each row as its fields. Plain rules.
#include <cw/caller.hpp>
#include <cw/plan_limits.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace messaging {

// Admins have no conversations of their own: forbidden. A member whose plan lacks data_export: plan_required.
void check_message_export(const cw::Caller& caller, const cw::member_plans::MemberPlan& plan);

// A message the member sent or received.
struct MessageExportRow {
  std::int64_t id = 0;
  std::string created_at;  // ISO-8601 UTC
  std::int64_t project_id = 0;
  std::string project_title;
  bool sent_by_member = true;
  std::string sender_name;
  std::string receiver_name;
  std::string content;
};

// The header row, and a row's fields in the same order.
std::vector<std::string> message_export_header();
std::vector<std::string> export_fields(const MessageExportRow& row);

}  // namespace messaging
