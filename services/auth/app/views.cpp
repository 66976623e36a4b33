#include "app/views.hpp"

#include <cw/json_optional.hpp>

namespace auth {

nlohmann::json public_json(const User& user) {
  return {{"id", user.id},
          {"username", user.username},
          {"email", user.email},
          {"firstName", user.first_name},
          {"lastName", user.last_name},
          {"role", cw::to_string(user.role)},
          {"phone", cw::optional_json(user.phone)},
          {"location", cw::optional_json(user.location)},
          {"profileImage", cw::optional_json(user.profile_image)},
          {"createdAt", user.created_at}};
}

nlohmann::json profile_json(const EngineerProfile& profile, const std::optional<cw::Caller>& viewer,
                            const PlanView& shown) {
  const auto& user = profile.user;
  nlohmann::json user_json = {{"id", user.id},
                              {"username", user.username},
                              {"firstName", user.first_name},
                              {"lastName", user.last_name},
                              {"location", cw::optional_json(user.location)},
                              {"profileImage", cw::optional_json(user.profile_image)},
                              {"createdAt", user.created_at}};
  if (contact_visible(profile, viewer)) {
    user_json["email"] = user.email;
    user_json["phone"] = cw::optional_json(user.phone);
  }
  nlohmann::json json = {{"userId", user.id},
          {"user", user_json},
          {"bio", profile.bio},
          {"experience", profile.experience},
          {"yearsExperience", profile.years_experience},
          {"softwareSkills", profile.software_skills},
          {"specializations", profile.specializations},
          {"languages", profile.languages},
          {"education", profile.education},
          {"certifications", profile.certifications},
          {"portfolioImages", profile.portfolio_images},
          {"responseTime", profile.response_time},
          {"availability", profile.availability},
          {"showContactInfo", profile.show_contact_info},
          {"completedProjects", profile.completed_projects},
          {"isVerified", profile.is_verified},
          {"certificationStatus", profile.certification_status},
          {"certificationScore", cw::optional_json(profile.certification_score)},
          {"certificationDate", cw::optional_json(profile.certification_date)}};
  if (shown.hourly_rate) {
    json["hourlyRate"] = profile.hourly_rate_cents
                             ? nlohmann::json(static_cast<double>(*profile.hourly_rate_cents) / 100.0)
                             : nlohmann::json(nullptr);
  }
  if (shown.hourly_rate_locked) json["hourlyRateLocked"] = true;
  if (shown.ratings) {
    json["rating"] = cw::optional_json(profile.rating);
    json["reviewCount"] = profile.review_count;
  } else {
    json["ratingsLocked"] = true;
  }
  auto badges = nlohmann::json::array();
  for (const auto& badge : profile.track_certifications) {
    badges.push_back({{"track", badge.track},
                      {"title", badge.title},
                      {"code", badge.code},
                      {"certificateId", badge.certificate_id},
                      {"expiresAt", badge.expires_at}});
  }
  json["trackCertifications"] = badges;
  if (application_visible(profile, viewer)) {
    json["applicationStatus"] = application_status(profile);
    json["rejectionReason"] = cw::optional_json(profile.rejection_reason);
  }
  return json;
}

nlohmann::json decision_json(const store::Decision& decision) {
  return {{"decision", decision.decision},
          {"reason", cw::optional_json(decision.reason)},
          {"admin", decision.admin_id ? nlohmann::json{{"id", *decision.admin_id}, {"username", decision.admin_username}}
                                      : nlohmann::json()},
          {"decidedAt", decision.decided_at}};
}

nlohmann::json review_json(const store::Review& review) {
  return {{"id", review.id},
          {"projectId", review.project_id},
          {"rating", review.rating},
          {"comment", review.comment},
          {"createdAt", review.created_at},
          {"reviewer", {{"firstName", review.reviewer_first_name}, {"lastName", review.reviewer_last_name}}}};
}

nlohmann::json attempt_json(const store::Attempt& attempt) {
  nlohmann::json json = {{"id", attempt.id},
                         {"status", attempt.status},
                         {"totalQuestions", attempt.total_questions},
                         {"startedAt", attempt.started_at},
                         {"submittedAt", cw::optional_json(attempt.submitted_at)},
                         {"passed", attempt.status == "passed"}};
  if (attempt.score) {
    json["score"] = *attempt.score;
    json["percentage"] = attempt.total_questions == 0
                             ? 0
                             : (100 * *attempt.score + attempt.total_questions / 2) / attempt.total_questions;
  } else {
    json["score"] = nullptr;
    json["percentage"] = nullptr;
  }
  return json;
}

nlohmann::json test_json(const store::Attempt& open, const std::vector<store::Question>& questions,
                         std::chrono::seconds time_limit) {
  auto listed = nlohmann::json::array();
  for (const auto& question : questions) {
    listed.push_back({{"id", question.id},
                      {"category", question.category},
                      {"difficulty", question.difficulty},
                      {"question", question.text},
                      {"options", question.options}});
  }
  return {{"attemptId", open.id},
          {"startedAt", open.started_at},
          {"deadline", open.deadline},
          {"timeLimitSeconds", time_limit.count()},
          {"questions", listed}};
}

nlohmann::json result_json(const AttemptResult& result) {
  return {{"passed", result.passed},
          {"percentage", result.percentage},
          {"score", result.score},
          {"totalQuestions", result.total}};
}

}  // namespace auth
