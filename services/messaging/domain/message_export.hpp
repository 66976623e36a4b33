#pragma once
// A member's messages as CSV (issue 29 item 4): who may download it, and each row as its fields. Plain rules.
#include <cw/caller.hpp>
#include <cw/plan_limits.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace messaging {

// Admins have no conversations of their own: forbidden. A member whose plan lacks data_export: plan_required.
void check_message_export(const cw::Caller& caller, const cw::member_plans::MemberPlan& plan);

// A message the member sent or received, in a project's chat or a direct conversation.
struct MessageExportRow {
  std::int64_t id = 0;
  std::string created_at;  // ISO-8601 UTC
  bool direct = false;
  std::optional<std::int64_t> project_id;
  std::string project_title;
  std::optional<std::int64_t> conversation_id;
  bool sent_by_member = true;
  std::string sender_name;
  std::string receiver_name;
  std::string content;
};

// The export reads project messages, then direct messages, in one run of keyset pages: a direct message's key is
// its id negated, so one int64 cursor says where either part stands (0: the start).
std::int64_t export_key(const MessageExportRow& row);

// The header row, and a row's fields in the same order.
std::vector<std::string> message_export_header();
std::vector<std::string> export_fields(const MessageExportRow& row);

}  // namespace messaging
