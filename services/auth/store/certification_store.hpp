#pragma once
// All SQL of the certification test: the question bank and the attempts.
#include <cw/db.hpp>

#include <optional>
#include <string>
#include <vector>

namespace auth::store {

std::vector<cw::db::NamedQuery> certification_queries();

struct Question {
  int id = 0;
  std::string category;
  std::string difficulty;
  std::string text;
  std::vector<std::string> options;
  int correct_option = 0;
};

struct Attempt {
  std::int64_t id = 0;
  std::vector<int> question_ids;
  std::string status;  // in_progress, passed, failed, expired
  std::optional<int> score;
  int total_questions = 0;
  std::string started_at;
  std::string deadline;
  std::optional<std::string> submitted_at;
  long long deadline_epoch = 0;  // seconds
  long long ended_epoch = 0;     // submitted_at, or the deadline for an expired attempt
};

std::vector<int> question_ids(pqxx::transaction_base& tx);
// In the order of ids.
std::vector<Question> questions(pqxx::transaction_base& tx, const std::vector<int>& ids);

std::optional<Attempt> open_attempt(pqxx::transaction_base& tx, std::int64_t user_id);
std::optional<Attempt> last_failed_attempt(pqxx::transaction_base& tx, std::int64_t user_id);
// Whether the engineer ever passed the test (an admin approves only such an engineer).
bool has_passed(pqxx::transaction_base& tx, std::int64_t user_id);
Attempt insert_attempt(pqxx::transaction_base& tx, std::int64_t user_id, const std::vector<int>& ids, int minutes);
void finish_attempt(pqxx::transaction_base& tx, std::int64_t attempt_id, const std::string& status,
                    std::optional<int> score);
std::vector<Attempt> attempts_of(pqxx::transaction_base& tx, std::int64_t user_id);

}  // namespace auth::store
