// projects: projects and bids.
#include "api/project_routes.hpp"
#include "events/engineer_events.hpp"
#include "store/bid_store.hpp"
#include "store/engineer_store.hpp"
#include "store/project_store.hpp"

#include <cw/change_listener.hpp>
#include <cw/service.hpp>
#include <cw/user_directory.hpp>

std::vector<cw::db::Migration> projects_migrations();

int main() {
  return cw::run_main("projects", [] {
    auto migrations = projects_migrations();
    migrations.insert(migrations.begin(), cw::user_directory::migration());
    std::vector<cw::db::NamedQuery> queries;
    for (auto part : {projects::store::project_queries(), projects::store::bid_queries(),
                      projects::store::engineer_queries()}) {
      queries.insert(queries.end(), part.begin(), part.end());
    }
    cw::Service service("projects", migrations, queries);

    service.consume({cw::events::topic_of("auth")},
                    {{"user.registered", cw::user_directory::apply_user_registered},
                     {"engineer.verified", projects::events::on_engineer_verified},
                     {"engineer.certified", projects::events::on_engineer_certified}});
    projects::ReadCache cache;
    // The triggers of migration 0005 notify projects_changed whenever what the cache holds may have changed.
    cw::db::ChangeListener changes(
        service.config().database_url, "projects_changed", [&cache](const std::string&) { cache.invalidate(); },
        [&cache] { cache.invalidate(); });
    changes.start();
    service.on_stop([&changes] { changes.stop(); });
    projects::Projects projects(service.db(), cache, service.topic());
    projects::Bids bids(service.db(), cache, service.topic());
    projects::api::add_project_routes(service.http(), projects, service.sessions());
    projects::api::add_bid_routes(service.http(), bids, service.sessions());
    return service.run();
  });
}
