#include "domain/engineer_profile.hpp"

#include "domain/text.hpp"

#include <cw/errors.hpp>
#include <cw/params.hpp>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <regex>
#include <set>

namespace auth {

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

bool contact_visible(const EngineerProfile& profile, const std::optional<cw::Caller>& viewer) {
  return profile.show_contact_info || application_visible(profile, viewer);
}

std::string application_status(const EngineerProfile& profile) {
  if (profile.is_verified) return "verified";
  return profile.rejection_reason ? "rejected" : "pending";
}

bool application_visible(const EngineerProfile& profile, const std::optional<cw::Caller>& viewer) {
  return viewer && (viewer->is(cw::Role::admin) || viewer->user_id == profile.user.id);
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
