#include "app/certification_tracks.hpp"

#include "domain/certification.hpp"
#include "domain/certification_track.hpp"
#include "store/engineer_store.hpp"
#include "store/track_store.hpp"

#include <cw/errors.hpp>
#include <cw/events.hpp>
#include <cw/json_optional.hpp>
#include <cw/log.hpp>

#include <algorithm>
#include <cmath>

namespace auth {

namespace {

constexpr const char* kTrackNotFoundMessage = "Certification track not found";
constexpr const char* kTrackAttemptNotFound = "Attempt not found";
constexpr int kReminderSweepBatch = 200;

Clock::time_point track_time_of_ms(std::int64_t ms) { return Clock::time_point(std::chrono::milliseconds(ms)); }
std::int64_t track_ms_of(Clock::time_point when) {
  return std::chrono::duration_cast<std::chrono::milliseconds>(when.time_since_epoch()).count();
}
std::string track_iso(Clock::time_point when) { return cw::events::iso_utc(when); }

void require_track_engineer(const cw::Caller& caller) {
  if (!caller.is(cw::Role::engineer)) throw cw::forbidden("Only engineers can take a certification track");
}

// A track id has the form of migration 0010's check: anything else is simply not found (never sent to the database).
bool is_track_id(const std::string& id) {
  return id.size() >= 2 && id.size() <= 32 && std::all_of(id.begin(), id.end(), [](char c) { return c == '_' || (c >= 'a' && c <= 'z'); });
}

store::Track existing_track_of(pqxx::transaction_base& tx, const std::string& id) {
  if (!is_track_id(id)) throw cw::not_found(kTrackNotFoundMessage);
  auto track = store::find_track(tx, id);
  if (!track) throw cw::not_found(kTrackNotFoundMessage);
  return *track;
}

// What the engineer has of the track, as the store holds it.
struct TrackRecord {
  int paid_attempts = 0;
  std::optional<store::TrackAttempt> open;
  std::optional<store::TrackAttempt> last_finished;
  std::optional<store::Certificate> certificate;
};

TrackRecord track_record_of(pqxx::transaction_base& tx, std::int64_t user_id, const std::string& track) {
  return {store::paid_attempts_available(tx, user_id, track), store::open_track_attempt(tx, user_id, track),
          store::last_finished_track_attempt(tx, user_id, track), store::current_certificate(tx, user_id, track)};
}

// An attempt in progress past its deadline counts as expired at its deadline (start records it so).
TrackStanding track_standing_of(const TrackRecord& record, Clock::time_point now) {
  TrackStanding standing;
  standing.paid_attempts = record.paid_attempts;
  if (record.open && resumable(now, track_time_of_ms(record.open->deadline_ms))) {
    standing.in_progress_deadline = track_time_of_ms(record.open->deadline_ms);
  } else if (record.open) {
    standing.last_unsuccessful_end = track_time_of_ms(record.open->deadline_ms);
  } else if (record.last_finished && record.last_finished->status != "passed" && record.last_finished->finished_ms) {
    standing.last_unsuccessful_end = track_time_of_ms(*record.last_finished->finished_ms);
  }
  if (record.certificate) standing.certificate_expires = track_time_of_ms(record.certificate->expires_ms);
  return standing;
}

int track_percentage_of(std::optional<int> score, int total) {
  return total == 0 ? 0 : static_cast<int>(std::lround(100.0 * score.value_or(0) / total));
}

std::string certificate_status(const store::Certificate& certificate, Clock::time_point now) {
  if (certificate.superseded) return "superseded";
  return certificate_valid(track_time_of_ms(certificate.expires_ms), now) ? "valid" : "expired";
}

nlohmann::json optional_track_time(const std::optional<Clock::time_point>& when) {
  return when ? nlohmann::json(track_iso(*when)) : nlohmann::json(nullptr);
}

nlohmann::json mine_json(const TrackRecord& record, Clock::time_point now) {
  const auto standing = track_standing_of(record, now);
  nlohmann::json in_progress = nullptr;
  if (standing.in_progress_deadline) {
    in_progress = {{"attemptId", record.open->id}, {"deadline", record.open->deadline}};
  }
  nlohmann::json last_attempt = nullptr;
  if (record.last_finished) {
    const auto& last = *record.last_finished;
    last_attempt = {{"attemptId", last.id},
                    {"passed", last.status == "passed"},
                    {"percentage", track_percentage_of(last.score, last.total_questions)},
                    {"finishedAt", cw::optional_json(last.finished_at)}};
  }
  nlohmann::json certificate = nullptr;
  if (record.certificate) {
    certificate = {{"id", record.certificate->id},
                   {"issuedAt", record.certificate->issued_at},
                   {"expiresAt", record.certificate->expires_at},
                   {"status", certificate_status(*record.certificate, now)}};
  }
  return {{"attemptsAvailable", record.paid_attempts},
          {"inProgress", in_progress},
          {"lastAttempt", last_attempt},
          {"nextAttemptAt", optional_track_time(next_attempt_at(standing, now))},
          {"certificate", certificate},
          {"canStart", can_start(standing, now)},
          {"canBuy", can_buy(standing, now)}};
}

nlohmann::json track_json(const store::Track& track, nlohmann::json mine) {
  return {{"id", track.id},
          {"code", track.code},
          {"title", track.title},
          {"description", track.description},
          {"topics", track.topics},
          {"questionsPerAttempt", track.questions_per_attempt},
          {"bankSize", track.bank_size},
          {"timeLimitMinutes", track.time_limit_minutes},
          {"passPercentage", track.pass_percentage},
          {"validityMonths", track.validity_months},
          {"retakeWaitDays", kTrackRetakeWaitDays},
          {"renewalWindowDays", kRenewalWindowDays},
          {"reminderDays", {kFirstReminderDays, kLastReminderDays}},
          {"mine", std::move(mine)}};
}

// The attempt's questions without their answers.
// The attempt's questions and clock. secondsLeft is counted on the server's clock: the page counts down from it, so a
// member whose computer's clock is wrong still sees the time they have.
nlohmann::json attempt_test_json(const store::Track& track, const store::TrackAttempt& attempt,
                                 const std::vector<store::Question>& questions, std::int64_t now_ms) {
  auto shown = nlohmann::json::array();
  for (const auto& question : questions) {
    shown.push_back({{"id", question.id},
                     {"category", question.category},
                     {"difficulty", question.difficulty},
                     {"question", question.text},
                     {"options", question.options}});
  }
  return {{"attemptId", attempt.id},
          {"track", track.id},
          {"startedAt", attempt.started_at},
          {"deadline", attempt.deadline},
          {"secondsLeft", std::max<std::int64_t>(0, (attempt.deadline_ms - now_ms) / 1000)},
          {"timeLimitMinutes", track.time_limit_minutes},
          {"passPercentage", track.pass_percentage},
          {"questions", shown}};
}

nlohmann::json attempt_history_json(const store::TrackAttempt& attempt) {
  const bool ended = attempt.status != "in_progress";
  return {{"attemptId", attempt.id},
          {"startedAt", attempt.started_at},
          {"finishedAt", cw::optional_json(attempt.finished_at)},
          {"status", attempt.status},
          {"score", cw::optional_json(attempt.score)},
          {"totalQuestions", attempt.total_questions},
          {"percentage", ended ? nlohmann::json(track_percentage_of(attempt.score, attempt.total_questions))
                               : nlohmann::json(nullptr)}};
}

cw::DomainError refusal_to_start(StartDecision decision, const TrackStanding& standing, Clock::time_point now) {
  switch (decision) {
    case StartDecision::already_certified: {
      auto error = cw::conflict("You hold a valid certificate of this track; renew it in its last 90 days",
                                "already_certified");
      error.add_field("renewFrom", track_iso(renewal_opens(*standing.certificate_expires)));
      return error;
    }
    case StartDecision::retake_wait: {
      const auto next = *next_attempt_at(standing, now);
      auto error = cw::conflict("You can take this track again on " + track_iso(next).substr(0, 10), "retake_wait");
      error.add_field("nextAttemptAt", track_iso(next));
      return error;
    }
    default:
      return cw::conflict("Pay the fee for an attempt at this track first", "fee_required");
  }
}

// Raised after the commit, so what was recorded (an attempt expired) stays recorded.
template <class Body>
struct TrackOutcome {
  Body body;
  std::optional<cw::DomainError> refusal;
};

}  // namespace

nlohmann::json CertificationTracks::tracks(const std::optional<cw::Caller>& viewer) {
  const auto now = clock_.now();
  return db_.read([&](pqxx::nontransaction& tx) {
    auto body = nlohmann::json::array();
    const bool engineer = viewer && viewer->is(cw::Role::engineer);
    for (const auto& track : store::tracks(tx)) {
      body.push_back(track_json(track, engineer ? mine_json(track_record_of(tx, viewer->user_id, track.id), now)
                                                : nlohmann::json(nullptr)));
    }
    return body;
  });
}

nlohmann::json CertificationTracks::track(const std::string& id, const std::optional<cw::Caller>& viewer) {
  const auto now = clock_.now();
  return db_.read([&](pqxx::nontransaction& tx) {
    const auto track = existing_track_of(tx, id);
    const bool engineer = viewer && viewer->is(cw::Role::engineer);
    return track_json(track, engineer ? mine_json(track_record_of(tx, viewer->user_id, track.id), now)
                                      : nlohmann::json(nullptr));
  });
}

CertificationTracks::Started CertificationTracks::start(const cw::Caller& caller, const std::string& id) {
  require_track_engineer(caller);
  const auto now = std::chrono::floor<std::chrono::milliseconds>(clock_.now());
  auto outcome = db_.with_transaction([&](pqxx::work& tx) -> TrackOutcome<Started> {
    const auto track = existing_track_of(tx, id);
    // The engineer's row, locked: one start or submission of theirs at a time.
    if (!store::find_profile(tx, caller.user_id, true)) throw cw::forbidden("Only engineers can take a certification track");
    auto record = track_record_of(tx, caller.user_id, track.id);
    if (record.open && resumable(now, track_time_of_ms(record.open->deadline_ms))) {
      return {{attempt_test_json(track, *record.open, store::track_questions(tx, record.open->question_ids), track_ms_of(now)),
               false},
              std::nullopt};
    }
    if (record.open) {
      store::finish_track_attempt(tx, record.open->id, "expired", std::nullopt, record.open->deadline_ms);
      record = track_record_of(tx, caller.user_id, track.id);
    }
    const auto standing = track_standing_of(record, now);
    const auto decision = start_decision(standing, now);
    if (decision != StartDecision::start) return {{}, refusal_to_start(decision, standing, now)};
    const auto pool = store::track_question_ids(tx, track.id);
    if (pool.empty()) throw cw::unavailable("This track's questions are not available yet");
    const auto attempt = store::insert_track_attempt(
        tx, caller.user_id, track.id, draw_questions(pool, track.questions_per_attempt), track_ms_of(now),
        track_ms_of(now + std::chrono::minutes(track.time_limit_minutes)));
    store::use_paid_attempt(tx, caller.user_id, track.id, attempt.id);
    return {{attempt_test_json(track, attempt, store::track_questions(tx, attempt.question_ids), track_ms_of(now)), true},
            std::nullopt};
  });
  if (outcome.refusal) throw *outcome.refusal;
  return outcome.body;
}

nlohmann::json CertificationTracks::submit(const cw::Caller& caller, const std::string& id, std::int64_t attempt_id,
                                           const std::vector<std::int64_t>& answers) {
  require_track_engineer(caller);
  const auto now = std::chrono::floor<std::chrono::milliseconds>(clock_.now());
  bool certified = false;
  auto outcome = db_.with_transaction([&](pqxx::work& tx) -> TrackOutcome<nlohmann::json> {
    const auto track = existing_track_of(tx, id);
    if (!store::find_profile(tx, caller.user_id, true)) throw cw::not_found(kTrackAttemptNotFound);
    const auto attempt = store::track_attempt_of(tx, attempt_id, caller.user_id, track.id);
    if (!attempt) throw cw::not_found(kTrackAttemptNotFound);
    if (attempt->status != "in_progress") throw cw::conflict("This attempt was already submitted", "already_submitted");
    if (!answers_in_time(now, track_time_of_ms(attempt->deadline_ms))) {
      store::finish_track_attempt(tx, attempt->id, "expired", std::nullopt, attempt->deadline_ms);
      return {{},
              cw::conflict("The " + std::to_string(track.time_limit_minutes) +
                               "-minute time limit for this attempt has passed",
                           "time_up")};
    }
    std::vector<int> correct;
    std::vector<int> option_counts;
    for (const auto& question : store::track_questions(tx, attempt->question_ids)) {
      correct.push_back(question.correct_option);
      option_counts.push_back(static_cast<int>(question.options.size()));
    }
    auto result = score_attempt(correct, option_counts, answers);
    result.passed = passes(result.score, result.total, track.pass_percentage);
    store::finish_track_attempt(tx, attempt->id, result.passed ? "passed" : "failed", result.score, track_ms_of(now));
    nlohmann::json body = {{"passed", result.passed},
                           {"percentage", result.percentage},
                           {"score", result.score},
                           {"totalQuestions", result.total},
                           {"passPercentage", track.pass_percentage},
                           {"certificate", nullptr},
                           {"nextAttemptAt", nullptr}};
    if (!result.passed) {
      body["nextAttemptAt"] = track_iso(now + whole_days(kTrackRetakeWaitDays));
      return {body, std::nullopt};
    }
    const auto previous = store::current_certificate(tx, caller.user_id, track.id, true);
    const auto expires = new_certificate_expiry(
        now, previous ? std::optional(track_time_of_ms(previous->expires_ms)) : std::nullopt, track.validity_months);
    std::string certificate_id;
    do {
      certificate_id = new_certificate_id(track.code);
      if (previous) store::supersede_certificate(tx, previous->id, certificate_id);
    } while (!store::insert_certificate(tx, certificate_id, caller.user_id, track.id, attempt->id, result.score,
                                        result.total, track_ms_of(now), track_ms_of(expires)));
    const auto issued = *store::find_certificate(tx, certificate_id);
    cw::events::publish(tx, cw::events::CertificateIssued{issued.id, caller.user_id, track.id, track.title,
                                                          result.score, result.total, issued.issued_at,
                                                          issued.expires_at});
    body["certificate"] = {{"id", issued.id}, {"expiresAt", issued.expires_at}};
    certified = true;
    return {body, std::nullopt};
  });
  if (certified) directory_cache_.invalidate();
  if (outcome.refusal) throw *outcome.refusal;
  return outcome.body;
}

nlohmann::json CertificationTracks::attempts(const cw::Caller& caller, const std::string& id) {
  require_track_engineer(caller);
  return db_.read([&](pqxx::nontransaction& tx) {
    const auto track = existing_track_of(tx, id);
    auto body = nlohmann::json::array();
    for (const auto& attempt : store::track_attempts_of(tx, caller.user_id, track.id)) {
      body.push_back(attempt_history_json(attempt));
    }
    return body;
  });
}

nlohmann::json CertificationTracks::certificate(const std::string& certificate_id) {
  constexpr const char* kCertificateNotFound = "Certificate not found";
  if (!is_certificate_id(certificate_id)) throw cw::not_found(kCertificateNotFound);
  const auto now = clock_.now();
  const auto found = db_.read([&](pqxx::nontransaction& tx) { return store::find_certificate(tx, certificate_id); });
  if (!found) throw cw::not_found(kCertificateNotFound);
  return {{"id", found->id},
          {"track", found->track},
          {"trackTitle", found->track_title},
          {"engineer", {{"id", found->user_id}, {"name", found->engineer_name}}},
          {"score", found->score},
          {"totalQuestions", found->total_questions},
          {"percentage", track_percentage_of(found->score, found->total_questions)},
          {"issuedAt", found->issued_at},
          {"expiresAt", found->expires_at},
          {"status", certificate_status(*found, now)}};
}

void CertificationTracks::on_fee_paid(pqxx::work& tx, const cw::events::CertificationFeePaid& event) {
  if (!store::record_paid_attempt(tx, event.payment_id, event.user_id, event.track, event.amount.cents(),
                                  event.paid_at)) {
    cw::log::info("certification.fee_paid not recorded: already recorded, or no such engineer or track",
                  {{"paymentId", event.payment_id}, {"userId", event.user_id}, {"track", event.track}});
  }
}

std::size_t CertificationTracks::sweep() {
  std::size_t sent = 0;
  for (;;) {
    const auto now = std::chrono::floor<std::chrono::milliseconds>(clock_.now());
    const auto batch = db_.with_transaction([&](pqxx::work& tx) {
      std::size_t in_batch = 0;
      const auto candidates = store::reminder_candidates(tx, track_ms_of(now), kReminderSweepBatch);
      for (const auto& certificate : candidates) {
        const auto due = due_reminder(now, track_time_of_ms(certificate.expires_ms), certificate.reminded_30,
                                      certificate.reminded_7);
        if (!due) continue;
        store::mark_reminded(tx, certificate.id, *due, track_ms_of(now));
        cw::events::publish(tx, cw::events::CertificateExpiring{certificate.id, certificate.user_id,
                                                                certificate.track, certificate.track_title,
                                                                certificate.expires_at, *due});
        ++in_batch;
      }
      return std::pair{in_batch, candidates.size()};
    });
    sent += batch.first;
    if (batch.second < static_cast<std::size_t>(kReminderSweepBatch) || batch.first == 0) break;
  }
  if (sent > 0) cw::log::info("certificate reminders sent", {{"sent", sent}});
  return sent;
}

}  // namespace auth
