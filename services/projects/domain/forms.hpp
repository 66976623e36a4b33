#pragma once
// The post-project form, the bid form and the browse page, checked and normalised (api/forms.hpp reads the forms'
// JSON into these). Every refusal is a cw::DomainError(invalid) whose message names the field, or the spec's
// "fill in" message when something is missing.
#include <cw/money.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace projects {

inline constexpr const char* kFillInRequiredFields = "Please fill in all required fields";
inline constexpr const char* kFillInAllFields = "Please fill in all fields";

inline constexpr std::size_t kMinTitleLength = 5;
inline constexpr std::size_t kMaxTitleLength = 120;
inline constexpr std::size_t kMinDescriptionLength = 20;
inline constexpr std::size_t kMaxDescriptionLength = 5000;
inline constexpr std::size_t kMaxProposalLength = 5000;
inline constexpr std::size_t kMaxBidTimelineLength = 100;

struct NewProject {
  std::string title;  // trimmed
  std::string description;
  std::string cabinet_type;
  std::string budget_range;
  std::string timeline;
  std::string material_type;
  std::vector<std::string> deliverables;  // distinct, in the order sent
};

// The least bid: billing splits an accepted bid into stages of 50 %, 30 % and the rest, in whole cents, and each
// stage must be at least $1 to be paid by card (from $5.00: 2.50 / 1.50 / 1.00). Every accepted bid can then be paid
// in full.
inline constexpr std::int64_t kMinimumBidCents = 500;
inline constexpr const char* kBidBelowMinimum =
    "amount must be at least $5.00 so that every payment stage is at least $1";
// The bid's amount refused (cw::DomainError invalid, kBidBelowMinimum) when it is under kMinimumBidCents.
void check_bid_amount(const cw::Money& amount);

struct NewBid {
  std::int64_t project_id = 0;  // any whole number: an unknown one is the caller's 404
  cw::Money amount;
  std::string proposal;  // trimmed
  std::string timeline;
};

// GET /api/projects: the query string as sent (absent parameters nullopt).
struct BrowseParams {
  std::optional<std::string> search;
  std::optional<std::string> cabinet_type;
  std::optional<std::string> budget_range;
  std::optional<std::string> material_type;
  std::optional<std::string> page;
  std::optional<std::string> page_size;
};

inline constexpr int kDefaultPageSize = 20;
inline constexpr int kMaxPageSize = 50;

struct BrowseQuery {
  std::string text_query;  // a PostgreSQL tsquery of word prefixes ("oak:* & kitchen:*"); "" for no search
  std::string cabinet_type;  // "" for any
  std::string budget_range;
  std::string material_type;
  int page = 1;
  int page_size = kDefaultPageSize;
  int offset() const { return (page - 1) * page_size; }
};
// Filters are "" or "all" for any, else one of the spec's values; page from 1, pageSize 1 to 50.
BrowseQuery parse_browse(const BrowseParams& params);

// The search box's words as prefixes that must all match: lower-cased, split on anything but letters and digits,
// words of one character ignored, at most 8 words from the first 100 characters. "" when there is no word.
std::string prefix_text_query(const std::string& text);

}  // namespace projects
