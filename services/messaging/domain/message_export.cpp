#include "domain/message_export.hpp"

#include <cw/capability.hpp>
#include <cw/errors.hpp>

namespace messaging {

void check_message_export(const cw::Caller& caller, const cw::member_plans::MemberPlan& plan) {
  if (caller.is(cw::Role::admin)) throw cw::forbidden("Admins have no data of their own to export");
  if (!plan.has(cw::Capability::data_export)) {
    throw cw::plan_required(cw::Capability::data_export, cw::cheapest_plan(cw::Capability::data_export));
  }
}

std::vector<std::string> message_export_header() {
  return {"id",   "createdAt", "chat", "projectId", "projectTitle", "conversationId", "direction", "from",
          "to",   "content"};
}

std::int64_t export_key(const MessageExportRow& row) { return row.direct ? -row.id : row.id; }

std::vector<std::string> export_fields(const MessageExportRow& row) {
  return {std::to_string(row.id),
          row.created_at,
          row.direct ? "direct" : "project",
          row.project_id ? std::to_string(*row.project_id) : "",
          row.project_title,
          row.conversation_id ? std::to_string(*row.conversation_id) : "",
          row.sent_by_member ? "sent" : "received",
          row.sender_name,
          row.receiver_name,
          row.content};
}

}  // namespace messaging
