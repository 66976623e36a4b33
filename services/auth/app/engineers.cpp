#include "app/engineers.hpp"

#include "app/views.hpp"
#include "domain/text.hpp"
#include "store/engineer_store.hpp"
#include "store/review_store.hpp"

#include <cw/errors.hpp>
#include <cw/events.hpp>
#include <cw/fields.hpp>

namespace auth {

namespace {

constexpr const char* kEngineerNotFound = "Engineer not found";
constexpr std::size_t kMaxReviewLength = 2000;

EngineerProfile existing_profile(pqxx::transaction_base& tx, std::int64_t user_id, bool for_update = false) {
  auto profile = store::find_profile(tx, user_id, for_update);
  if (!profile) throw cw::not_found(kEngineerNotFound);
  return *profile;
}

}  // namespace

nlohmann::json Engineers::own_profile(const cw::Caller& caller) {
  if (!caller.is(cw::Role::engineer)) throw cw::forbidden("Only engineers have an engineer profile");
  return profile(caller.user_id, caller);
}

nlohmann::json Engineers::profile(std::int64_t user_id, const std::optional<cw::Caller>& viewer) {
  auto found = db_.read([&](pqxx::nontransaction& tx) { return existing_profile(tx, user_id); });
  return profile_json(found, viewer);
}

nlohmann::json Engineers::update_profile(const cw::Caller& caller, std::int64_t user_id,
                                         const ProfileChanges& changes) {
  auto updated = db_.with_transaction([&](pqxx::work& tx) {
    auto current = existing_profile(tx, user_id, true);
    if (caller.user_id != user_id) throw cw::forbidden("You can only edit your own profile");
    auto next = apply_changes(current, changes);
    store::save_profile(tx, next);
    // Saving the profile of a rejected application sends it again.
    if (store::clear_rejection(tx, user_id)) {
      cw::events::publish(tx, cw::events::EngineerReapplied{user_id, cw::events::utc_now_iso()});
      next.rejection_reason.reset();
    }
    return next;
  });
  directory_cache_.invalidate();
  return profile_json(updated, caller);
}

store::DirectoryCache::Page Engineers::directory(const DirectoryRequest& request) {
  store::DirectoryQuery query;
  query.search = search_fragment(request.search);
  query.software = lower(trim(request.software));
  if (query.software == "all") query.software.clear();
  query.location_patterns = location_patterns(request.location);
  query.limit = request.page.size;
  query.offset = (request.page.page - 1) * request.page.size;
  const auto key = directory_cache_.key_for(
      nlohmann::json({query.search, query.software, query.location_patterns, query.limit, query.offset}).dump());
  if (auto cached = directory_cache_.get(key)) return *cached;

  auto page = db_.read([&](pqxx::nontransaction& tx) { return store::directory(tx, query); });
  auto engineers = nlohmann::json::array();
  for (const auto& engineer : page.engineers) engineers.push_back(profile_json(engineer, std::nullopt));
  store::DirectoryCache::Page result{engineers.dump(), page.total};
  directory_cache_.put(key, result);
  return result;
}

nlohmann::json Engineers::approve(const cw::Caller& caller, std::int64_t user_id) {
  if (!caller.is(cw::Role::admin)) throw cw::forbidden("Only admins can approve engineers");
  auto approved = db_.with_transaction([&](pqxx::work& tx) {
    existing_profile(tx, user_id, true);
    if (store::mark_verified(tx, user_id)) {
      store::record_decision(tx, user_id, "approved", std::nullopt, caller.user_id);
      cw::events::publish(tx, cw::events::EngineerVerified{user_id, cw::events::utc_now_iso(), caller.user_id});
    }
    return existing_profile(tx, user_id);
  });
  directory_cache_.invalidate();
  return profile_json(approved, caller);
}

nlohmann::json Engineers::reject(const cw::Caller& caller, std::int64_t user_id, const std::string& reason) {
  if (!caller.is(cw::Role::admin)) throw cw::forbidden("Only admins can reject engineers");
  auto rejected = db_.with_transaction([&](pqxx::work& tx) {
    auto current = existing_profile(tx, user_id, true);
    if (current.is_verified) throw cw::conflict("This engineer is already verified");
    if (!store::mark_rejected(tx, user_id, reason)) throw cw::conflict("This application was already rejected");
    store::record_decision(tx, user_id, "rejected", reason, caller.user_id);
    cw::events::publish(tx,
                        cw::events::EngineerRejected{user_id, reason, cw::events::utc_now_iso(), caller.user_id});
    return existing_profile(tx, user_id);
  });
  return profile_json(rejected, caller);
}

nlohmann::json Engineers::decisions(const cw::Caller& caller, std::int64_t user_id) {
  if (!caller.is(cw::Role::admin)) throw cw::forbidden("Only admins can read the decisions on an application");
  auto found = db_.read([&](pqxx::nontransaction& tx) {
    existing_profile(tx, user_id);
    return store::decisions_of(tx, user_id);
  });
  auto decisions = nlohmann::json::array();
  for (const auto& decision : found) decisions.push_back(decision_json(decision));
  return {{"decisions", decisions}};
}

nlohmann::json Engineers::reviews(std::int64_t engineer_id) {
  auto found = db_.read([&](pqxx::nontransaction& tx) {
    existing_profile(tx, engineer_id);
    return store::reviews_of(tx, engineer_id);
  });
  auto body = nlohmann::json::array();
  for (const auto& review : found) body.push_back(review_json(review));
  return body;
}

nlohmann::json Engineers::add_review(const cw::Caller& caller, std::int64_t engineer_id, const nlohmann::json& body) {
  const auto rating = cw::fields::whole_number(body.contains("rating") ? body["rating"] : nlohmann::json(), 1, 5);
  if (!rating) throw cw::invalid("rating must be a whole number from 1 to 5");
  auto comment = trim(cw::fields::optional_text(body, "comment").value_or(""));
  if (comment.empty()) throw cw::invalid("comment is required");
  if (character_count(comment) > kMaxReviewLength) throw cw::invalid("comment must be at most 2000 characters");
  if (!body.contains("projectId") || !body["projectId"].is_number_integer()) throw cw::invalid("projectId is required");
  const auto project_id = body["projectId"].get<std::int64_t>();

  auto review = db_.with_transaction([&](pqxx::work& tx) {
    existing_profile(tx, engineer_id, true);
    if (!caller.is(cw::Role::client) || !store::completed_together(tx, project_id, caller.user_id, engineer_id)) {
      throw cw::forbidden("You can review an engineer only after a completed project with them");
    }
    auto inserted = store::insert_review(tx, engineer_id, caller.user_id, project_id, static_cast<int>(*rating), comment);
    if (!inserted) throw cw::conflict("You have already reviewed this project");
    store::add_review_to_rating(tx, engineer_id, static_cast<int>(*rating));
    cw::events::publish(tx, cw::events::ReviewPosted{inserted->id, engineer_id, caller.user_id, project_id, *rating,
                                                     cw::events::utc_now_iso()});
    return *inserted;
  });
  directory_cache_.invalidate();
  return review_json(review);
}

void Engineers::on_project_completed(pqxx::work& tx, std::int64_t project_id, std::int64_t client_id,
                                     std::int64_t engineer_id, const std::string& completed_at) {
  if (store::record_engagement(tx, project_id, client_id, engineer_id, completed_at)) {
    store::add_completed_project(tx, engineer_id);
    directory_cache_.invalidate();  // before the commit: a page cached in between lives at most kLifetime
  }
}

}  // namespace auth
