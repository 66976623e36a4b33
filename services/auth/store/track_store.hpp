#pragma once
// All SQL of the paid certification tracks: the tracks and their banks, paid attempts, attempts and certificates.
// Times go in and come out as milliseconds since the epoch of auth's clock (never the database's now()), and as ISO
// text for what the API shows.
#include "store/certification_store.hpp"

#include <cw/db.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace auth::store {

std::vector<cw::db::NamedQuery> track_queries();

struct Track {
  std::string id;
  std::string code;
  std::string title;
  std::string description;
  std::vector<std::string> topics;
  int questions_per_attempt = 0;
  int time_limit_minutes = 0;
  int pass_percentage = 0;
  int validity_months = 0;
  int bank_size = 0;
};

struct TrackAttempt {
  std::int64_t id = 0;
  std::int64_t user_id = 0;
  std::string track;
  std::vector<int> question_ids;
  std::string status;  // in_progress, passed, failed, expired
  std::optional<int> score;
  int total_questions = 0;
  std::string started_at;
  std::string deadline;
  std::optional<std::string> finished_at;
  std::int64_t deadline_ms = 0;
  std::optional<std::int64_t> finished_ms;
};

struct Certificate {
  std::string id;
  std::int64_t user_id = 0;
  std::string track;
  std::string track_title;
  std::string engineer_name;  // first and last name
  int score = 0;
  int total_questions = 0;
  std::string issued_at;
  std::string expires_at;
  std::int64_t expires_ms = 0;
  bool superseded = false;
  bool reminded_30 = false;
  bool reminded_7 = false;
};

// A valid certificate as engineer JSON shows it (trackCertifications).
struct CertificateBadge {
  std::int64_t user_id = 0;
  std::string track;
  std::string title;
  std::string code;
  std::string certificate_id;
  std::string expires_at;
};

std::vector<Track> tracks(pqxx::transaction_base& tx);
std::optional<Track> find_track(pqxx::transaction_base& tx, const std::string& track);
std::vector<int> track_question_ids(pqxx::transaction_base& tx, const std::string& track);
// In the order of ids (the general test's Question shape).
std::vector<Question> track_questions(pqxx::transaction_base& tx, const std::vector<int>& ids);

// certification.fee_paid: false when the payment was recorded already, or names no engineer or no track.
bool record_paid_attempt(pqxx::transaction_base& tx, const std::string& payment_id, std::int64_t user_id,
                         const std::string& track, std::int64_t amount_cents, const std::string& paid_at);
int paid_attempts_available(pqxx::transaction_base& tx, std::int64_t user_id, const std::string& track);
// Marks the oldest unused paid attempt used by the attempt; false when there was none.
bool use_paid_attempt(pqxx::transaction_base& tx, std::int64_t user_id, const std::string& track,
                      std::int64_t attempt_id);

// The attempt in progress (not locked: a use case that changes attempts locks the engineer's profile row first).
std::optional<TrackAttempt> open_track_attempt(pqxx::transaction_base& tx, std::int64_t user_id,
                                               const std::string& track);
// The newest attempt that ended (passed, failed or expired).
std::optional<TrackAttempt> last_finished_track_attempt(pqxx::transaction_base& tx, std::int64_t user_id,
                                                        const std::string& track);
// The caller's attempt of the track; none when it is someone else's or another track's.
std::optional<TrackAttempt> track_attempt_of(pqxx::transaction_base& tx, std::int64_t attempt_id,
                                             std::int64_t user_id, const std::string& track);
TrackAttempt insert_track_attempt(pqxx::transaction_base& tx, std::int64_t user_id, const std::string& track,
                                  const std::vector<int>& question_ids, std::int64_t started_ms,
                                  std::int64_t deadline_ms);
void finish_track_attempt(pqxx::transaction_base& tx, std::int64_t attempt_id, const std::string& status,
                          std::optional<int> score, std::int64_t finished_ms);
// Newest first (the last 50).
std::vector<TrackAttempt> track_attempts_of(pqxx::transaction_base& tx, std::int64_t user_id,
                                            const std::string& track);

// The engineer's current (not superseded) certificate of the track, even lapsed; locked when for_update.
std::optional<Certificate> current_certificate(pqxx::transaction_base& tx, std::int64_t user_id,
                                               const std::string& track, bool for_update = false);
std::optional<Certificate> find_certificate(pqxx::transaction_base& tx, const std::string& id);
// False when the id is taken (draw another).
bool insert_certificate(pqxx::transaction_base& tx, const std::string& id, std::int64_t user_id,
                        const std::string& track, std::int64_t attempt_id, int score, int total_questions,
                        std::int64_t issued_ms, std::int64_t expires_ms);
void supersede_certificate(pqxx::transaction_base& tx, const std::string& old_id, const std::string& new_id);

// The valid certificates of these engineers at now_ms, by engineer and the tracks' order.
std::vector<CertificateBadge> valid_certificates(pqxx::transaction_base& tx, const std::vector<std::int64_t>& user_ids,
                                                 std::int64_t now_ms);
// When the latest current certificate lapsed by now_ms (0 for none): a lapse changes what the directory shows.
std::int64_t latest_lapse_ms(pqxx::transaction_base& tx, std::int64_t now_ms);

// Current certificates with a reminder perhaps due at now_ms (30 days or fewer left, the 7-day one not sent), the
// soonest to lapse first, locked (others skip them).
std::vector<Certificate> reminder_candidates(pqxx::transaction_base& tx, std::int64_t now_ms, int limit);
void mark_reminded(pqxx::transaction_base& tx, const std::string& certificate_id, int days_before,
                   std::int64_t now_ms);

}  // namespace auth::store
