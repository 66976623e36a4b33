#include <cw/events/contracts/projects.hpp>

#include "contracts/payload.hpp"

namespace cw::events {

using contract::Payload;
using contract::text_or_null;

void to_json(Json& json, const ProjectPosted& event) {
  json = {{"projectId", event.project_id},    {"clientId", event.client_id},
          {"title", event.title},             {"cabinetType", event.cabinet_type},
          {"budgetRange", event.budget_range}, {"postedAt", event.posted_at},
          {"timeline", text_or_null(event.timeline)}};
}

void from_json(const Json& json, ProjectPosted& event) {
  const Payload data(json, ProjectPosted::kType);
  event = {data.id("projectId"),     data.id("clientId"),      data.text("title"),
           data.text("cabinetType"),   data.text("budgetRange"), data.text("postedAt"),
           data.optional_text("timeline")};
}

void to_json(Json& json, const BidPlaced& event) {
  json = {{"bidId", event.bid_id},           {"projectId", event.project_id},
          {"clientId", event.client_id},     {"engineerId", event.engineer_id},
          {"amountCents", event.amount.cents()}, {"placedAt", event.placed_at}};
}

void from_json(const Json& json, BidPlaced& event) {
  const Payload data(json, BidPlaced::kType);
  event = {data.id("bidId"),      data.id("projectId"), data.id("clientId"),
           data.id("engineerId"), data.money(),         data.text("placedAt")};
}

void to_json(Json& json, const BidAccepted& event) {
  json = {{"bidId", event.bid_id},           {"projectId", event.project_id},
          {"clientId", event.client_id},     {"engineerId", event.engineer_id},
          {"amountCents", event.amount.cents()}, {"acceptedAt", event.accepted_at}};
}

void from_json(const Json& json, BidAccepted& event) {
  const Payload data(json, BidAccepted::kType);
  event = {data.id("bidId"),      data.id("projectId"), data.id("clientId"),
           data.id("engineerId"), data.money(),         data.text("acceptedAt")};
}

void to_json(Json& json, const ProjectCompleted& event) {
  json = {{"projectId", event.project_id},
          {"clientId", event.client_id},
          {"engineerId", event.engineer_id},
          {"completedAt", event.completed_at}};
}

void from_json(const Json& json, ProjectCompleted& event) {
  const Payload data(json, ProjectCompleted::kType);
  event = {data.id("projectId"), data.id("clientId"), data.id("engineerId"), data.text("completedAt")};
}

void to_json(Json& json, const ProjectCancelled& event) {
  json = {{"projectId", event.project_id}, {"clientId", event.client_id}, {"cancelledAt", event.cancelled_at}};
}

void from_json(const Json& json, ProjectCancelled& event) {
  const Payload data(json, ProjectCancelled::kType);
  event = {data.id("projectId"), data.id("clientId"), data.text("cancelledAt")};
}

void to_json(Json& json, const MilestoneSubmitted& event) {
  json = {{"projectId", event.project_id},   {"clientId", event.client_id}, {"engineerId", event.engineer_id},
          {"stage", to_string(event.stage)}, {"revision", event.revision},  {"submittedAt", event.submitted_at}};
}

void from_json(const Json& json, MilestoneSubmitted& event) {
  const Payload data(json, MilestoneSubmitted::kType);
  event = {data.id("projectId"), data.id("clientId"), data.id("engineerId"),
           data.stage("stage"),  data.id("revision"), data.text("submittedAt")};
}

void to_json(Json& json, const MilestoneChangesRequested& event) {
  json = {{"projectId", event.project_id},         {"clientId", event.client_id},
          {"engineerId", event.engineer_id},       {"stage", to_string(event.stage)},
          {"revisionsUsed", event.revisions_used}, {"requestedAt", event.requested_at},
          {"note", text_or_null(event.note)}};
}

void from_json(const Json& json, MilestoneChangesRequested& event) {
  const Payload data(json, MilestoneChangesRequested::kType);
  event = {data.id("projectId"), data.id("clientId"),      data.id("engineerId"),
           data.stage("stage"),  data.id("revisionsUsed"), data.text("requestedAt"),
           data.optional_text("note")};
}

void to_json(Json& json, const MilestoneApproved& event) {
  json = {{"projectId", event.project_id},   {"clientId", event.client_id},   {"engineerId", event.engineer_id},
          {"stage", to_string(event.stage)}, {"automatic", event.automatic}, {"approvedAt", event.approved_at},
          {"paidDirectly", event.paid_directly}};
}

void from_json(const Json& json, MilestoneApproved& event) {
  const Payload data(json, MilestoneApproved::kType);
  event = {data.id("projectId"), data.id("clientId"),    data.id("engineerId"),
           data.stage("stage"),  data.flag("automatic"), data.text("approvedAt"),
           json.contains("paidDirectly") && data.flag("paidDirectly")};
}

void to_json(Json& json, const MilestoneDisputed& event) {
  json = {{"projectId", event.project_id},   {"clientId", event.client_id},   {"engineerId", event.engineer_id},
          {"stage", to_string(event.stage)}, {"disputeId", event.dispute_id}, {"openedBy", event.opened_by},
          {"openedAt", event.opened_at}};
}

void from_json(const Json& json, MilestoneDisputed& event) {
  const Payload data(json, MilestoneDisputed::kType);
  event = {data.id("projectId"), data.id("clientId"), data.id("engineerId"), data.stage("stage"),
           data.id("disputeId"), data.id("openedBy"), data.text("openedAt")};
}

void to_json(Json& json, const DisputeResolved& event) {
  json = {{"projectId", event.project_id},
          {"clientId", event.client_id},
          {"engineerId", event.engineer_id},
          {"stage", to_string(event.stage)},
          {"disputeId", event.dispute_id},
          {"outcome", to_string(event.outcome)},
          {"engineerShareBp", event.engineer_share_bp},
          {"adminId", event.admin_id},
          {"resolvedAt", event.resolved_at}};
}

void from_json(const Json& json, DisputeResolved& event) {
  const Payload data(json, DisputeResolved::kType);
  event = {data.id("projectId"),            data.id("clientId"),      data.id("engineerId"),
           data.stage("stage"),             data.id("disputeId"),     data.outcome("outcome"),
           data.whole("engineerShareBp"),   data.id("adminId"),       data.text("resolvedAt")};
  if (event.engineer_share_bp < 0 || event.engineer_share_bp > 10000) {
    throw BadPayload(std::string(DisputeResolved::kType) + ": engineerShareBp is not between 0 and 10000");
  }
}

void to_json(Json& json, const FilesUploaded& event) {
  json = {{"projectId", event.project_id},
          {"uploaderId", event.uploader_id},
          {"fileNames", event.file_names},
          {"uploadedAt", event.uploaded_at}};
}

void from_json(const Json& json, FilesUploaded& event) {
  const Payload data(json, FilesUploaded::kType);
  event = {data.id("projectId"), data.id("uploaderId"), data.texts("fileNames"), data.text("uploadedAt")};
}

void to_json(Json& json, const InvitationSent& event) {
  json = {{"invitationId", event.invitation_id}, {"projectId", event.project_id},   {"clientId", event.client_id},
          {"engineerId", event.engineer_id},     {"projectTitle", event.project_title},
          {"clientName", event.client_name},     {"sentAt", event.sent_at}};
}
void from_json(const Json& json, InvitationSent& event) {
  const Payload data(json, InvitationSent::kType);
  event = {data.id("invitationId"), data.id("projectId"),      data.id("clientId"), data.id("engineerId"),
           data.text("projectTitle"), data.text("clientName"), data.text("sentAt")};
}

}  // namespace cw::events
