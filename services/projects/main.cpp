// projects: projects and bids, their files and milestones.
#include "api/routes.hpp"
#include "config.hpp"
#include "events/subscriptions.hpp"
#include "store/schema.hpp"

#include <cw/broadcast.hpp>
#include <cw/change_listener.hpp>
#include <cw/periodic.hpp>
#include <cw/service.hpp>

int main() {
  return cw::run_main("projects", [] {
    auto config = projects::load_config();
    cw::Service service(std::move(config.common), projects::store::migrations(), projects::store::queries());

    // The read cache: the service's own changes reach the other instances through Redis; anyone else's through the
    // notifications of migration 0005's triggers (quiet for the service's own connections since 0006).
    projects::ReadCache cache;
    cw::Broadcast other_instances(service.redis(), "projects:changed", [&cache] { cache.invalidate(); });
    cw::db::ChangeListener others_changes(
        service.config().database_url, "projects_changed", [&cache](const std::string&) { cache.invalidate(); },
        [&cache] { cache.invalidate(); });
    others_changes.start();
    projects::CacheChanges changes(cache, [&other_instances] { other_instances.tell_others(); });
    service.consume(projects::events::subscriptions(changes));

    projects::Projects projects(service.db(), cache, changes);
    projects::Bids bids(service.db(), changes);
    projects::FileStorage storage(config.files_dir);
    projects::ProjectFiles files(service.db(), storage, config.preflight);
    cw::MovableClock clock(config.test_clock);
    projects::Milestones milestones(service.db(), clock, changes);
    projects::Exports exports(service.db());
    projects::Invitations invitations(service.db());
    projects::api::register_routes(service.http(), service.sessions(), service.db(), projects, bids, files, storage,
                                   milestones, exports, invitations, clock);

    cw::Periodic auto_approvals("auto-approval sweep", config.sweep_every, [&milestones] { milestones.sweep(); });
    service.on_stop([&] {
      auto_approvals.stop();
      others_changes.stop();
      other_instances.stop();
    });
    return service.run();
  });
}
