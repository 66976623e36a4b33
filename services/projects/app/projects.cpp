#include "app/projects.hpp"

#include "app/existing.hpp"
#include "app/views.hpp"
#include "store/bid_store.hpp"
#include "store/milestone_store.hpp"
#include "store/project_store.hpp"

#include <cw/events.hpp>
#include <cw/events/member_plans.hpp>

#include <map>

namespace projects {

namespace {

// The projects with their bids nested (bids in their given order).
nlohmann::json with_bids(const std::vector<Project>& projects, const std::vector<Bid>& bids) {
  std::map<std::int64_t, nlohmann::json> bids_by_project;
  for (const auto& bid : bids) bids_by_project[bid.project_id].push_back(bid_json(bid));
  auto body = nlohmann::json::array();
  for (const auto& project : projects) {
    auto json = project_json(project);
    auto found = bids_by_project.find(project.id);
    json["bids"] = found == bids_by_project.end() ? nlohmann::json::array() : std::move(found->second);
    body.push_back(std::move(json));
  }
  return body;
}

// Filters are the spec's values and the search a tsquery of letters and digits: none holds a line break.
std::string page_key(const BrowseQuery& query) {
  return "open\n" + query.text_query + '\n' + query.cabinet_type + '\n' + query.budget_range + '\n' +
         query.material_type + '\n' + std::to_string(query.page) + '\n' + std::to_string(query.page_size);
}

std::string project_key(std::int64_t project_id) { return "project\n" + std::to_string(project_id); }

}  // namespace

nlohmann::json Projects::post(const cw::Caller& caller, const std::optional<cw::idempotency::Key>& key,
                              const std::function<NewProject()>& read_form) {
  ensure_may_post(caller);
  const auto fields = read_form();
  auto project = db_.with_transaction([&](pqxx::work& tx) {
    if (key) {
      if (auto claimed = store::claim_post_key(tx, caller.user_id, *key)) {
        cw::idempotency::ensure_same_request(claimed->request_hash, key->request_hash);
        return existing_project(tx, claimed->project_id);
      }
    }
    const auto plan = cw::member_plans::lock_member_plan(tx, caller.user_id);
    if (auto why = why_plan_refuses_post(plan, store::posting_counts(tx, caller.user_id))) {
      throw cw::forbidden(*why);
    }
    auto posted = store::insert_project(tx, caller.user_id, fields);
    if (key) store::save_key_project(tx, caller.user_id, key->key, posted.id);
    cw::events::publish(tx, cw::events::ProjectPosted{posted.id, posted.client_id, posted.title, posted.cabinet_type,
                                                      posted.budget_range, posted.created_at, posted.timeline});
    changes_.changed_at_commit();
    return posted;
  });
  return project_json(project);
}

std::optional<ReadCache::Answer> Projects::remembered_page(const BrowseQuery& query) const {
  return cache_.get(page_key(query));
}

ReadCache::Answer Projects::browse(const BrowseQuery& query) {
  return cache_.get_or_read(page_key(query), [&] {
    auto page = db_.read([&](pqxx::nontransaction& tx) { return store::open_projects(tx, query); });
    auto projects = nlohmann::json::array();
    for (const auto& project : page.projects) projects.push_back(project_json(project));
    return ReadCache::Answer{projects.dump(), page.total};
  });
}

std::optional<std::string> Projects::remembered_project(std::int64_t project_id) const {
  auto cached = cache_.get(project_key(project_id));
  return cached ? std::optional<std::string>(std::move(cached->json)) : std::nullopt;
}

std::string Projects::find(std::int64_t project_id) {
  return cache_
      .get_or_read(project_key(project_id),
                   [&] {
                     return ReadCache::Answer{project_json(db_.read([&](pqxx::nontransaction& tx) {
                                                return existing_project(tx, project_id);
                                              })).dump()};
                   })
      .json;
}

nlohmann::json Projects::own(const cw::Caller& caller) {
  return db_.read([&](pqxx::nontransaction& tx) {
    if (caller.is(cw::Role::client)) {
      return with_bids(store::projects_of_client(tx, caller.user_id), store::bids_on_projects_of(tx, caller.user_id));
    }
    if (caller.is(cw::Role::engineer)) {
      return with_bids(store::projects_of_engineer(tx, caller.user_id), store::bids_of_engineer(tx, caller.user_id));
    }
    return nlohmann::json::array();
  });
}

nlohmann::json Projects::complete(const cw::Caller& caller, std::int64_t project_id) {
  auto project = db_.with_transaction([&](pqxx::work& tx) {
    auto current = existing_project(tx, project_id, true);
    ensure_client_of(current, caller, kOnlyTheClient);
    const auto next = status_after_complete(current.status);
    // The stages locked after the project, as the review steps lock them: a payment being recorded finishes first.
    ensure_completable(store::milestones_of(tx, project_id, true));
    store::save_status(tx, project_id, next);
    auto completed = existing_project(tx, project_id);
    // The auth service counts the engineer's completed projects and lets the client review them from this event.
    cw::events::publish(tx, cw::events::ProjectCompleted{project_id, completed.client_id,
                                                         *completed.assigned_engineer_id, *completed.completed_at});
    changes_.changed_at_commit();
    return completed;
  });
  return project_json(project);
}

nlohmann::json Projects::cancel(const cw::Caller& caller, std::int64_t project_id) {
  auto project = db_.with_transaction([&](pqxx::work& tx) {
    auto current = existing_project(tx, project_id, true);
    ensure_client_of(current, caller, kOnlyTheClient);
    store::save_status(tx, project_id, status_after_cancel(current.status));
    // Nobody will accept the bids of a cancelled project.
    store::decline_pending_bids(tx, project_id);
    auto cancelled = existing_project(tx, project_id);
    cw::events::publish(tx, cw::events::ProjectCancelled{project_id, cancelled.client_id, cancelled.updated_at});
    changes_.changed_at_commit();
    return cancelled;
  });
  return project_json(project);
}

}  // namespace projects
