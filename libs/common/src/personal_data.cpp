#include <cw/personal_data.hpp>

namespace cw::personal_data {

db::NamedQuery query(const char* sql) { return {"personal_data", sql}; }

void add_route(http::Server& server, SessionStore& sessions, db::Pool& db, const std::string& part) {
  server.get("/api/personal-data/" + part, [&sessions, &db](const auto& request, auto& response) {
    const auto caller = http::require_caller(request, sessions);
    auto document = db.read([&](pqxx::nontransaction& tx) {
      return tx.exec_prepared1("personal_data", caller.user_id)["document"].template as<std::string>();
    });
    response.status = 200;
    response.set_header("Cache-Control", "private, no-store");
    response.set_content(std::move(document), http::kJsonContentType);
  });
}

}  // namespace cw::personal_data
