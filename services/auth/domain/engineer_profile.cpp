#include "domain/engineer_profile.hpp"

#include "domain/text.hpp"

#include <cw/errors.hpp>
#include <cw/fields.hpp>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <regex>
#include <set>

namespace auth {

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

nlohmann::json nullable(const std::optional<std::string>& value) {
  return value ? nlohmann::json(*value) : nlohmann::json(nullptr);
}

}  // namespace

std::vector<std::string> clean_list(const std::vector<std::string>& entries) {
  std::vector<std::string> cleaned;
  std::set<std::string> seen;
  for (const auto& entry : entries) {
    auto text = trim(entry);
    if (text.empty() || !seen.insert(lower(text)).second) continue;
    cleaned.push_back(text);
  }
  return cleaned;
}

bool is_uploaded_image_url(const std::string& url) {
  static const std::regex pattern("^/uploads/[0-9a-f]{32}\\.(jpg|png|webp|gif)$");
  return std::regex_match(url, pattern);
}

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

EngineerProfile apply_changes(EngineerProfile profile, const ProfileChanges& changes) {
  if (changes.bio) profile.bio = *changes.bio;
  if (changes.experience) profile.experience = *changes.experience;
  if (changes.hourly_rate_cents) profile.hourly_rate_cents = *changes.hourly_rate_cents;
  if (changes.years_experience) profile.years_experience = *changes.years_experience;
  if (changes.software_skills) profile.software_skills = *changes.software_skills;
  if (changes.specializations) profile.specializations = *changes.specializations;
  if (changes.languages) profile.languages = *changes.languages;
  if (changes.education) profile.education = *changes.education;
  if (changes.certifications) profile.certifications = *changes.certifications;
  if (changes.portfolio_images) profile.portfolio_images = *changes.portfolio_images;
  if (changes.response_time) profile.response_time = *changes.response_time;
  if (changes.availability) profile.availability = *changes.availability;
  if (changes.show_contact_info) profile.show_contact_info = *changes.show_contact_info;
  return profile;
}

PageRequest parse_page(const std::optional<std::string>& page, const std::optional<std::string>& size) {
  return {cw::fields::whole_number_param(page, "page", 1, kMaxPage),
          cw::fields::whole_number_param(size, "pageSize", kDefaultPageSize, kMaxPageSize)};
}

std::string search_fragment(const std::string& text) {
  std::string out;
  for (char c : lower(trim(text))) {
    if (c == '%' || c == '_' || c == '\\') out += '\\';
    out += c;
    if (out.size() >= 100) break;
  }
  return out;
}

std::string format_rating(double rating) {
  char buffer[16];
  std::snprintf(buffer, sizeof buffer, "%.1f", rating);
  return buffer;
}

nlohmann::json profile_json(const EngineerProfile& profile, const std::optional<cw::Caller>& viewer) {
  const auto& user = profile.user;
  nlohmann::json user_json = {{"id", user.id},
                              {"username", user.username},
                              {"firstName", user.first_name},
                              {"lastName", user.last_name},
                              {"location", nullable(user.location)},
                              {"profileImage", nullable(user.profile_image)},
                              {"createdAt", user.created_at}};
  const bool contact_visible =
      profile.show_contact_info || (viewer && (viewer->is(cw::Role::admin) || viewer->user_id == user.id));
  if (contact_visible) {
    user_json["email"] = user.email;
    user_json["phone"] = nullable(user.phone);
  }
  return {{"userId", user.id},
          {"user", user_json},
          {"bio", profile.bio},
          {"experience", profile.experience},
          {"hourlyRate", profile.hourly_rate_cents ? nlohmann::json(static_cast<double>(*profile.hourly_rate_cents) / 100.0)
                                                   : nlohmann::json(nullptr)},
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
          {"rating", profile.rating},
          {"reviewCount", profile.review_count},
          {"completedProjects", profile.completed_projects},
          {"isVerified", profile.is_verified},
          {"certificationStatus", profile.certification_status},
          {"certificationScore", profile.certification_score ? nlohmann::json(*profile.certification_score)
                                                             : nlohmann::json(nullptr)},
          {"certificationDate", nullable(profile.certification_date)}};
}

std::string search_text_of(const EngineerProfile& profile) {
  std::string text = profile.user.first_name + " " + profile.user.last_name + " " + profile.user.username + " " +
                     profile.bio;
  for (const auto& skill : profile.software_skills) text += " " + skill;
  for (const auto& specialization : profile.specializations) text += " " + specialization;
  return lower(text);
}

std::vector<std::string> location_patterns(const std::string& filter) {
  auto key = lower(trim(filter));
  if (key.empty() || key == "all") return {};
  if (key == "usa") return {"%usa%", "%united states%", "%u.s.%"};
  return {"%" + key + "%"};
}

}  // namespace auth
