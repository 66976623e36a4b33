#include "store/file_store.hpp"

#include "store/party_row.hpp"

#include <nlohmann/json.hpp>

namespace projects::store {

namespace {

constexpr const char* kFileInsert = R"sql(
  INSERT INTO project_files (project_id, name, version, format, content_type, size_bytes, sha256, uploader_id,
    preflight, preflight_status)
  SELECT $1, $2, coalesce(max(version), 0) + 1, $3, $4, $5, $6, $7, nullif($8, '')::jsonb, $9
  FROM project_files WHERE project_id = $1 AND name = $2
  RETURNING id
)sql";

constexpr const char* kFilesOfProject = R"sql(
  SELECT * FROM project_file_rows WHERE project_id = $1 ORDER BY id DESC
)sql";

constexpr const char* kLatestFileNamed = R"sql(
  SELECT * FROM project_file_rows WHERE project_id = $1 AND name = $2 ORDER BY version DESC LIMIT 1
)sql";

constexpr const char* kFileById = R"sql(
  SELECT * FROM project_file_rows WHERE project_id = $1 AND id = $2
)sql";

// Ids as a JSON array (no array parser of libpqxx's).
constexpr const char* kFilesByIds = R"sql(
  SELECT * FROM project_file_rows
  WHERE project_id = $1 AND id IN (SELECT value::bigint FROM jsonb_array_elements_text($2::jsonb))
  ORDER BY name, version
)sql";

constexpr const char* kUploadsBy = R"sql(
  SELECT count(*) FROM project_files WHERE project_id = $1 AND uploader_id = $2
)sql";

constexpr const char* kWaivePreflight = R"sql(
  UPDATE project_files SET preflight_waived_by = $2, preflight_waived_at = now()
  WHERE id = $1 AND preflight_waived_by IS NULL
)sql";

ProjectFile read_file(const pqxx::row& row) {
  ProjectFile file;
  file.id = row["id"].as<std::int64_t>();
  file.project_id = row["project_id"].as<std::int64_t>();
  file.name = row["name"].as<std::string>();
  file.version = row["version"].as<int>();
  file.format = row["format"].as<std::string>();
  file.content_type = row["content_type"].as<std::string>();
  file.size_bytes = row["size_bytes"].as<std::int64_t>();
  file.sha256 = row["sha256"].as<std::string>();
  file.uploader = read_party(row, "uploader", row["uploader_id"].as<std::int64_t>());
  file.uploader_role = row["uploader_role"].as<std::string>();
  file.uploaded_at = row["uploaded_at"].as<std::string>();
  file.preflight_status = cw::db::optional_field<std::string>(row["preflight_status"]);
  if (!row["preflight"].is_null()) file.preflight = row["preflight"].as<std::string>();
  file.preflight_waived = row["preflight_waived"].as<bool>();
  return file;
}

std::vector<ProjectFile> read_files(const pqxx::result& rows) {
  std::vector<ProjectFile> files;
  files.reserve(rows.size());
  for (const auto& row : rows) files.push_back(read_file(row));
  return files;
}

}  // namespace

std::vector<cw::db::NamedQuery> file_queries() {
  return {{"file_insert", kFileInsert},     {"files_of_project", kFilesOfProject}, {"file_by_id", kFileById},
          {"file_latest_named", kLatestFileNamed},
          {"files_by_ids", kFilesByIds},    {"file_uploads_by", kUploadsBy},      {"file_waive_preflight", kWaivePreflight}};
}

ProjectFile insert_file(pqxx::transaction_base& tx, const NewFile& file) {
  const auto id = tx.exec_prepared1("file_insert", file.project_id, file.name, file.format, file.content_type,
                                    file.size_bytes, file.sha256, file.uploader_id, file.preflight,
                                    file.preflight_status)[0]
                      .as<std::int64_t>();
  return read_file(tx.exec_prepared1("file_by_id", file.project_id, id));
}

std::vector<ProjectFile> files_of_project(pqxx::transaction_base& tx, std::int64_t project_id) {
  return read_files(tx.exec_prepared("files_of_project", project_id));
}

std::optional<ProjectFile> latest_file_named(pqxx::transaction_base& tx, std::int64_t project_id,
                                             const std::string& name) {
  auto rows = tx.exec_prepared("file_latest_named", project_id, name);
  if (rows.empty()) return std::nullopt;
  return read_file(rows[0]);
}

std::optional<ProjectFile> find_file(pqxx::transaction_base& tx, std::int64_t project_id, std::int64_t file_id) {
  auto rows = tx.exec_prepared("file_by_id", project_id, file_id);
  if (rows.empty()) return std::nullopt;
  return read_file(rows[0]);
}

std::vector<ProjectFile> files_by_ids(pqxx::transaction_base& tx, std::int64_t project_id,
                                      const std::vector<std::int64_t>& ids) {
  return read_files(tx.exec_prepared("files_by_ids", project_id, nlohmann::json(ids).dump()));
}

std::int64_t uploads_by(pqxx::transaction_base& tx, std::int64_t project_id, std::int64_t uploader_id) {
  return tx.exec_prepared1("file_uploads_by", project_id, uploader_id)[0].as<std::int64_t>();
}

void waive_preflight(pqxx::transaction_base& tx, std::int64_t file_id, std::int64_t client_id) {
  tx.exec_prepared("file_waive_preflight", file_id, client_id);
}

}  // namespace projects::store
