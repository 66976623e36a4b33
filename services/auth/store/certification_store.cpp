#include "store/certification_store.hpp"

#include <map>

namespace auth::store {

namespace {

// Every statement that reads attempts reads the columns of read_attempt from the view attempt_rows (migration 0004).

constexpr const char* kQuestionIds = R"sql(
  SELECT id FROM certification_questions ORDER BY id
)sql";

// $1 the ids as an int[] literal; in no particular order.
constexpr const char* kQuestions = R"sql(
  SELECT id, category, difficulty, question, array_to_json(options) AS options, correct_option
  FROM certification_questions
  WHERE id = ANY($1::int[])
)sql";

constexpr const char* kOpenAttempt = R"sql(
  SELECT * FROM attempt_rows WHERE user_id = $1 AND status = 'in_progress' FOR UPDATE
)sql";

constexpr const char* kLastFailed = R"sql(
  SELECT * FROM attempt_rows WHERE user_id = $1 AND status IN ('failed', 'expired') ORDER BY id DESC LIMIT 1
)sql";

constexpr const char* kHasPassed = R"sql(
  SELECT 1 FROM certification_attempts WHERE user_id = $1 AND status = 'passed' LIMIT 1
)sql";

constexpr const char* kAttemptById = R"sql(
  SELECT * FROM attempt_rows WHERE id = $1
)sql";

// $2 the question ids as an int[] literal, $3 the minutes allowed. The new attempt's id: the caller reads it back
// from attempt_rows in the same transaction.
constexpr const char* kInsertAttempt = R"sql(
  INSERT INTO certification_attempts (user_id, question_ids, deadline, total_questions)
  VALUES ($1, $2::int[], now() + make_interval(mins => $3), cardinality($2::int[]))
  RETURNING id
)sql";

// $2 the status, $3 the score. An expired attempt was never submitted.
constexpr const char* kFinishAttempt = R"sql(
  UPDATE certification_attempts SET status = $2, score = $3,
    submitted_at = CASE WHEN $2 = 'expired' THEN NULL ELSE now() END
  WHERE id = $1
)sql";

// The newest fifty.
constexpr const char* kAttemptsOf = R"sql(
  SELECT * FROM attempt_rows WHERE user_id = $1 ORDER BY id DESC LIMIT 50
)sql";

Attempt read_attempt(const pqxx::row& row) {
  Attempt attempt;
  attempt.id = row["id"].as<std::int64_t>();
  for (auto id : cw::db::json_integers(row["question_ids"])) attempt.question_ids.push_back(static_cast<int>(id));
  attempt.status = row["status"].as<std::string>();
  attempt.score = cw::db::optional_field<int>(row["score"]);
  attempt.total_questions = row["total_questions"].as<int>();
  attempt.started_at = row["started_at"].as<std::string>();
  attempt.deadline = row["deadline"].as<std::string>();
  attempt.submitted_at = cw::db::optional_field<std::string>(row["submitted_at"]);
  attempt.deadline_epoch = row["deadline_epoch"].as<long long>();
  attempt.ended_epoch = row["ended_epoch"].as<long long>();
  return attempt;
}

Question read_question(const pqxx::row& row) {
  Question question;
  question.id = row["id"].as<int>();
  question.category = row["category"].as<std::string>();
  question.difficulty = row["difficulty"].as<std::string>();
  question.text = row["question"].as<std::string>();
  question.options = cw::db::json_strings(row["options"]);
  question.correct_option = row["correct_option"].as<int>();
  return question;
}

}  // namespace

std::vector<cw::db::NamedQuery> certification_queries() {
  return {
      {"certification_question_ids", kQuestionIds},
      {"certification_questions", kQuestions},
      {"certification_open_attempt", kOpenAttempt},
      {"certification_last_failed", kLastFailed},
      {"certification_attempt_by_id", kAttemptById},
      {"certification_has_passed", kHasPassed},
      {"certification_insert_attempt", kInsertAttempt},
      {"certification_finish_attempt", kFinishAttempt},
      {"certification_attempts_of", kAttemptsOf},
  };
}

std::vector<int> question_ids(pqxx::transaction_base& tx) {
  std::vector<int> ids;
  for (const auto& row : tx.exec_prepared("certification_question_ids")) ids.push_back(row["id"].as<int>());
  return ids;
}

std::vector<Question> questions(pqxx::transaction_base& tx, const std::vector<int>& ids) {
  std::map<int, Question> by_id;
  for (const auto& row : tx.exec_prepared("certification_questions", cw::db::int_array_literal(ids))) {
    auto question = read_question(row);
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

bool has_passed(pqxx::transaction_base& tx, std::int64_t user_id) {
  return !tx.exec_prepared("certification_has_passed", user_id).empty();
}

Attempt insert_attempt(pqxx::transaction_base& tx, std::int64_t user_id, const std::vector<int>& ids, int minutes) {
  const auto id = tx.exec_prepared1("certification_insert_attempt", user_id, cw::db::int_array_literal(ids), minutes)
                      ["id"].as<std::int64_t>();
  return read_attempt(tx.exec_prepared1("certification_attempt_by_id", id));
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
