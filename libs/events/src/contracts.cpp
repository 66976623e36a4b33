#include <cw/events/contracts.hpp>

#include <limits>

namespace cw::events {

std::string to_string(ProjectStage stage) {
  switch (stage) {
    case ProjectStage::down_payment: return "down_payment";
    case ProjectStage::milestone: return "milestone";
    case ProjectStage::final_payment: return "final_payment";
  }
  return "down_payment";
}

std::optional<ProjectStage> parse_project_stage(const std::string& text) {
  for (auto stage : kProjectStages) {
    if (to_string(stage) == text) return stage;
  }
  return std::nullopt;
}

namespace {

// The members of one event's payload, read strictly: a missing member or one of another type is a BadPayload.
class Payload {
 public:
  Payload(const Json& json, const char* type) : json_(json), type_(type) {
    if (!json_.is_object()) throw BadPayload(std::string(type_) + ": the payload is not a JSON object");
  }

  // A whole number in int64's range (not 1.5, not 2^64, not "7").
  std::int64_t whole(const char* name) const {
    const auto& value = member(name);
    if (value.is_number_unsigned() &&
        value.get<std::uint64_t>() <= static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max())) {
      return static_cast<std::int64_t>(value.get<std::uint64_t>());
    }
    if (value.is_number_integer() && !value.is_number_unsigned()) return value.get<std::int64_t>();
    throw wrong(name, "a whole number");
  }

  // An id: a whole number of at least 1.
  std::int64_t id(const char* name) const {
    const auto value = whole(name);
    if (value < 1) throw wrong(name, "an id (a whole number of at least 1)");
    return value;
  }

  std::string text(const char* name) const {
    const auto& value = member(name);
    if (!value.is_string()) throw wrong(name, "text");
    return value.get<std::string>();
  }

  // Text, or null (or absent) for none.
  Role role(const char* name) const {
    auto role = parse_role(text(name));
    if (!role) throw wrong(name, "client, engineer or admin");
    return *role;
  }

  // A limit: a whole number of at least 0, or kUnlimitedUse.
  std::int64_t limit(const char* name) const {
    const auto value = whole(name);
    if (value < kUnlimitedUse) throw wrong(name, "a limit (-1 or a whole number of at least 0)");
    return value;
  }

  bool flag(const char* name) const {
    const auto& value = member(name);
    if (!value.is_boolean()) throw wrong(name, "true or false");
    return value.get<bool>();
  }

  std::vector<std::string> texts(const char* name) const {
    const auto& value = member(name);
    if (!value.is_array()) throw wrong(name, "a list of texts");
    std::vector<std::string> texts;
    for (const auto& item : value) {
      if (!item.is_string()) throw wrong(name, "a list of texts");
      texts.push_back(item.get<std::string>());
    }
    return texts;
  }

  // A nested object, read with its own contract.
  template <class Part>
  Part part(const char* name) const {
    const auto& value = member(name);
    if (!value.is_object()) throw wrong(name, "an object");
    return value.get<Part>();
  }

  std::optional<std::int64_t> optional_id(const char* name) const {
    auto found = json_.find(name);
    if (found == json_.end() || found->is_null()) return std::nullopt;
    return id(name);
  }

  std::optional<std::string> optional_text(const char* name) const {
    auto found = json_.find(name);
    if (found == json_.end() || found->is_null()) return std::nullopt;
    if (!found->is_string()) throw wrong(name, "text or null");
    return found->get<std::string>();
  }

 private:
  const Json& member(const char* name) const {
    auto found = json_.find(name);
    if (found == json_.end()) throw BadPayload(std::string(type_) + ": " + name + " is missing");
    return *found;
  }

  BadPayload wrong(const char* name, const char* expected) const {
    return BadPayload(std::string(type_) + ": " + name + " must be " + expected);
  }

  const Json& json_;
  const char* type_;
};

Json text_or_null(const std::optional<std::string>& text) { return text ? Json(*text) : Json(nullptr); }
Json id_or_null(const std::optional<std::int64_t>& id) { return id ? Json(*id) : Json(nullptr); }

}  // namespace

void to_json(Json& json, const UserRegistered& event) {
  json = {{"userId", event.user_id},       {"role", to_string(event.role)},           {"username", event.username},
          {"firstName", event.first_name}, {"lastName", event.last_name},  {"createdAt", event.created_at},
          {"source", text_or_null(event.source)}, {"email", text_or_null(event.email)}};
}

void from_json(const Json& json, UserRegistered& event) {
  const Payload data(json, UserRegistered::kType);
  event = {data.id("userId"),       data.role("role"),      data.text("username"),
           data.text("firstName"),  data.text("lastName"),  data.text("createdAt"),
           data.optional_text("source"), data.optional_text("email")};
}

void to_json(Json& json, const EngineerVerified& event) {
  json = {{"userId", event.user_id}, {"verifiedAt", event.verified_at}, {"adminId", id_or_null(event.admin_id)}};
}

void from_json(const Json& json, EngineerVerified& event) {
  const Payload data(json, EngineerVerified::kType);
  event = {data.id("userId"), data.text("verifiedAt"), data.optional_id("adminId")};
}

void to_json(Json& json, const EngineerRejected& event) {
  json = {{"userId", event.user_id},
          {"reason", event.reason},
          {"rejectedAt", event.rejected_at},
          {"adminId", event.admin_id}};
}

void from_json(const Json& json, EngineerRejected& event) {
  const Payload data(json, EngineerRejected::kType);
  event = {data.id("userId"), data.text("reason"), data.text("rejectedAt"), data.id("adminId")};
}

void to_json(Json& json, const EngineerReapplied& event) {
  json = {{"userId", event.user_id}, {"reappliedAt", event.reapplied_at}};
}

void from_json(const Json& json, EngineerReapplied& event) {
  const Payload data(json, EngineerReapplied::kType);
  event = {data.id("userId"), data.text("reappliedAt")};
}

void to_json(Json& json, const EngineerCertified& event) {
  json = {{"userId", event.user_id},
          {"score", event.score},
          {"totalQuestions", event.total_questions},
          {"certifiedAt", event.certified_at}};
}

void from_json(const Json& json, EngineerCertified& event) {
  const Payload data(json, EngineerCertified::kType);
  event = {data.id("userId"), data.whole("score"), data.whole("totalQuestions"), data.text("certifiedAt")};
}

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
  json = {{"bidId", event.bid_id},           {"projectId", event.project_id}, {"clientId", event.client_id},
          {"engineerId", event.engineer_id}, {"amount", event.amount},        {"placedAt", event.placed_at}};
}

void from_json(const Json& json, BidPlaced& event) {
  const Payload data(json, BidPlaced::kType);
  event = {data.id("bidId"),      data.id("projectId"), data.id("clientId"),
           data.id("engineerId"), data.text("amount"),  data.text("placedAt")};
}

void to_json(Json& json, const BidAccepted& event) {
  json = {{"bidId", event.bid_id},           {"projectId", event.project_id}, {"clientId", event.client_id},
          {"engineerId", event.engineer_id}, {"amount", event.amount},        {"acceptedAt", event.accepted_at}};
}

void from_json(const Json& json, BidAccepted& event) {
  const Payload data(json, BidAccepted::kType);
  event = {data.id("bidId"),      data.id("projectId"), data.id("clientId"),
           data.id("engineerId"), data.text("amount"),  data.text("acceptedAt")};
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

void to_json(Json& json, const MessageSent& event) {
  json = {{"messageId", event.message_id},
          {"projectId", event.project_id},
          {"senderId", event.sender_id},
          {"receiverId", event.receiver_id},
          {"createdAt", event.created_at}};
}

void from_json(const Json& json, MessageSent& event) {
  const Payload data(json, MessageSent::kType);
  event = {data.id("messageId"), data.id("projectId"), data.id("senderId"), data.id("receiverId"),
           data.text("createdAt")};
}

void to_json(Json& json, const EmailSent& event) {
  json = {{"emailId", event.email_id}, {"userId", event.user_id}, {"kind", event.kind}, {"sentAt", event.sent_at}};
}

void from_json(const Json& json, EmailSent& event) {
  const Payload data(json, EmailSent::kType);
  event = {data.id("emailId"), data.id("userId"), data.text("kind"), data.text("sentAt")};
}

void to_json(Json& json, const PlanLimits& limits) {
  json = {{"activeProjects", limits.active_projects},
          {"monthlyProjects", limits.monthly_projects},
          {"uploadsPerProject", limits.uploads_per_project},
          {"maxFileMb", limits.max_file_mb},
          {"messagesPerDay", limits.messages_per_day},
          {"fileFormats", limits.file_formats}};
}

void from_json(const Json& json, PlanLimits& limits) {
  const Payload data(json, "plan limits");
  limits = {data.limit("activeProjects"),  data.limit("monthlyProjects"), data.limit("uploadsPerProject"),
            data.limit("maxFileMb"),       data.limit("messagesPerDay"),  data.texts("fileFormats")};
}

void to_json(Json& json, const SubscriptionChanged& event) {
  json = {{"userId", event.user_id},
          {"version", event.version},
          {"plan", event.plan},
          {"status", event.status},
          {"billingCycle", event.billing_cycle},
          {"cancelAtPeriodEnd", event.cancel_at_period_end},
          {"currentPeriodEnd", text_or_null(event.current_period_end)},
          {"limits", event.limits},
          {"changedAt", event.changed_at}};
}

void from_json(const Json& json, SubscriptionChanged& event) {
  const Payload data(json, SubscriptionChanged::kType);
  event = {data.id("userId"),
           data.id("version"),
           data.text("plan"),
           data.text("status"),
           data.text("billingCycle"),
           data.flag("cancelAtPeriodEnd"),
           data.optional_text("currentPeriodEnd"),
           data.part<PlanLimits>("limits"),
           data.text("changedAt")};
}

void to_json(Json& json, const PaymentSucceeded& event) {
  json = {{"paymentId", event.payment_id},
          {"payerId", event.payer_id},
          {"kind", event.kind},
          {"projectId", id_or_null(event.project_id)},
          {"paymentType", text_or_null(event.payment_type)},
          {"amount", event.amount},
          {"currency", event.currency},
          {"succeededAt", event.succeeded_at}};
}

void from_json(const Json& json, PaymentSucceeded& event) {
  const Payload data(json, PaymentSucceeded::kType);
  event = {data.text("paymentId"),
           data.id("payerId"),
           data.text("kind"),
           data.optional_id("projectId"),
           data.optional_text("paymentType"),
           data.text("amount"),
           data.text("currency"),
           data.text("succeededAt")};
}

void to_json(Json& json, const StageReleased& event) {
  json = {{"projectId", event.project_id},     {"clientId", event.client_id}, {"engineerId", event.engineer_id},
          {"paymentType", event.payment_type}, {"amount", event.amount},      {"releasedAt", event.released_at}};
}

void from_json(const Json& json, StageReleased& event) {
  const Payload data(json, StageReleased::kType);
  event = {data.id("projectId"),      data.id("clientId"), data.id("engineerId"),
           data.text("paymentType"), data.text("amount"), data.text("releasedAt")};
}

void to_json(Json& json, const MilestoneSubmitted& event) {
  json = {{"projectId", event.project_id}, {"clientId", event.client_id}, {"engineerId", event.engineer_id},
          {"stage", event.stage},          {"revision", event.revision}, {"submittedAt", event.submitted_at}};
}

void from_json(const Json& json, MilestoneSubmitted& event) {
  const Payload data(json, MilestoneSubmitted::kType);
  event = {data.id("projectId"), data.id("clientId"),  data.id("engineerId"),
           data.text("stage"),   data.id("revision"),  data.text("submittedAt")};
}

void to_json(Json& json, const MilestoneChangesRequested& event) {
  json = {{"projectId", event.project_id},          {"clientId", event.client_id},
          {"engineerId", event.engineer_id},        {"stage", event.stage},
          {"revisionsUsed", event.revisions_used},  {"requestedAt", event.requested_at}};
}

void from_json(const Json& json, MilestoneChangesRequested& event) {
  const Payload data(json, MilestoneChangesRequested::kType);
  event = {data.id("projectId"), data.id("clientId"),      data.id("engineerId"),
           data.text("stage"),   data.id("revisionsUsed"), data.text("requestedAt")};
}

void to_json(Json& json, const MilestoneApproved& event) {
  json = {{"projectId", event.project_id}, {"clientId", event.client_id},   {"engineerId", event.engineer_id},
          {"stage", event.stage},          {"automatic", event.automatic}, {"approvedAt", event.approved_at}};
}

void from_json(const Json& json, MilestoneApproved& event) {
  const Payload data(json, MilestoneApproved::kType);
  event = {data.id("projectId"), data.id("clientId"),     data.id("engineerId"),
           data.text("stage"),   data.flag("automatic"),  data.text("approvedAt")};
}

void to_json(Json& json, const MilestoneDisputed& event) {
  json = {{"projectId", event.project_id}, {"clientId", event.client_id},   {"engineerId", event.engineer_id},
          {"stage", event.stage},          {"disputeId", event.dispute_id}, {"openedBy", event.opened_by},
          {"openedAt", event.opened_at}};
}

void from_json(const Json& json, MilestoneDisputed& event) {
  const Payload data(json, MilestoneDisputed::kType);
  event = {data.id("projectId"), data.id("clientId"),  data.id("engineerId"), data.text("stage"),
           data.id("disputeId"), data.id("openedBy"),  data.text("openedAt")};
}

void to_json(Json& json, const DisputeResolved& event) {
  json = {{"projectId", event.project_id},
          {"clientId", event.client_id},
          {"engineerId", event.engineer_id},
          {"stage", event.stage},
          {"disputeId", event.dispute_id},
          {"outcome", event.outcome},
          {"engineerShareBp", event.engineer_share_bp},
          {"adminId", event.admin_id},
          {"resolvedAt", event.resolved_at}};
}

void from_json(const Json& json, DisputeResolved& event) {
  const Payload data(json, DisputeResolved::kType);
  event = {data.id("projectId"),    data.id("clientId"),     data.id("engineerId"),
           data.text("stage"),      data.id("disputeId"),    data.text("outcome"),
           data.whole("engineerShareBp"), data.id("adminId"), data.text("resolvedAt")};
  if (event.engineer_share_bp < 0 || event.engineer_share_bp > 10000) {
    throw BadPayload(std::string(DisputeResolved::kType) + ": engineerShareBp is not between 0 and 10000");
  }
}

void to_json(Json& json, const StageRefunded& event) {
  json = {{"projectId", event.project_id},     {"clientId", event.client_id}, {"engineerId", event.engineer_id},
          {"paymentType", event.payment_type}, {"amount", event.amount},      {"refundedAt", event.refunded_at}};
}

void from_json(const Json& json, StageRefunded& event) {
  const Payload data(json, StageRefunded::kType);
  event = {data.id("projectId"),      data.id("clientId"), data.id("engineerId"),
           data.text("paymentType"), data.text("amount"), data.text("refundedAt")};
}

}  // namespace cw::events
