#include "domain/forms.hpp"

#include "domain/catalog.hpp"

#include <cw/errors.hpp>
#include <cw/fields.hpp>
#include <cw/text.hpp>

#include <cctype>
#include <cstdint>

namespace projects {

namespace {

constexpr std::size_t kMaxSearchLength = 100;
constexpr std::size_t kMaxSearchWords = 8;
constexpr int kMaxPage = 100000;

// Absent, null, or only spaces: what a form sends for a field left empty.
bool is_blank(const nlohmann::json& form, const char* name) {
  if (!form.contains(name) || form[name].is_null()) return true;
  return form[name].is_string() && cw::text::trim(form[name].get<std::string>()).empty();
}

std::vector<std::string> deliverables(const nlohmann::json& form) {
  std::vector<std::string> chosen;
  if (!form.contains("deliverables") || form["deliverables"].is_null()) return chosen;
  const auto& value = form["deliverables"];
  const auto refused = [] { return cw::invalid("deliverables must be a list of: " + cw::text::listed(kDeliverables)); };
  if (!value.is_array()) throw refused();
  for (const auto& item : value) {
    if (!item.is_string() || !is_one_of(item.get<std::string>(), kDeliverables)) throw refused();
    if (!is_one_of(item.get<std::string>(), chosen)) chosen.push_back(item.get<std::string>());
  }
  return chosen;
}

std::string filter(const std::optional<std::string>& value, const char* name, const std::vector<std::string>& options) {
  if (!value || value->empty() || *value == "all") return {};
  return cw::fields::one_of(*value, name, options);
}

}  // namespace

NewProject parse_new_project(const nlohmann::json& form) {
  for (const char* name : {"title", "description", "cabinetType", "budgetRange", "timeline", "materialType"}) {
    if (is_blank(form, name)) throw cw::invalid(kFillInRequiredFields);
  }
  NewProject project;
  // Each of these is present and not null (not blank, above).
  project.title = cw::fields::trimmed_text(form["title"], "title", kMinTitleLength, kMaxTitleLength);
  project.description =
      cw::fields::trimmed_text(form["description"], "description", kMinDescriptionLength, kMaxDescriptionLength);
  project.cabinet_type = cw::fields::one_of(form["cabinetType"], "cabinetType", kCabinetTypes);
  project.budget_range = cw::fields::one_of(form["budgetRange"], "budgetRange", kBudgetRanges);
  project.timeline = cw::fields::one_of(form["timeline"], "timeline", kTimelines);
  project.material_type = cw::fields::one_of(form["materialType"], "materialType", kMaterials);
  project.deliverables = deliverables(form);
  return project;
}

NewBid parse_new_bid(const nlohmann::json& form) {
  for (const char* name : {"projectId", "amount", "proposal", "timeline"}) {
    if (is_blank(form, name)) throw cw::invalid(kFillInAllFields);
  }
  NewBid bid;
  const auto& project_id = form["projectId"];
  if (!project_id.is_number_integer()) throw cw::invalid("projectId must be a whole number");
  // An id beyond any bigint is as unknown as 0.
  const bool too_large = project_id.is_number_unsigned() &&
                         project_id.get<std::uint64_t>() > static_cast<std::uint64_t>(INT64_MAX);
  bid.project_id = too_large ? 0 : project_id.get<std::int64_t>();
  auto amount = parse_amount(form["amount"]);
  if (!amount) {
    throw cw::invalid("amount must be a number greater than 0 and at most 10,000,000, with at most 2 decimals");
  }
  bid.amount = *amount;
  bid.proposal = cw::fields::trimmed_text(form["proposal"], "proposal", kMaxProposalLength);
  bid.timeline = cw::fields::trimmed_text(form["timeline"], "timeline", kMaxBidTimelineLength);
  return bid;
}

BrowseQuery parse_browse(const BrowseParams& params) {
  BrowseQuery query;
  query.text_query = prefix_text_query(params.search.value_or(""));
  query.cabinet_type = filter(params.cabinet_type, "cabinetType", kCabinetTypes);
  query.budget_range = filter(params.budget_range, "budgetRange", kBudgetRanges);
  query.material_type = filter(params.material_type, "materialType", kMaterials);
  query.page = cw::fields::whole_number_param(params.page, "page", 1, kMaxPage);
  query.page_size = cw::fields::whole_number_param(params.page_size, "pageSize", kDefaultPageSize, kMaxPageSize);
  return query;
}

std::string prefix_text_query(const std::string& text) {
  std::vector<std::string> words;
  std::string word;
  auto end_word = [&] {
    // A single character would match nearly every project as a prefix.
    if (word.size() > 1 && words.size() < kMaxSearchWords) words.push_back(word);
    word.clear();
  };
  std::size_t characters = 0;
  for (std::size_t i = 0; i < text.size() && characters < kMaxSearchLength; ++characters) {
    const auto length = cw::text::utf8_length(text, i);
    if (length == 0) {  // not UTF-8: a separator, and never sent to the database
      end_word();
      ++i;
      continue;
    }
    const char c = static_cast<char>(std::tolower(static_cast<unsigned char>(text[i])));
    // Letters and digits, and any non-ASCII character; everything else (tsquery's operators too) separates words.
    if (length > 1 || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
      word.append(length > 1 ? text.substr(i, length) : std::string(1, c));
    } else {
      end_word();
    }
    i += length;
  }
  end_word();
  std::string query;
  for (const auto& w : words) query += (query.empty() ? "" : " & ") + w + ":*";
  return query;
}

}  // namespace projects
