#include "app/account_deletions.hpp"

#include "app/existing.hpp"
#include "store/account_store.hpp"
#include "store/bid_store.hpp"

#include <cw/events.hpp>
#include <cw/events/user_directory.hpp>

namespace projects {

void on_account_deleted(pqxx::work& tx, const cw::events::AccountDeleted& event) {
  cw::user_directory::apply_account_deleted(tx, event);
  for (const auto project_id : store::lock_posted_projects_of(tx, event.user_id)) {
    store::save_status(tx, project_id, ProjectStatus::cancelled);
    store::decline_pending_bids(tx, project_id);
    const auto cancelled = existing_project(tx, project_id);
    cw::events::publish(tx, cw::events::ProjectCancelled{project_id, cancelled.client_id, cancelled.updated_at});
  }
  store::decline_pending_bids_of(tx, event.user_id);
}

}  // namespace projects
