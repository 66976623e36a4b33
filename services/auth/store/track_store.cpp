#include "store/track_store.hpp"

#include <cw/events/envelope.hpp>

#include <chrono>
#include <map>

namespace auth::store {

namespace {

// Times of auth's clock arrive as ISO text with milliseconds (iso_at()): parsed exactly, unlike a float of seconds.
#define CW_AT(n) "(" n "::timestamptz)"

constexpr const char* kTrackColumns = R"sql(
  SELECT t.id, t.code, t.title, t.description, array_to_json(t.topics) AS topics, t.questions_per_attempt,
    t.time_limit_minutes, t.pass_percentage, t.validity_months,
    (SELECT count(*) FROM track_questions q WHERE q.track = t.id)::int AS bank_size
  FROM certification_tracks t
)sql";

const std::string kTrackList = std::string(kTrackColumns) + " ORDER BY t.sort_order";
const std::string kTrackById = std::string(kTrackColumns) + " WHERE t.id = $1";

constexpr const char* kTrackQuestionIds = "SELECT id FROM track_questions WHERE track = $1 ORDER BY id";

// $1 the ids as an int[] literal; in no particular order.
constexpr const char* kTrackQuestions = R"sql(
  SELECT id, category, difficulty, question, array_to_json(options) AS options, correct_option
  FROM track_questions WHERE id = ANY($1::int[])
)sql";

// Only for an engineer who has not deleted their account, and a track that exists.
constexpr const char* kTrackRecordPaidAttempt = R"sql(
  INSERT INTO track_paid_attempts (payment_id, user_id, track, amount_cents, paid_at)
  SELECT $1, $2, $3, $4, $5
  WHERE EXISTS (SELECT 1 FROM users WHERE id = $2 AND role = 'engineer' AND deleted_at IS NULL)
    AND EXISTS (SELECT 1 FROM certification_tracks WHERE id = $3)
  ON CONFLICT (payment_id) DO NOTHING
  RETURNING payment_id
)sql";

constexpr const char* kTrackPaidAttemptsAvailable = R"sql(
  SELECT count(*)::int AS available FROM track_paid_attempts WHERE user_id = $1 AND track = $2 AND attempt_id IS NULL
)sql";

constexpr const char* kTrackUsePaidAttempt = R"sql(
  UPDATE track_paid_attempts SET attempt_id = $3
  WHERE payment_id = (SELECT payment_id FROM track_paid_attempts
                      WHERE user_id = $1 AND track = $2 AND attempt_id IS NULL
                      ORDER BY received_at, payment_id LIMIT 1 FOR UPDATE)
  RETURNING payment_id
)sql";

constexpr const char* kTrackAttemptColumns = R"sql(
  SELECT id, user_id, track, array_to_json(question_ids) AS question_ids, status, score, total_questions,
    iso_utc(started_at) AS started_at, iso_utc(deadline) AS deadline, iso_utc(finished_at) AS finished_at,
    (extract(epoch FROM deadline) * 1000)::bigint AS deadline_ms,
    (extract(epoch FROM finished_at) * 1000)::bigint AS finished_ms
  FROM track_attempts
)sql";

const std::string kTrackOpenAttempt =
    std::string(kTrackAttemptColumns) + " WHERE user_id = $1 AND track = $2 AND status = 'in_progress'";
const std::string kTrackLastFinished = std::string(kTrackAttemptColumns) +
                                  " WHERE user_id = $1 AND track = $2 AND status <> 'in_progress' ORDER BY id DESC LIMIT 1";
const std::string kTrackAttemptOf =
    std::string(kTrackAttemptColumns) + " WHERE id = $1 AND user_id = $2 AND track = $3";
const std::string kTrackAttemptById = std::string(kTrackAttemptColumns) + " WHERE id = $1";
const std::string kTrackAttemptsOf =
    std::string(kTrackAttemptColumns) + " WHERE user_id = $1 AND track = $2 ORDER BY id DESC LIMIT 50";

// $3 the question ids as an int[] literal, $4 and $5 the start and the deadline (ms).
constexpr const char* kTrackInsertAttempt = R"sql(
  INSERT INTO track_attempts (user_id, track, question_ids, total_questions, started_at, deadline)
  VALUES ($1, $2, $3::int[], cardinality($3::int[]), )sql" CW_AT("$4") ", " CW_AT("$5") R"sql()
  RETURNING id
)sql";

constexpr const char* kTrackFinishAttempt =
    "UPDATE track_attempts SET status = $2, score = $3, finished_at = " CW_AT("$4") " WHERE id = $1";

constexpr const char* kTrackCertificateColumns = R"sql(
  SELECT c.id, c.user_id, c.track, t.title AS track_title, u.first_name || ' ' || u.last_name AS engineer_name,
    c.score, c.total_questions, iso_utc(c.issued_at) AS issued_at, iso_utc(c.expires_at) AS expires_at,
    (extract(epoch FROM c.expires_at) * 1000)::bigint AS expires_ms, c.superseded_by IS NOT NULL AS superseded,
    c.reminded_30_at IS NOT NULL AS reminded_30, c.reminded_7_at IS NOT NULL AS reminded_7
  FROM track_certificates c
  JOIN certification_tracks t ON t.id = c.track
  JOIN users u ON u.id = c.user_id
)sql";

const std::string kTrackCurrentCertificate =
    std::string(kTrackCertificateColumns) + " WHERE c.user_id = $1 AND c.track = $2 AND c.superseded_by IS NULL";
const std::string kTrackCurrentCertificateLocked = kTrackCurrentCertificate + " FOR UPDATE OF c";
const std::string kTrackCertificateById = std::string(kTrackCertificateColumns) + " WHERE c.id = $1 AND u.deleted_at IS NULL";

constexpr const char* kTrackInsertCertificate = R"sql(
  INSERT INTO track_certificates (id, user_id, track, attempt_id, score, total_questions, issued_at, expires_at)
  VALUES ($1, $2, $3, $4, $5, $6, )sql" CW_AT("$7") ", " CW_AT("$8") R"sql()
  ON CONFLICT (id) DO NOTHING
  RETURNING id
)sql";

constexpr const char* kTrackSupersede = "UPDATE track_certificates SET superseded_by = $2 WHERE id = $1";

// $1 the engineers as a bigint[] literal, $2 now (ms).
constexpr const char* kTrackValidCertificates = R"sql(
  SELECT c.user_id, c.track, t.title, t.code, c.id, iso_utc(c.expires_at) AS expires_at
  FROM track_certificates c
  JOIN certification_tracks t ON t.id = c.track
  WHERE c.user_id = ANY($1::bigint[]) AND c.superseded_by IS NULL AND c.expires_at > )sql" CW_AT("$2") R"sql(
  ORDER BY c.user_id, t.sort_order
)sql";

constexpr const char* kTrackLatestLapse = R"sql(
  SELECT coalesce(max((extract(epoch FROM expires_at) * 1000)::bigint), 0) AS lapse
  FROM track_certificates WHERE superseded_by IS NULL AND expires_at <= )sql" CW_AT("$1");

// $1 now (ms), $2 the batch size.
const std::string kTrackReminderCandidates = std::string(kTrackCertificateColumns) + R"sql(
  WHERE c.superseded_by IS NULL AND c.reminded_7_at IS NULL
    AND c.expires_at > )sql" CW_AT("$1") R"sql( AND c.expires_at <= )sql" CW_AT("$1") R"sql( + interval '30 days'
    AND (c.reminded_30_at IS NULL OR c.expires_at <= )sql" CW_AT("$1") R"sql( + interval '7 days')
  ORDER BY c.expires_at, c.id
  LIMIT $2
  FOR UPDATE OF c SKIP LOCKED
)sql";

constexpr const char* kTrackMarkReminded30 = "UPDATE track_certificates SET reminded_30_at = " CW_AT("$2") " WHERE id = $1";
constexpr const char* kTrackMarkReminded7 = "UPDATE track_certificates SET reminded_7_at = " CW_AT("$2") " WHERE id = $1";

#undef CW_AT

std::string iso_at(std::int64_t ms) {
  return cw::events::iso_utc(std::chrono::system_clock::time_point(std::chrono::milliseconds(ms)));
}

Track read_track(const pqxx::row& row) {
  return Track{row["id"].as<std::string>(),
               row["code"].as<std::string>(),
               row["title"].as<std::string>(),
               row["description"].as<std::string>(),
               cw::db::json_strings(row["topics"]),
               row["questions_per_attempt"].as<int>(),
               row["time_limit_minutes"].as<int>(),
               row["pass_percentage"].as<int>(),
               row["validity_months"].as<int>(),
               row["bank_size"].as<int>()};
}

TrackAttempt read_track_attempt(const pqxx::row& row) {
  TrackAttempt attempt;
  attempt.id = row["id"].as<std::int64_t>();
  attempt.user_id = row["user_id"].as<std::int64_t>();
  attempt.track = row["track"].as<std::string>();
  for (auto id : cw::db::json_integers(row["question_ids"])) attempt.question_ids.push_back(static_cast<int>(id));
  attempt.status = row["status"].as<std::string>();
  attempt.score = cw::db::optional_field<int>(row["score"]);
  attempt.total_questions = row["total_questions"].as<int>();
  attempt.started_at = row["started_at"].as<std::string>();
  attempt.deadline = row["deadline"].as<std::string>();
  attempt.finished_at = cw::db::optional_field<std::string>(row["finished_at"]);
  attempt.deadline_ms = row["deadline_ms"].as<std::int64_t>();
  attempt.finished_ms = cw::db::optional_field<std::int64_t>(row["finished_ms"]);
  return attempt;
}

Certificate read_track_certificate(const pqxx::row& row) {
  Certificate certificate;
  certificate.id = row["id"].as<std::string>();
  certificate.user_id = row["user_id"].as<std::int64_t>();
  certificate.track = row["track"].as<std::string>();
  certificate.track_title = row["track_title"].as<std::string>();
  certificate.engineer_name = row["engineer_name"].as<std::string>();
  certificate.score = row["score"].as<int>();
  certificate.total_questions = row["total_questions"].as<int>();
  certificate.issued_at = row["issued_at"].as<std::string>();
  certificate.expires_at = row["expires_at"].as<std::string>();
  certificate.expires_ms = row["expires_ms"].as<std::int64_t>();
  certificate.superseded = row["superseded"].as<bool>();
  certificate.reminded_30 = row["reminded_30"].as<bool>();
  certificate.reminded_7 = row["reminded_7"].as<bool>();
  return certificate;
}

std::optional<TrackAttempt> one_track_attempt(const pqxx::result& rows) {
  if (rows.empty()) return std::nullopt;
  return read_track_attempt(rows[0]);
}

std::optional<Certificate> one_track_certificate(const pqxx::result& rows) {
  if (rows.empty()) return std::nullopt;
  return read_track_certificate(rows[0]);
}

}  // namespace

std::vector<cw::db::NamedQuery> track_queries() {
  return {
      {"tracks", kTrackList.c_str()},
      {"track_by_id", kTrackById.c_str()},
      {"track_question_ids", kTrackQuestionIds},
      {"track_questions", kTrackQuestions},
      {"track_record_paid_attempt", kTrackRecordPaidAttempt},
      {"track_paid_attempts_available", kTrackPaidAttemptsAvailable},
      {"track_use_paid_attempt", kTrackUsePaidAttempt},
      {"track_open_attempt", kTrackOpenAttempt.c_str()},
      {"track_last_finished_attempt", kTrackLastFinished.c_str()},
      {"track_attempt_of", kTrackAttemptOf.c_str()},
      {"track_attempt_by_id", kTrackAttemptById.c_str()},
      {"track_attempts_of", kTrackAttemptsOf.c_str()},
      {"track_insert_attempt", kTrackInsertAttempt},
      {"track_finish_attempt", kTrackFinishAttempt},
      {"track_current_certificate", kTrackCurrentCertificate.c_str()},
      {"track_current_certificate_locked", kTrackCurrentCertificateLocked.c_str()},
      {"track_certificate_by_id", kTrackCertificateById.c_str()},
      {"track_insert_certificate", kTrackInsertCertificate},
      {"track_supersede_certificate", kTrackSupersede},
      {"track_valid_certificates", kTrackValidCertificates},
      {"track_latest_lapse", kTrackLatestLapse},
      {"track_reminder_candidates", kTrackReminderCandidates.c_str()},
      {"track_mark_reminded_30", kTrackMarkReminded30},
      {"track_mark_reminded_7", kTrackMarkReminded7},
  };
}

std::vector<Track> tracks(pqxx::transaction_base& tx) {
  std::vector<Track> found;
  for (const auto& row : tx.exec_prepared("tracks")) found.push_back(read_track(row));
  return found;
}

std::optional<Track> find_track(pqxx::transaction_base& tx, const std::string& track) {
  auto rows = tx.exec_prepared("track_by_id", track);
  if (rows.empty()) return std::nullopt;
  return read_track(rows[0]);
}

std::vector<int> track_question_ids(pqxx::transaction_base& tx, const std::string& track) {
  std::vector<int> ids;
  for (const auto& row : tx.exec_prepared("track_question_ids", track)) ids.push_back(row["id"].as<int>());
  return ids;
}

std::vector<Question> track_questions(pqxx::transaction_base& tx, const std::vector<int>& ids) {
  std::map<int, Question> by_id;
  for (const auto& row : tx.exec_prepared("track_questions", cw::db::int_array_literal(ids))) {
    Question question;
    question.id = row["id"].as<int>();
    question.category = row["category"].as<std::string>();
    question.difficulty = row["difficulty"].as<std::string>();
    question.text = row["question"].as<std::string>();
    question.options = cw::db::json_strings(row["options"]);
    question.correct_option = row["correct_option"].as<int>();
    by_id[question.id] = question;
  }
  std::vector<Question> ordered;
  for (int id : ids) {
    if (auto it = by_id.find(id); it != by_id.end()) ordered.push_back(it->second);
  }
  return ordered;
}

bool record_paid_attempt(pqxx::transaction_base& tx, const std::string& payment_id, std::int64_t user_id,
                         const std::string& track, std::int64_t amount_cents, const std::string& paid_at) {
  return !tx.exec_prepared("track_record_paid_attempt", payment_id, user_id, track, amount_cents, paid_at).empty();
}

int paid_attempts_available(pqxx::transaction_base& tx, std::int64_t user_id, const std::string& track) {
  return tx.exec_prepared1("track_paid_attempts_available", user_id, track)["available"].as<int>();
}

bool use_paid_attempt(pqxx::transaction_base& tx, std::int64_t user_id, const std::string& track,
                      std::int64_t attempt_id) {
  return !tx.exec_prepared("track_use_paid_attempt", user_id, track, attempt_id).empty();
}

std::optional<TrackAttempt> open_track_attempt(pqxx::transaction_base& tx, std::int64_t user_id,
                                               const std::string& track) {
  return one_track_attempt(tx.exec_prepared("track_open_attempt", user_id, track));
}

std::optional<TrackAttempt> last_finished_track_attempt(pqxx::transaction_base& tx, std::int64_t user_id,
                                                        const std::string& track) {
  return one_track_attempt(tx.exec_prepared("track_last_finished_attempt", user_id, track));
}

std::optional<TrackAttempt> track_attempt_of(pqxx::transaction_base& tx, std::int64_t attempt_id,
                                             std::int64_t user_id, const std::string& track) {
  return one_track_attempt(tx.exec_prepared("track_attempt_of", attempt_id, user_id, track));
}

TrackAttempt insert_track_attempt(pqxx::transaction_base& tx, std::int64_t user_id, const std::string& track,
                                  const std::vector<int>& question_ids, std::int64_t started_ms,
                                  std::int64_t deadline_ms) {
  const auto id = tx.exec_prepared1("track_insert_attempt", user_id, track, cw::db::int_array_literal(question_ids),
                                    iso_at(started_ms), iso_at(deadline_ms))["id"]
                      .as<std::int64_t>();
  return read_track_attempt(tx.exec_prepared1("track_attempt_by_id", id));
}

void finish_track_attempt(pqxx::transaction_base& tx, std::int64_t attempt_id, const std::string& status,
                          std::optional<int> score, std::int64_t finished_ms) {
  tx.exec_prepared("track_finish_attempt", attempt_id, status, score, iso_at(finished_ms));
}

std::vector<TrackAttempt> track_attempts_of(pqxx::transaction_base& tx, std::int64_t user_id,
                                            const std::string& track) {
  std::vector<TrackAttempt> attempts;
  for (const auto& row : tx.exec_prepared("track_attempts_of", user_id, track)) attempts.push_back(read_track_attempt(row));
  return attempts;
}

std::optional<Certificate> current_certificate(pqxx::transaction_base& tx, std::int64_t user_id,
                                               const std::string& track, bool for_update) {
  return one_track_certificate(
      tx.exec_prepared(for_update ? "track_current_certificate_locked" : "track_current_certificate", user_id, track));
}

std::optional<Certificate> find_certificate(pqxx::transaction_base& tx, const std::string& id) {
  return one_track_certificate(tx.exec_prepared("track_certificate_by_id", id));
}

bool insert_certificate(pqxx::transaction_base& tx, const std::string& id, std::int64_t user_id,
                        const std::string& track, std::int64_t attempt_id, int score, int total_questions,
                        std::int64_t issued_ms, std::int64_t expires_ms) {
  return !tx.exec_prepared("track_insert_certificate", id, user_id, track, attempt_id, score, total_questions,
                           iso_at(issued_ms), iso_at(expires_ms))
              .empty();
}

void supersede_certificate(pqxx::transaction_base& tx, const std::string& old_id, const std::string& new_id) {
  tx.exec_prepared("track_supersede_certificate", old_id, new_id);
}

std::vector<CertificateBadge> valid_certificates(pqxx::transaction_base& tx, const std::vector<std::int64_t>& user_ids,
                                                 std::int64_t now_ms) {
  std::vector<CertificateBadge> badges;
  if (user_ids.empty()) return badges;
  for (const auto& row : tx.exec_prepared("track_valid_certificates", cw::db::int_array_literal(user_ids), iso_at(now_ms))) {
    badges.push_back({row["user_id"].as<std::int64_t>(), row["track"].as<std::string>(),
                      row["title"].as<std::string>(), row["code"].as<std::string>(), row["id"].as<std::string>(),
                      row["expires_at"].as<std::string>()});
  }
  return badges;
}

std::int64_t latest_lapse_ms(pqxx::transaction_base& tx, std::int64_t now_ms) {
  return tx.exec_prepared1("track_latest_lapse", iso_at(now_ms))["lapse"].as<std::int64_t>();
}

std::vector<Certificate> reminder_candidates(pqxx::transaction_base& tx, std::int64_t now_ms, int limit) {
  std::vector<Certificate> found;
  for (const auto& row : tx.exec_prepared("track_reminder_candidates", iso_at(now_ms), limit)) {
    found.push_back(read_track_certificate(row));
  }
  return found;
}

void mark_reminded(pqxx::transaction_base& tx, const std::string& certificate_id, int days_before,
                   std::int64_t now_ms) {
  tx.exec_prepared(days_before == 7 ? "track_mark_reminded_7" : "track_mark_reminded_30", certificate_id, iso_at(now_ms));
}

}  // namespace auth::store
