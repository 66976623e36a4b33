#pragma once
// All SQL of project files.
#include "domain/project_file.hpp"

#include <cw/db.hpp>

#include <optional>
#include <string>
#include <vector>

namespace projects::store {

std::vector<cw::db::NamedQuery> file_queries();

struct NewFile {
  std::int64_t project_id = 0;
  std::string name;
  std::string format;
  std::string content_type;
  std::int64_t size_bytes = 0;
  std::string sha256;
  std::int64_t uploader_id = 0;
  std::optional<std::string> preflight_status;
  std::string preflight;  // JSON, "" when none
};
// The next version of the name on the project (1 for a new name). The caller holds the project's lock.
ProjectFile insert_file(pqxx::transaction_base& tx, const NewFile& file);
// Every version, newest first.
std::vector<ProjectFile> files_of_project(pqxx::transaction_base& tx, std::int64_t project_id);
// The newest version of the name on the project, if the name was uploaded before.
std::optional<ProjectFile> latest_file_named(pqxx::transaction_base& tx, std::int64_t project_id,
                                             const std::string& name);
std::optional<ProjectFile> find_file(pqxx::transaction_base& tx, std::int64_t project_id, std::int64_t file_id);
// The versions of these ids that belong to the project (others are left out).
std::vector<ProjectFile> files_by_ids(pqxx::transaction_base& tx, std::int64_t project_id,
                                      const std::vector<std::int64_t>& ids);
// How many files the user uploaded to the project (every version counts).
std::int64_t uploads_by(pqxx::transaction_base& tx, std::int64_t project_id, std::int64_t uploader_id);
void waive_preflight(pqxx::transaction_base& tx, std::int64_t file_id, std::int64_t client_id);

}  // namespace projects::store
