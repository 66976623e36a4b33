#pragma once
#include "domain/reporting.hpp"

#include <cw/caller.hpp>
#include <cw/db.hpp>

#include <optional>
#include <string>
#include <vector>

namespace analytics::store {

std::vector<cw::db::NamedQuery> signup_queries();

// Records a signup once (a second record of the same user is ignored).
void record_signup(pqxx::transaction_base& tx, std::int64_t user_id, cw::Role role,
                   const std::optional<std::string>& source, const std::string& signed_up_at);

SignupCounts signups_between(pqxx::transaction_base& tx, const DateRange& range);

// email.sent: recorded once per e-mail, a batch of them with one statement; the welcome e-mails sent within the
// days of the range.
struct SentEmail {
  std::int64_t email_id = 0;
  std::string kind;
  std::string sent_at;  // ISO-8601
};
void record_emails_sent(pqxx::transaction_base& tx, const std::vector<SentEmail>& emails);
std::int64_t welcome_emails_between(pqxx::transaction_base& tx, const DateRange& range);

struct SourceCounts {
  std::optional<std::string> source;  // nullopt: came directly
  SignupCounts counts;
};
std::vector<SourceCounts> signups_by_source(pqxx::transaction_base& tx);

std::vector<DailySignups> daily_signups(pqxx::transaction_base& tx, const DateRange& range);

}  // namespace analytics::store
