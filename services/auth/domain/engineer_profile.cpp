#include "domain/engineer_profile.hpp"

#include "domain/text.hpp"

#include <cw/errors.hpp>
#include <cw/params.hpp>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <regex>
#include <sstream>
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

std::optional<std::string> format_rating(double rating, int review_count) {
  if (review_count <= 0) return std::nullopt;
  char buffer[16];
  std::snprintf(buffer, sizeof buffer, "%.1f", rating);
  return buffer;
}

bool contact_visible(const EngineerProfile& profile, const std::optional<cw::Caller>& viewer) {
  return profile.show_contact_info || application_visible(profile, viewer);
}

std::string application_status(const EngineerProfile& profile) {
  if (profile.is_verified) return "verified";
  if (profile.certification_status == "revoked") return "revoked";
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

PlanView plan_view(const EngineerProfile& profile, const std::optional<cw::Caller>& viewer,
                   const cw::member_plans::MemberPlan& viewer_plan,
                   const cw::member_plans::MemberPlan& engineer_plan) {
  const bool own_or_admin = application_visible(profile, viewer);
  PlanView view;
  view.ratings = own_or_admin || (viewer && viewer_plan.has(cw::Capability::engineer_ratings));
  const bool rate_public = engineer_plan.has(cw::Capability::custom_rates);
  view.hourly_rate = rate_public || own_or_admin;
  view.hourly_rate_locked = !rate_public && own_or_admin;
  return view;
}

bool sets_rate_beyond_plan(const EngineerProfile& current, const ProfileChanges& changes,
                           const cw::member_plans::MemberPlan& plan) {
  if (!changes.hourly_rate_cents || !*changes.hourly_rate_cents) return false;
  if (*changes.hourly_rate_cents == current.hourly_rate_cents) return false;
  return !plan.has(cw::Capability::custom_rates);
}

namespace {

std::optional<std::string> present(const std::optional<std::string>& value) {
  if (!value || value->empty()) return std::nullopt;
  return value;
}

// A plain decimal (digits, at most one point, at most two decimals): no sign, exponent, spaces or words ("nan").
std::optional<double> plain_decimal(const std::string& text) {
  if (text.empty() || text.size() > 12) return std::nullopt;
  int points = 0;
  std::size_t decimals = 0;
  for (char c : text) {
    if (c == '.') {
      if (++points > 1) return std::nullopt;
    } else if (c < '0' || c > '9') {
      return std::nullopt;
    } else if (points == 1) {
      ++decimals;
    }
  }
  if (text.front() == '.' || text.back() == '.' || decimals > 2) return std::nullopt;
  return std::stod(text);
}

double decimal_param(const std::string& text, const char* name, double max) {
  auto value = plain_decimal(text);
  if (!value || *value > max) {
    std::ostringstream limit;
    limit << max;
    throw cw::invalid(std::string(name) + " must be a number from 0 to " + limit.str());
  }
  return *value;
}

}  // namespace

bool AdvancedFilters::used() const {
  return min_rating || min_rate_cents || max_rate_cents || min_completed_projects || !availability.empty() ||
         !response_times.empty() || verified_only || sort != DirectorySort::standard;
}

AdvancedFilters parse_advanced_filters(const AdvancedFilterParams& params) {
  AdvancedFilters filters;
  if (auto text = present(params.min_rating)) filters.min_rating = decimal_param(*text, "minRating", kMaxRating);
  const auto rate = [](const std::string& text, const char* name) {
    return std::llround(decimal_param(text, name, kMaxRateCents / 100) * 100);
  };
  if (auto text = present(params.min_rate)) filters.min_rate_cents = rate(*text, "minRate");
  if (auto text = present(params.max_rate)) filters.max_rate_cents = rate(*text, "maxRate");
  if (filters.min_rate_cents && filters.max_rate_cents && *filters.min_rate_cents > *filters.max_rate_cents) {
    throw cw::invalid("minRate must not be above maxRate");
  }
  if (auto text = present(params.min_completed_projects)) {
    auto count = cw::fields::id_text(*text);
    if (!count || *count > kMaxCompletedProjectsFilter) {
      throw cw::invalid("minCompletedProjects must be a whole number from 0 to " +
                        std::to_string(kMaxCompletedProjectsFilter));
    }
    filters.min_completed_projects = static_cast<int>(*count);
  }
  if (auto text = present(params.availability)) {
    filters.availability = cw::fields::one_of(*text, "availability", kAvailabilities);
  }
  if (auto text = present(params.max_response_time)) {
    const auto chosen = cw::fields::one_of(*text, "maxResponseTime", kResponseTimes);
    // kResponseTimes runs from the quickest: "within 6 hours" also takes those who answer within 1 hour.
    for (const auto& time : kResponseTimes) {
      filters.response_times.push_back(time);
      if (time == chosen) break;
    }
  }
  if (auto text = present(params.verified_only)) {
    filters.verified_only = cw::fields::one_of(*text, "verifiedOnly", {"true", "false"}) == "true";
  }
  if (auto text = present(params.sort)) {
    const auto sort = cw::fields::one_of(*text, "sort", {"rating", "rate", "experience"});
    filters.sort = sort == "rating" ? DirectorySort::rating
                   : sort == "rate" ? DirectorySort::rate
                                    : DirectorySort::experience;
  }
  return filters;
}

bool parse_reviewed_only(const std::optional<std::string>& text) {
  auto given = present(text);
  return given && cw::fields::one_of(*given, "reviewedOnly", {"true", "false"}) == "true";
}

void check_filters_allowed(const AdvancedFilters& filters, const cw::member_plans::MemberPlan& viewer_plan) {
  if (filters.used() && !viewer_plan.has(cw::Capability::advanced_filters)) {
    throw cw::plan_required(cw::Capability::advanced_filters, cw::cheapest_plan(cw::Capability::advanced_filters));
  }
}

}  // namespace auth
