#include "store/invitation_store.hpp"

namespace projects::store {

namespace {

constexpr const char* kInvitationInsert = R"sql(
  INSERT INTO invitations (project_id, client_id, engineer_id) VALUES ($1, $2, $3)
  ON CONFLICT (project_id, engineer_id) DO NOTHING
  RETURNING id, project_id, client_id, engineer_id, iso_utc(created_at) AS created_at
)sql";

constexpr const char* kInvitationFind = R"sql(
  SELECT id, project_id, client_id, engineer_id, iso_utc(created_at) AS created_at
  FROM invitations WHERE project_id = $1 AND engineer_id = $2
)sql";

// Projects still open (posted) only: an invitation to a project that was assigned or cancelled is no longer one.
constexpr const char* kOpenInvitationsOf = R"sql(
  SELECT i.id, i.project_id, i.client_id, i.engineer_id, iso_utc(i.created_at) AS created_at,
    p.title AS project_title,
    coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username, '') AS client_name
  FROM invitations i
  JOIN projects p ON p.id = i.project_id AND p.status = 'posted'
  LEFT JOIN user_directory u ON u.user_id = i.client_id
  WHERE i.engineer_id = $1
  ORDER BY i.id DESC
  LIMIT 100
)sql";

constexpr const char* kMemberName = R"sql(
  SELECT coalesce(nullif(trim(first_name || ' ' || last_name), ''), username) AS name
  FROM user_directory WHERE user_id = $1
)sql";

Invitation read_invitation(const pqxx::row& row) {
  return {row["id"].as<std::int64_t>(), row["project_id"].as<std::int64_t>(), row["client_id"].as<std::int64_t>(),
          row["engineer_id"].as<std::int64_t>(), row["created_at"].as<std::string>()};
}

std::optional<Invitation> first_invitation(const pqxx::result& rows) {
  if (rows.empty()) return std::nullopt;
  return read_invitation(rows[0]);
}

}  // namespace

std::vector<cw::db::NamedQuery> invitation_queries() {
  return {
      {"invitation_insert", kInvitationInsert},
      {"invitation_find", kInvitationFind},
      {"invitations_open_of", kOpenInvitationsOf},
      {"member_name", kMemberName},
  };
}

std::optional<Invitation> insert_invitation(pqxx::transaction_base& tx, std::int64_t project_id,
                                            std::int64_t client_id, std::int64_t engineer_id) {
  return first_invitation(tx.exec_prepared("invitation_insert", project_id, client_id, engineer_id));
}

std::optional<Invitation> find_invitation(pqxx::transaction_base& tx, std::int64_t project_id,
                                          std::int64_t engineer_id) {
  return first_invitation(tx.exec_prepared("invitation_find", project_id, engineer_id));
}

std::vector<ReceivedInvitation> open_invitations_of(pqxx::transaction_base& tx, std::int64_t engineer_id) {
  std::vector<ReceivedInvitation> found;
  for (const auto& row : tx.exec_prepared("invitations_open_of", engineer_id)) {
    found.push_back({read_invitation(row), row["project_title"].as<std::string>(),
                     row["client_name"].as<std::string>()});
  }
  return found;
}

std::string member_name(pqxx::transaction_base& tx, std::int64_t user_id) {
  const auto rows = tx.exec_prepared("member_name", user_id);
  return rows.empty() ? std::string() : rows[0]["name"].as<std::string>();
}

}  // namespace projects::store
