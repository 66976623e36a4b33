#include <cw/events/contracts/auth.hpp>

#include "contracts/payload.hpp"

namespace cw::events {

using contract::Payload;
using contract::id_or_null;
using contract::text_or_null;

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

void to_json(Json& json, const EngineerVerificationRevoked& event) {
  json = {{"userId", event.user_id},
          {"reason", event.reason},
          {"revokedAt", event.revoked_at},
          {"adminId", id_or_null(event.admin_id)}};
}

void from_json(const Json& json, EngineerVerificationRevoked& event) {
  const Payload data(json, EngineerVerificationRevoked::kType);
  event = {data.id("userId"), data.text("reason"), data.text("revokedAt"), data.optional_id("adminId")};
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

void to_json(Json& json, const EngineerCertificationFailed& event) {
  json = {{"userId", event.user_id},
          {"score", event.score},
          {"totalQuestions", event.total_questions},
          {"failedAt", event.failed_at}};
}

void from_json(const Json& json, EngineerCertificationFailed& event) {
  const Payload data(json, EngineerCertificationFailed::kType);
  event = {data.id("userId"), data.whole("score"), data.whole("totalQuestions"), data.text("failedAt")};
}

void to_json(Json& json, const ReviewPosted& event) {
  json = {{"reviewId", event.review_id}, {"engineerId", event.engineer_id}, {"clientId", event.client_id},
          {"projectId", event.project_id}, {"rating", event.rating},        {"postedAt", event.posted_at}};
}

void from_json(const Json& json, ReviewPosted& event) {
  const Payload data(json, ReviewPosted::kType);
  event = {data.id("reviewId"),  data.id("engineerId"), data.id("clientId"),
           data.id("projectId"), data.whole("rating"),  data.text("postedAt")};
}

void to_json(Json& json, const BrandingChanged& event) {
  json = {{"userId", event.user_id},
          {"companyName", text_or_null(event.company_name)},
          {"logoVersion", id_or_null(event.logo_version)}};
}

void from_json(const Json& json, BrandingChanged& event) {
  const Payload data(json, BrandingChanged::kType);
  event = {data.id("userId"), data.optional_text("companyName"), data.optional_id("logoVersion")};
}

void to_json(Json& json, const AccountDeleted& event) {
  json = {{"userId", event.user_id}, {"role", to_string(event.role)}, {"deletedAt", event.deleted_at}};
}

void from_json(const Json& json, AccountDeleted& event) {
  const Payload data(json, AccountDeleted::kType);
  event = {data.id("userId"), data.role("role"), data.text("deletedAt")};
}

void to_json(Json& json, const CertificateIssued& event) {
  json = {{"certificateId", event.certificate_id}, {"userId", event.user_id},
          {"track", event.track},                  {"trackTitle", event.track_title},
          {"score", event.score},                  {"totalQuestions", event.total_questions},
          {"issuedAt", event.issued_at},           {"expiresAt", event.expires_at}};
}

void from_json(const Json& json, CertificateIssued& event) {
  const Payload data(json, CertificateIssued::kType);
  event = {data.text("certificateId"), data.id("userId"),         data.text("track"),    data.text("trackTitle"),
           data.whole("score"),        data.whole("totalQuestions"), data.text("issuedAt"), data.text("expiresAt")};
}

void to_json(Json& json, const CertificateExpiring& event) {
  json = {{"certificateId", event.certificate_id}, {"userId", event.user_id},       {"track", event.track},
          {"trackTitle", event.track_title},       {"expiresAt", event.expires_at}, {"daysLeft", event.days_left}};
}

void from_json(const Json& json, CertificateExpiring& event) {
  const Payload data(json, CertificateExpiring::kType);
  event = {data.text("certificateId"), data.id("userId"),       data.text("track"),
           data.text("trackTitle"),    data.text("expiresAt"), data.whole("daysLeft")};
}

void to_json(Json& json, const DirectoryAppearance& appearance) {
  json = {{"engineerId", appearance.engineer_id}, {"viewers", appearance.viewers}};
}

void from_json(const Json& json, DirectoryAppearance& appearance) {
  const Payload data(json, EngineerDirectoryAppearances::kType);
  // viewers: at least 1, like an id (an engineer nobody new saw is not named).
  appearance = {data.id("engineerId"), data.id("viewers")};
}

void to_json(Json& json, const EngineerDirectoryAppearances& event) {
  json = {{"day", event.day}, {"appearances", event.appearances}};
}

void from_json(const Json& json, EngineerDirectoryAppearances& event) {
  const Payload data(json, EngineerDirectoryAppearances::kType);
  event = {data.day("day"), data.parts<DirectoryAppearance>("appearances")};
  if (event.appearances.size() > EngineerDirectoryAppearances::kMaxEngineers) {
    throw BadPayload(std::string(EngineerDirectoryAppearances::kType) + ": appearances names more than " +
                     std::to_string(EngineerDirectoryAppearances::kMaxEngineers) + " engineers");
  }
}

}  // namespace cw::events
