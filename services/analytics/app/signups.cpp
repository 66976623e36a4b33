#include "app/signups.hpp"

#include "app/views.hpp"
#include "domain/reporting.hpp"
#include "store/signup_store.hpp"

#include <cw/errors.hpp>

namespace analytics {

namespace {

}  // namespace

nlohmann::json Signups::between(const cw::Caller& caller, const std::optional<std::string>& start,
                                const std::optional<std::string>& end) {
  require_admin(caller);
  const auto range = parse_range(start, end, today());
  return db_.read([&](pqxx::nontransaction& tx) {
    auto body = counts_json(store::signups_between(tx, range));
    body["welcomeEmailsSent"] = store::welcome_emails_between(tx, range);
    return body;
  });
}

nlohmann::json Signups::by_source(const cw::Caller& caller) {
  require_admin(caller);
  return sources_json(db_.read([&](pqxx::nontransaction& tx) { return store::signups_by_source(tx); }));
}

nlohmann::json Signups::daily(const cw::Caller& caller, const std::optional<std::string>& days) {
  require_admin(caller);
  const int count = parse_days(days);
  const DateRange range{today() - std::chrono::days{count - 1}, today()};
  auto recorded = db_.read([&](pqxx::nontransaction& tx) { return store::daily_signups(tx, range); });
  return daily_json(fill_days(range.start, range.end, recorded));
}

}  // namespace analytics
