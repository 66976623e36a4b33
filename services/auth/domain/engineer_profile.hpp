#pragma once
// Engineer profiles: what an engineer may change about themself, and how the profile is shown to others.
#include "domain/user.hpp"


#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace auth {

inline const std::vector<std::string> kResponseTimes = {"Within 1 hour", "Within 6 hours", "Within 24 hours",
                                                        "Within 2-3 days"};
inline const std::vector<std::string> kAvailabilities = {"Available now", "Available in 1 week",
                                                         "Available in 2 weeks", "Busy until further notice"};

struct EngineerProfile {
  User user;
  std::string bio;
  std::string experience;
  std::optional<std::int64_t> hourly_rate_cents;
  int years_experience = 0;
  std::vector<std::string> software_skills;
  std::vector<std::string> specializations;
  std::vector<std::string> languages;
  std::vector<std::string> education;
  std::vector<std::string> certifications;
  std::vector<std::string> portfolio_images;
  std::string response_time;
  std::string availability;
  bool show_contact_info = false;
  std::string rating;  // one decimal, "5.0" without reviews
  int review_count = 0;
  int completed_projects = 0;
  bool is_verified = false;
  std::string certification_status;
  std::optional<int> certification_score;
  std::optional<std::string> certification_date;
  std::optional<std::string> rejection_reason;  // set while the application stands rejected
};

// The fields a PATCH changes; nullopt leaves a field as it is.
struct ProfileChanges {
  std::optional<std::string> bio;
  std::optional<std::string> experience;
  std::optional<std::optional<std::int64_t>> hourly_rate_cents;  // set to null clears the rate
  std::optional<int> years_experience;
  std::optional<std::vector<std::string>> software_skills;
  std::optional<std::vector<std::string>> specializations;
  std::optional<std::vector<std::string>> languages;
  std::optional<std::vector<std::string>> education;
  std::optional<std::vector<std::string>> certifications;
  std::optional<std::vector<std::string>> portfolio_images;
  std::optional<std::string> response_time;
  std::optional<std::string> availability;
  std::optional<bool> show_contact_info;
};

EngineerProfile apply_changes(EngineerProfile profile, const ProfileChanges& changes);

// Directory paging: page from 1 to kMaxPage, page size from 1 to kMaxPageSize (400 otherwise).
inline constexpr int kMaxPage = 999999;
inline constexpr int kDefaultPageSize = 20;
inline constexpr int kMaxPageSize = 50;
struct PageRequest {
  int page = 1;
  int size = kDefaultPageSize;
};
// Throws invalid for values that are not whole numbers of at least 1.
PageRequest parse_page(const std::optional<std::string>& page, const std::optional<std::string>& size);
// The search box's text as a LIKE fragment: lower-cased, trimmed, %, _ and \ escaped, at most 100 characters.
std::string search_fragment(const std::string& text);

// Trimmed entries, empty ones dropped, duplicates (ignoring case) dropped.
std::vector<std::string> clean_list(const std::vector<std::string>& entries);

// True for the URL of a file stored by POST /api/upload-image.
bool is_uploaded_image_url(const std::string& url);

// "4.3" from a stored numeric.
std::string format_rating(double rating);

// Contact details (e-mail, phone) show to the engineer, to admins, and to everyone when the engineer chose so.
// viewer: who looks, nullopt for a visitor who is not signed in.
bool contact_visible(const EngineerProfile& profile, const std::optional<cw::Caller>& viewer);

// Where the engineer's application stands: "verified", "rejected" (with a reason) or "pending" (awaiting an admin).
std::string application_status(const EngineerProfile& profile);
// The application's state shows to the engineer and to admins only.
bool application_visible(const EngineerProfile& profile, const std::optional<cw::Caller>& viewer);

// The most an admin's reason for rejecting an application may hold (api/profile_form.hpp reads it).
inline constexpr std::size_t kMaxRejectionReason = 1000;

// The lower-cased text the directory's search looks in.
std::string search_text_of(const EngineerProfile& profile);

// Location filter values of the directory and what a location must contain to match each.
std::vector<std::string> location_patterns(const std::string& filter);

}  // namespace auth
