// projects: projects and bids.
#include "api/deliverable_routes.hpp"
#include "api/project_routes.hpp"
#include "events/engineer_events.hpp"
#include "store/bid_store.hpp"
#include "store/engineer_store.hpp"
#include "store/file_store.hpp"
#include "store/milestone_store.hpp"
#include "store/project_store.hpp"

#include <cw/broadcast.hpp>
#include <cw/change_listener.hpp>
#include <cw/service.hpp>
#include <cw/events/member_plans.hpp>
#include <cw/events/user_directory.hpp>
#include <cw/movable_clock.hpp>
#include <cw/periodic.hpp>

#include <filesystem>

std::vector<cw::db::Migration> projects_migrations();

int main() {
  return cw::run_main("projects", [] {
    auto migrations = projects_migrations();
    migrations.insert(migrations.begin(), cw::user_directory::migration());
    migrations.insert(migrations.begin() + 1, cw::member_plans::migration());
    std::vector<cw::db::NamedQuery> queries;
    for (auto part : {projects::store::project_queries(), projects::store::bid_queries(),
                      projects::store::engineer_queries(), projects::store::file_queries(),
                      projects::store::milestone_queries()}) {
      queries.insert(queries.end(), part.begin(), part.end());
    }
    cw::Service service("projects", migrations, queries);

    projects::ReadCache cache;
    // The service's own changes reach the other instances through Redis; anyone else's through the notifications of
    // migration 0005's triggers (quiet for the service's own connections since 0006).
    cw::Broadcast other_instances(service.redis(), "projects:changed", [&cache] { cache.invalidate(); });
    cw::db::ChangeListener others_changes(
        service.config().database_url, "projects_changed", [&cache](const std::string&) { cache.invalidate(); },
        [&cache] { cache.invalidate(); });
    others_changes.start();
    service.on_stop([&] {
      others_changes.stop();
      other_instances.stop();
    });
    projects::CacheChanges changes(cache, [&other_instances] { other_instances.tell_others(); });

    // The directory and the verified engineers show on cached projects and bids.
    const auto changing = [&changes](cw::events::Subscription subscription) {
      subscription.handler = [&changes, apply = std::move(subscription.handler)](pqxx::work& tx,
                                                                                const cw::events::Envelope& event) {
        apply(tx, event);
        changes.changed_at_commit();
      };
      return subscription;
    };
    using namespace cw::events;
    service.consume({changing(on<UserRegistered>(cw::user_directory::apply_user_registered)),
                     changing(on<EngineerVerified>(projects::events::on_engineer_verified)),
                     changing(on<EngineerCertified>(projects::events::on_engineer_certified)),
                     on<SubscriptionChanged>(cw::member_plans::apply_subscription_changed),
                     on<PaymentSucceeded>(projects::Milestones::on_payment_succeeded),
                     on<StageReleased>(projects::Milestones::on_stage_released),
                     on<StageRefunded>(projects::Milestones::on_stage_refunded)});
    projects::Projects projects(service.db(), cache, changes);
    projects::Bids bids(service.db(), changes);
    projects::api::add_project_routes(service.http(), projects, service.sessions());
    projects::api::add_bid_routes(service.http(), bids, service.sessions());

    // Deliverables: files under PROJECT_FILES_DIR (nginx writes uploads into its incoming/ folder), the DXF preflight
    // in its own process (cw-dxf-preflight, next to this executable unless DXF_PREFLIGHT_TOOL says otherwise).
    projects::FileStorage storage(cw::env::required("PROJECT_FILES_DIR"));
    projects::PreflightSettings preflight;
    preflight.tool = cw::env::optional(
        "DXF_PREFLIGHT_TOOL", (std::filesystem::read_symlink("/proc/self/exe").parent_path() / "cw-dxf-preflight").string());
    preflight.options.sheet_width_mm = cw::env::integer("PREFLIGHT_SHEET_WIDTH_MM", 1220, 100, 10000);
    preflight.options.sheet_length_mm = cw::env::integer("PREFLIGHT_SHEET_LENGTH_MM", 2440, 100, 10000);
    projects::ProjectFiles files(service.db(), storage, preflight);
    projects::api::add_file_routes(service.http(), files, storage, service.sessions());

    cw::MovableClock clock(cw::env::optional("PROJECTS_TEST_CLOCK", "0") == "1");
    projects::Milestones milestones(service.db(), clock, changes);
    projects::api::add_milestone_routes(service.http(), milestones, service.sessions());
    projects::api::add_test_clock_routes(service.http(), clock, milestones);
    cw::Periodic auto_approvals("auto-approval sweep",
                                std::chrono::seconds(cw::env::integer("PROJECTS_SWEEP_SECONDS", 60, 1, 86400)),
                                [&milestones] { milestones.sweep(); });
    service.on_stop([&] { auto_approvals.stop(); });
    return service.run();
  });
}
