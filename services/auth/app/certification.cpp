#include "app/certification.hpp"

#include "app/views.hpp"
#include "domain/certification.hpp"
#include "store/certification_store.hpp"
#include "store/engineer_store.hpp"

#include <cw/errors.hpp>
#include <cw/events.hpp>
#include <cw/fields.hpp>

#include <ctime>
#include <limits>

namespace auth {

namespace {

constexpr const char* kRevokedCannotRetake =
    "Your verification was revoked, so the test cannot be taken again. Contact support if you think this is a mistake.";

void require_engineer(const cw::Caller& caller) {
  if (!caller.is(cw::Role::engineer)) throw cw::forbidden("Only engineers can take the certification test");
}

Clock::time_point at(long long epoch_seconds) { return Clock::time_point(std::chrono::seconds(epoch_seconds)); }

std::string date_of(Clock::time_point when) {
  std::time_t time = Clock::to_time_t(when);
  std::tm tm{};
  gmtime_r(&time, &tm);
  char buffer[16];
  std::strftime(buffer, sizeof buffer, "%Y-%m-%d", &tm);
  return buffer;
}

// An attempt whose time ran out counts as failed: otherwise abandoning a test would be a way to see new questions.
void expire(pqxx::work& tx, const store::Attempt& attempt, std::int64_t user_id) {
  store::finish_attempt(tx, attempt.id, "expired", 0);
  store::set_certification(tx, user_id, "failed", 0);
}

struct Outcome {
  nlohmann::json body;
  std::optional<cw::DomainError> refusal;  // raised after commit, so what was recorded stays recorded
};

}  // namespace

nlohmann::json Certification::start(const cw::Caller& caller) {
  require_engineer(caller);
  auto outcome = db_.with_transaction([&](pqxx::work& tx) -> Outcome {
    auto profile = store::find_profile(tx, caller.user_id, true);
    if (!profile) throw cw::forbidden("Only engineers can take the certification test");
    if (profile->certification_status == "certified") return {{}, cw::conflict("You are already certified")};
    if (profile->certification_status == "revoked") return {{}, cw::conflict(kRevokedCannotRetake)};

    auto open = store::open_attempt(tx, caller.user_id);
    const auto now = Clock::now();
    if (open && resumable(now, at(open->deadline_epoch))) {
      // Resumed: same questions, same deadline.
    } else {
      if (open) expire(tx, *open, caller.user_id);
      if (auto failed = store::last_failed_attempt(tx, caller.user_id)) {
        const auto allowed = retake_allowed_at(at(failed->ended_epoch));
        if (now < allowed) {
          const auto wait = std::chrono::ceil<std::chrono::seconds>(allowed - now).count();
          return {{}, cw::rate_limited("You can retake the test on " + date_of(allowed), static_cast<int>(wait))};
        }
      }
      open = store::insert_attempt(tx, caller.user_id, draw_questions(store::question_ids(tx), kQuestionsPerAttempt),
                                   static_cast<int>(kTimeLimit.count()));
    }
    return {test_json(*open, store::questions(tx, open->question_ids), kTimeLimit), std::nullopt};
  });
  directory_cache_.invalidate();  // an expired attempt may have changed the status
  if (outcome.refusal) throw *outcome.refusal;
  return outcome.body;
}

nlohmann::json Certification::submit(const cw::Caller& caller, const nlohmann::json& body) {
  require_engineer(caller);
  if (!body.contains("answers") || !body["answers"].is_array()) throw cw::invalid("answers must be a list of option numbers");
  std::vector<std::int64_t> answers;
  for (const auto& answer : body["answers"]) {
    // Read whole: a number beyond int, cut to one, could name a correct option.
    auto number = cw::fields::whole_number(answer, std::numeric_limits<std::int64_t>::min(),
                                           std::numeric_limits<std::int64_t>::max());
    if (!number) throw cw::invalid("answers must be a list of option numbers");
    answers.push_back(*number);
  }
  auto outcome = db_.with_transaction([&](pqxx::work& tx) -> Outcome {
    // Locked first, as a revocation does: an attempt begun before one cannot certify after it.
    auto profile = store::find_profile(tx, caller.user_id, true);
    if (profile && profile->certification_status == "revoked") return {{}, cw::conflict(kRevokedCannotRetake)};
    auto open = store::open_attempt(tx, caller.user_id);
    if (!open) return {{}, cw::conflict("Start the test first")};
    if (!answers_in_time(Clock::now(), at(open->deadline_epoch))) {
      expire(tx, *open, caller.user_id);
      return {{}, cw::conflict("The 30-minute time limit for this attempt has passed")};
    }
    std::vector<int> correct;
    std::vector<int> option_counts;
    for (const auto& question : store::questions(tx, open->question_ids)) {
      correct.push_back(question.correct_option);
      option_counts.push_back(static_cast<int>(question.options.size()));
    }
    auto result = score_attempt(correct, option_counts, answers);
    store::finish_attempt(tx, open->id, result.passed ? "passed" : "failed", result.score);
    store::set_certification(tx, caller.user_id, result.passed ? "certified" : "failed", result.score);
    if (result.passed) {
      cw::events::publish(tx, cw::events::EngineerCertified{caller.user_id, result.score, result.total,
                                                            cw::events::utc_now_iso()});
    } else {
      cw::events::publish(tx, cw::events::EngineerCertificationFailed{caller.user_id, result.score, result.total,
                                                                      cw::events::utc_now_iso()});
    }
    // Only the totals: which questions were wrong is never revealed.
    return {result_json(result), std::nullopt};
  });
  directory_cache_.invalidate();
  if (outcome.refusal) throw *outcome.refusal;
  return outcome.body;
}

nlohmann::json Certification::attempts(const cw::Caller& caller) {
  require_engineer(caller);
  auto attempts = db_.read([&](pqxx::nontransaction& tx) { return store::attempts_of(tx, caller.user_id); });
  auto body = nlohmann::json::array();
  for (const auto& attempt : attempts) body.push_back(attempt_json(attempt));
  return body;
}

nlohmann::json Certification::attempts_of(const cw::Caller& caller, std::int64_t engineer_id) {
  if (!caller.is(cw::Role::admin)) throw cw::forbidden("Only admins can read an engineer's attempts");
  auto attempts = db_.read([&](pqxx::nontransaction& tx) {
    if (!store::find_profile(tx, engineer_id)) throw cw::not_found("Engineer not found");
    return store::attempts_of(tx, engineer_id);
  });
  auto body = nlohmann::json::array();
  for (const auto& attempt : attempts) body.push_back(attempt_json(attempt));
  return body;
}

}  // namespace auth
