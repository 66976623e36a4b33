#include "store/certification_store.hpp"

#include <map>

namespace auth::store {

namespace {

#define ATTEMPT_COLUMNS                                                                                     \
  "id, array_to_json(question_ids), status, score, total_questions, "                                                      \
  "to_char(started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"'), "                          \
  "to_char(deadline AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"'), "                            \
  "to_char(submitted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"'), "                        \
  "floor(extract(epoch FROM deadline))::bigint, floor(extract(epoch FROM coalesce(submitted_at, deadline)))::bigint"

Attempt read_attempt(const pqxx::row& row) {
  Attempt attempt;
  attempt.id = row[0].as<std::int64_t>();
  for (auto id : cw::db::json_integers(row[1])) attempt.question_ids.push_back(static_cast<int>(id));
  attempt.status = row[2].as<std::string>();
  attempt.score = cw::db::optional_field<int>(row[3]);
  attempt.total_questions = row[4].as<int>();
  attempt.started_at = row[5].as<std::string>();
  attempt.deadline = row[6].as<std::string>();
  attempt.submitted_at = cw::db::optional_field<std::string>(row[7]);
  attempt.deadline_epoch = row[8].as<long long>();
  attempt.ended_epoch = row[9].as<long long>();
  return attempt;
}

}  // namespace

std::vector<cw::db::NamedQuery> certification_queries() {
  return {
      {"certification_question_ids", "SELECT id FROM certification_questions ORDER BY id"},
      {"certification_questions",
       "SELECT id, category, difficulty, question, array_to_json(options), correct_option FROM certification_questions "
       "WHERE id = ANY($1::int[])"},
      {"certification_open_attempt",
       "SELECT " ATTEMPT_COLUMNS " FROM certification_attempts WHERE user_id = $1 AND status = 'in_progress' FOR UPDATE"},
      {"certification_last_failed",
       "SELECT " ATTEMPT_COLUMNS " FROM certification_attempts WHERE user_id = $1 AND status IN ('failed', 'expired') "
       "ORDER BY id DESC LIMIT 1"},
      {"certification_insert_attempt",
       "INSERT INTO certification_attempts (user_id, question_ids, deadline, total_questions) "
       "VALUES ($1, $2::int[], now() + make_interval(mins => $3), cardinality($2::int[])) RETURNING " ATTEMPT_COLUMNS},
      {"certification_finish_attempt",
       "UPDATE certification_attempts SET status = $2, score = $3, "
       "submitted_at = CASE WHEN $2 = 'expired' THEN NULL ELSE now() END WHERE id = $1"},
      {"certification_attempts_of",
       "SELECT " ATTEMPT_COLUMNS " FROM certification_attempts WHERE user_id = $1 ORDER BY id DESC LIMIT 50"},
  };
}

std::vector<int> question_ids(pqxx::transaction_base& tx) {
  std::vector<int> ids;
  for (const auto& row : tx.exec_prepared("certification_question_ids")) ids.push_back(row[0].as<int>());
  return ids;
}

std::vector<Question> questions(pqxx::transaction_base& tx, const std::vector<int>& ids) {
  std::map<int, Question> by_id;
  for (const auto& row : tx.exec_prepared("certification_questions", cw::db::int_array_literal(ids))) {
    Question question{row[0].as<int>(), row[1].as<std::string>(), row[2].as<std::string>(), row[3].as<std::string>(),
                      cw::db::json_strings(row[4]), row[5].as<int>()};
    by_id[question.id] = question;
  }
  std::vector<Question> ordered;
  for (int id : ids) {
    if (auto it = by_id.find(id); it != by_id.end()) ordered.push_back(it->second);
  }
  return ordered;
}

std::optional<Attempt> open_attempt(pqxx::transaction_base& tx, std::int64_t user_id) {
  auto rows = tx.exec_prepared("certification_open_attempt", user_id);
  if (rows.empty()) return std::nullopt;
  return read_attempt(rows[0]);
}

std::optional<Attempt> last_failed_attempt(pqxx::transaction_base& tx, std::int64_t user_id) {
  auto rows = tx.exec_prepared("certification_last_failed", user_id);
  if (rows.empty()) return std::nullopt;
  return read_attempt(rows[0]);
}

Attempt insert_attempt(pqxx::transaction_base& tx, std::int64_t user_id, const std::vector<int>& ids, int minutes) {
  return read_attempt(tx.exec_prepared("certification_insert_attempt", user_id, cw::db::int_array_literal(ids), minutes)[0]);
}

void finish_attempt(pqxx::transaction_base& tx, std::int64_t attempt_id, const std::string& status,
                    std::optional<int> score) {
  tx.exec_prepared("certification_finish_attempt", attempt_id, status, score);
}

std::vector<Attempt> attempts_of(pqxx::transaction_base& tx, std::int64_t user_id) {
  std::vector<Attempt> attempts;
  for (const auto& row : tx.exec_prepared("certification_attempts_of", user_id)) attempts.push_back(read_attempt(row));
  return attempts;
}

}  // namespace auth::store
