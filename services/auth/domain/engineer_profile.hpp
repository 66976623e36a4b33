#pragma once
// Engineer profiles: what an engineer may change about themself, and how the profile is shown to others.
#include "domain/user.hpp"

#include <cw/plan_limits.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace auth {

inline const std::vector<std::string> kResponseTimes = {"Within 1 hour", "Within 6 hours", "Within 24 hours",
                                                        "Within 2-3 days"};
inline const std::vector<std::string> kAvailabilities = {"Available now", "Available in 1 week",
                                                         "Available in 2 weeks", "Busy until further notice"};

// A valid certificate of a paid certification track, as the profile and the directory show it (a badge).
struct TrackBadge {
  std::string track;
  std::string title;
  std::string code;
  std::string certificate_id;
  std::string expires_at;
};

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
  std::optional<std::string> rating;  // one decimal; none without reviews (the web shows "New")
  int review_count = 0;
  int completed_projects = 0;
  bool is_verified = false;
  std::string certification_status;
  std::optional<int> certification_score;
  std::optional<std::string> certification_date;
  std::optional<std::string> rejection_reason;  // set while the application stands rejected
  std::vector<TrackBadge> track_certifications;  // the valid ones, by the tracks' order (filled by the use case)
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
std::optional<std::string> format_rating(double rating, int review_count);

// Contact details (e-mail, phone) show to the engineer, to admins, and to everyone when the engineer chose so.
// viewer: who looks, nullopt for a visitor who is not signed in.
bool contact_visible(const EngineerProfile& profile, const std::optional<cw::Caller>& viewer);

// Where the engineer's application stands: "verified", "rejected" (with a reason) or "pending" (awaiting an admin).
std::string application_status(const EngineerProfile& profile);
// The application's state shows to the engineer and to admins only.
bool application_visible(const EngineerProfile& profile, const std::optional<cw::Caller>& viewer);

// What the plans let a viewer see of a profile beyond what everyone sees (issue 29 items 6 and 7).
struct PlanView {
  bool ratings = false;             // rating, reviewCount and the review texts
  bool hourly_rate = false;         // the stored hourly rate
  bool hourly_rate_locked = false;  // the rate shows to the engineer (and admins) only: their plan hides it from others
};
// Ratings: a viewer whose plan has engineer_ratings, the engineer themself and admins. The hourly rate: everyone when
// the engineer's plan has custom_rates; otherwise only the engineer and admins, marked locked (an engineer who
// downgraded keeps the rate stored, and it shows again when they upgrade). viewer_plan: starter() for a visitor.
PlanView plan_view(const EngineerProfile& profile, const std::optional<cw::Caller>& viewer,
                   const cw::member_plans::MemberPlan& viewer_plan,
                   const cw::member_plans::MemberPlan& engineer_plan);

// Whether the changes set an hourly rate (other than the stored one) that the engineer's plan does not allow: setting
// one needs custom_rates; clearing it or sending the stored one again never does.
bool sets_rate_beyond_plan(const EngineerProfile& current, const ProfileChanges& changes,
                           const cw::member_plans::MemberPlan& plan);

// The directory's advanced filters and orders (issue 29 item 5: engineer_ratings' and advanced_filters' plans),
// as the query parameters give them. An absent or empty parameter filters nothing.
enum class DirectorySort { standard, rating, rate, experience };
inline constexpr double kMaxRating = 5.0;
inline constexpr std::int64_t kMaxRateCents = 100000;  // hourlyRate at most 1000
inline constexpr int kMaxCompletedProjectsFilter = 100000;
struct AdvancedFilters {
  std::optional<double> min_rating;  // reviewed engineers rated at least this
  std::optional<std::int64_t> min_rate_cents;
  std::optional<std::int64_t> max_rate_cents;
  std::optional<int> min_completed_projects;
  std::string availability;                 // one of kAvailabilities; "" for any
  std::vector<std::string> response_times;  // those within maxResponseTime; empty for any
  bool verified_only = false;
  DirectorySort sort = DirectorySort::standard;

  bool used() const;
};
// The query parameters' raw values, nullopt when absent.
struct AdvancedFilterParams {
  std::optional<std::string> min_rating = {};
  std::optional<std::string> min_rate = {};
  std::optional<std::string> max_rate = {};
  std::optional<std::string> min_completed_projects = {};
  std::optional<std::string> availability = {};
  std::optional<std::string> max_response_time = {};
  std::optional<std::string> verified_only = {};
  std::optional<std::string> sort = {};
};
// Throws invalid naming the parameter for a value that is not a number in range, not one of the options, or a rate
// range whose minimum is above its maximum.
AdvancedFilters parse_advanced_filters(const AdvancedFilterParams& params);
// reviewedOnly (free, issue 30 item 1: the landing page's top-rated engineers): only engineers with at least one
// review; "true" or "false", absent or empty for all. Throws invalid otherwise.
bool parse_reviewed_only(const std::optional<std::string>& text);
// Whether the viewer's plan allows the filters: plan_required(advanced_filters) otherwise.
void check_filters_allowed(const AdvancedFilters& filters, const cw::member_plans::MemberPlan& viewer_plan);

// The most an admin's reason for rejecting an application may hold (api/profile_form.hpp reads it).
inline constexpr std::size_t kMaxRejectionReason = 1000;

// The lower-cased text the directory's search looks in.
std::string search_text_of(const EngineerProfile& profile);

// Location filter values of the directory and what a location must contain to match each.
std::vector<std::string> location_patterns(const std::string& filter);

}  // namespace auth
