#include "domain/forms.hpp"

#include "domain/catalog.hpp"

#include <cw/errors.hpp>
#include <cw/params.hpp>
#include <cw/text.hpp>

#include <cctype>
#include <cstdint>

namespace projects {

namespace {

constexpr std::size_t kMaxSearchLength = 100;
constexpr std::size_t kMaxSearchWords = 8;
constexpr int kMaxPage = 100000;

std::string filter(const std::optional<std::string>& value, const char* name, const std::vector<std::string>& options) {
  if (!value || value->empty() || *value == "all") return {};
  return cw::fields::one_of(*value, name, options);
}

}  // namespace

void check_bid_amount(const cw::Money& amount) {
  if (amount.cents() < kMinimumBidCents) throw cw::invalid(kBidBelowMinimum);
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
