// projects: projects, bids, project files.
#include "api/project_routes.hpp"
#include "events/engineer_events.hpp"
#include "store/project_store.hpp"

#include <cw/service.hpp>
#include <cw/user_directory.hpp>

std::vector<cw::db::Migration> projects_migrations();

int main() {
  return cw::run_main("projects", [] {
    auto migrations = projects_migrations();
    migrations.insert(migrations.begin(), cw::user_directory::migration());
    cw::Service service("projects", migrations, projects::store::project_queries());

    service.consume({cw::events::topic_of("auth")},
                    {{"user.registered", cw::user_directory::apply_user_registered},
                     {"engineer.verified", projects::events::on_engineer_verified},
                     {"engineer.certified", projects::events::on_engineer_certified}});
    projects::api::add_project_routes(service.http(), service.db(), service.sessions());
    return service.run();
  });
}
