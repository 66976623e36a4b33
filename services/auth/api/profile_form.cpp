#include "api/profile_form.hpp"

#include "domain/text.hpp"

#include <cw/errors.hpp>
#include <cw/fields.hpp>

#include <cmath>

namespace auth::api {

namespace {

constexpr std::size_t kMaxTextLength = 2000;
constexpr std::size_t kMaxListEntries = 30;
constexpr std::size_t kMaxEntryLength = 80;
constexpr std::size_t kMaxPortfolioImages = 20;

const std::vector<std::string> kFixedFields = {"rating",          "isVerified",       "certificationStatus",
                                               "certificationScore", "certificationDate", "completedProjects",
                                               "reviewCount",     "userId"};

std::vector<std::string> list_field(const nlohmann::json& value, const char* name) {
  auto cleaned = clean_list(cw::fields::text_list(value, name));
  if (cleaned.size() > kMaxListEntries) {
    throw cw::invalid(std::string(name) + " can have at most " + std::to_string(kMaxListEntries) + " entries");
  }
  for (const auto& entry : cleaned) {
    if (character_count(entry) > kMaxEntryLength) {
      throw cw::invalid(std::string(name) + " entries must be at most " + std::to_string(kMaxEntryLength) + " characters");
    }
  }
  return cleaned;
}

}  // namespace

ProfileChanges parse_profile_changes(const nlohmann::json& form) {
  if (!form.is_object()) throw cw::invalid("Request body must be a JSON object");
  for (const auto& field : kFixedFields) {
    if (form.contains(field)) throw cw::invalid(field + " cannot be changed");
  }
  ProfileChanges changes;
  if (form.contains("bio")) changes.bio = cw::fields::trimmed_text(form["bio"], "bio", kMaxTextLength);
  if (form.contains("experience")) {
    changes.experience = cw::fields::trimmed_text(form["experience"], "experience", kMaxTextLength);
  }
  if (form.contains("hourlyRate")) {
    const auto& rate = form["hourlyRate"];
    if (rate.is_null()) {
      changes.hourly_rate_cents = std::optional<std::int64_t>();
    } else {
      if (!rate.is_number() || !std::isfinite(rate.get<double>()) || rate.get<double>() < 0 || rate.get<double>() > 1000) {
        throw cw::invalid("hourlyRate must be a number from 0 to 1000");
      }
      changes.hourly_rate_cents = std::optional<std::int64_t>(std::llround(rate.get<double>() * 100));
    }
  }
  if (form.contains("yearsExperience")) {
    const auto& years = form["yearsExperience"];
    if (!years.is_number_integer() || years.get<std::int64_t>() < 0 || years.get<std::int64_t>() > 70) {
      throw cw::invalid("yearsExperience must be a whole number from 0 to 70");
    }
    changes.years_experience = static_cast<int>(years.get<std::int64_t>());
  }
  if (form.contains("softwareSkills")) changes.software_skills = list_field(form["softwareSkills"], "softwareSkills");
  if (form.contains("specializations")) changes.specializations = list_field(form["specializations"], "specializations");
  if (form.contains("languages")) changes.languages = list_field(form["languages"], "languages");
  if (form.contains("education")) changes.education = list_field(form["education"], "education");
  if (form.contains("certifications")) changes.certifications = list_field(form["certifications"], "certifications");
  if (form.contains("portfolioImages")) {
    auto images = list_field(form["portfolioImages"], "portfolioImages");
    if (images.size() > kMaxPortfolioImages) throw cw::invalid("portfolioImages can have at most 20 images");
    for (const auto& url : images) {
      if (!is_uploaded_image_url(url)) throw cw::invalid("portfolioImages must be images uploaded with upload-image");
    }
    changes.portfolio_images = images;
  }
  if (form.contains("responseTime")) {
    changes.response_time = cw::fields::one_of(form["responseTime"], "responseTime", kResponseTimes);
  }
  if (form.contains("availability")) {
    changes.availability = cw::fields::one_of(form["availability"], "availability", kAvailabilities);
  }
  if (form.contains("showContactInfo")) {
    if (!form["showContactInfo"].is_boolean()) throw cw::invalid("showContactInfo must be true or false");
    changes.show_contact_info = form["showContactInfo"].get<bool>();
  }
  return changes;
}

std::string rejection_reason(const nlohmann::json& body) {
  const auto value = body.is_object() && body.contains("reason") ? body["reason"] : nlohmann::json();
  if (value.is_null()) throw cw::invalid("reason is required");
  auto reason = cw::fields::trimmed_text(value, "reason", kMaxRejectionReason);
  if (reason.empty()) throw cw::invalid("reason is required");
  return reason;
}

}  // namespace auth::api
