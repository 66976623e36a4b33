#include <cw/personal_data.hpp>

namespace cw::personal_data {

void add_route(http::Server& server, SessionStore& sessions, db::Pool& db, const std::string& part, Reader read) {
  server.get("/api/personal-data/" + part,
             [&sessions, &db, read = std::move(read)](const auto& request, auto& response) {
               const auto caller = http::require_caller(request, sessions);
               auto document = db.read([&](pqxx::nontransaction& tx) { return read(tx, caller.user_id); });
               response.status = 200;
               response.set_header("Cache-Control", "private, no-store");
               response.set_content(std::move(document), http::kJsonContentType);
             });
}

}  // namespace cw::personal_data
