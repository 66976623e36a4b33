#include "app/engineers.hpp"

#include "app/views.hpp"
#include "domain/text.hpp"
#include "store/engineer_store.hpp"
#include "store/review_store.hpp"
#include "store/track_store.hpp"

#include <cw/errors.hpp>
#include <cw/events.hpp>
#include <cw/events/member_plans.hpp>
#include <cw/fields.hpp>
#include <cw/log.hpp>

#include <algorithm>

namespace auth {

namespace {

constexpr const char* kEngineerNotFound = "Engineer not found";
constexpr std::size_t kMaxReviewLength = 2000;
constexpr const char* kApprovalNeedsPass =
    "This engineer has not passed the certification test: an engineer is approved only after a pass";
constexpr const char* kUnearnedVerificationReason =
    "Verification now needs a passed certification test. Take the test from your dashboard to bid again.";

EngineerProfile existing_profile(pqxx::transaction_base& tx, std::int64_t user_id, bool for_update = false) {
  auto profile = store::find_profile(tx, user_id, for_update);
  if (!profile) throw cw::not_found(kEngineerNotFound);
  return *profile;
}

cw::member_plans::MemberPlan plan_of_viewer(pqxx::transaction_base& tx, const std::optional<cw::Caller>& viewer) {
  return viewer ? cw::member_plans::plan_of(tx, viewer->user_id) : cw::member_plans::starter();
}

std::string directory_iso_ms(std::int64_t ms) {
  return cw::events::iso_utc(std::chrono::system_clock::time_point(std::chrono::milliseconds(ms)));
}

std::int64_t directory_ms_of(std::chrono::system_clock::time_point when) {
  return std::chrono::duration_cast<std::chrono::milliseconds>(when.time_since_epoch()).count();
}

// Each engineer's valid track certificates (their badges), at now_ms.
void add_badges(pqxx::transaction_base& tx, std::vector<EngineerProfile>& profiles, std::int64_t now_ms) {
  std::vector<std::int64_t> ids;
  for (const auto& profile : profiles) ids.push_back(profile.user.id);
  for (const auto& badge : store::valid_certificates(tx, ids, now_ms)) {
    for (auto& profile : profiles) {
      if (profile.user.id == badge.user_id) {
        profile.track_certifications.push_back(
            {badge.track, badge.title, badge.code, badge.certificate_id, badge.expires_at});
      }
    }
  }
}

// Which cached variant of a directory page the viewer gets: admins and engineers (who see their own card whole) their
// own, everyone else by whether their plan shows ratings.
std::string view_key(const std::optional<cw::Caller>& viewer, const cw::member_plans::MemberPlan& viewer_plan) {
  if (viewer && (viewer->is(cw::Role::admin) || viewer->is(cw::Role::engineer))) {
    return "as:" + std::to_string(viewer->user_id);
  }
  return viewer && viewer_plan.has(cw::Capability::engineer_ratings) ? "ratings" : "locked";
}

// The plans whose default capabilities (a member_plans row kept before capabilities were) include the capability.
std::vector<std::string> plans_with(cw::Capability capability) {
  std::vector<std::string> plans;
  for (const auto* plan : {"starter", "professional", "enterprise"}) {
    const auto capabilities = cw::default_capabilities(plan);
    if (std::find(capabilities.begin(), capabilities.end(), capability) != capabilities.end()) plans.push_back(plan);
  }
  return plans;
}

}  // namespace

nlohmann::json Engineers::shown_json(pqxx::transaction_base& tx, EngineerProfile profile,
                                     const std::optional<cw::Caller>& viewer) {
  std::vector<EngineerProfile> one{std::move(profile)};
  add_badges(tx, one, directory_ms_of(clock_.now()));
  const auto& shown = one.front();
  return profile_json(shown, viewer,
                      plan_view(shown, viewer, plan_of_viewer(tx, viewer), cw::member_plans::plan_of(tx, shown.user.id)));
}

nlohmann::json Engineers::own_profile(const cw::Caller& caller) {
  if (!caller.is(cw::Role::engineer)) throw cw::forbidden("Only engineers have an engineer profile");
  return profile(caller.user_id, caller);
}

nlohmann::json Engineers::profile(std::int64_t user_id, const std::optional<cw::Caller>& viewer) {
  return db_.read([&](pqxx::nontransaction& tx) { return shown_json(tx, existing_profile(tx, user_id), viewer); });
}

nlohmann::json Engineers::update_profile(const cw::Caller& caller, std::int64_t user_id,
                                         const ProfileChanges& changes) {
  auto updated = db_.with_transaction([&](pqxx::work& tx) {
    auto current = existing_profile(tx, user_id, true);
    if (caller.user_id != user_id) throw cw::forbidden("You can only edit your own profile");
    if (sets_rate_beyond_plan(current, changes, cw::member_plans::plan_of(tx, user_id))) {
      throw cw::plan_required(cw::Capability::custom_rates, cw::cheapest_plan(cw::Capability::custom_rates));
    }
    auto next = apply_changes(current, changes);
    store::save_profile(tx, next);
    // Saving the profile of a rejected application sends it again.
    if (store::clear_rejection(tx, user_id)) {
      cw::events::publish(tx, cw::events::EngineerReapplied{user_id, cw::events::utc_now_iso()});
      next.rejection_reason.reset();
    }
    return shown_json(tx, next, caller);
  });
  directory_cache_.invalidate();
  return updated;
}

store::DirectoryCache::Page Engineers::directory(const DirectoryRequest& request,
                                                const std::optional<cw::Caller>& viewer) {
  const auto now_ms = directory_ms_of(clock_.now());
  struct Context {
    cw::member_plans::MemberPlan viewer_plan;
    bool certification_known = true;
    std::int64_t latest_lapse_ms = 0;
  };
  const auto context = db_.read([&](pqxx::nontransaction& tx) {
    // A certificate that lapsed changes the page: the latest lapse is part of the cache's key.
    return Context{plan_of_viewer(tx, viewer),
                   request.certification.empty() || store::find_track(tx, request.certification).has_value(),
                   store::latest_lapse_ms(tx, now_ms)};
  });
  const auto& viewer_plan = context.viewer_plan;
  check_filters_allowed(request.filters, viewer_plan);
  if (!context.certification_known) throw cw::invalid("Unknown certification");
  store::DirectoryQuery query;
  query.search = search_fragment(request.search);
  query.software = lower(trim(request.software));
  if (query.software == "all") query.software.clear();
  query.location_patterns = location_patterns(request.location);
  query.limit = request.page.size;
  query.offset = (request.page.page - 1) * request.page.size;
  query.filters = request.filters;
  query.reviewed_only = request.reviewed_only;
  query.rate_public_plans = plans_with(cw::Capability::custom_rates);
  query.certification = request.certification;
  query.now = directory_iso_ms(now_ms);
  const auto& f = query.filters;
  const auto key = directory_cache_.key_for(
      nlohmann::json({query.search, query.software, query.location_patterns, query.limit, query.offset,
                      view_key(viewer, viewer_plan), f.min_rating.value_or(-1), f.min_rate_cents.value_or(-1),
                      f.max_rate_cents.value_or(-1), f.min_completed_projects.value_or(-1), f.availability,
                      f.response_times, f.verified_only, static_cast<int>(f.sort), query.reviewed_only,
                      query.certification, context.latest_lapse_ms})
          .dump());
  if (auto cached = directory_cache_.get(key)) return *cached;

  auto engineers = nlohmann::json::array();
  auto page = db_.read([&](pqxx::nontransaction& tx) {
    auto found = store::directory(tx, query);
    add_badges(tx, found.engineers, now_ms);
    std::vector<std::int64_t> ids;
    for (const auto& engineer : found.engineers) ids.push_back(engineer.user.id);
    const auto plans = cw::member_plans::plans_of(tx, ids);
    for (const auto& engineer : found.engineers) {
      auto plan = plans.find(engineer.user.id);
      const auto engineer_plan = plan == plans.end() ? cw::member_plans::starter() : plan->second;
      // Cards never carry contact details (the profile page does): drawn for nobody in particular, with the plans'
      // view of this viewer.
      engineers.push_back(profile_json(engineer, std::nullopt, plan_view(engineer, viewer, viewer_plan, engineer_plan)));
    }
    return found;
  });
  store::DirectoryCache::Page result{engineers.dump(), page.total, {}};
  for (const auto& engineer : page.engineers) result.engineer_ids.push_back(engineer.user.id);
  directory_cache_.put(key, result);
  return result;
}

nlohmann::json Engineers::approve(const cw::Caller& caller, std::int64_t user_id) {
  if (!caller.is(cw::Role::admin)) throw cw::forbidden("Only admins can approve engineers");
  auto approved = db_.with_transaction([&](pqxx::work& tx) {
    existing_profile(tx, user_id, true);
    if (!store::has_passed(tx, user_id)) throw cw::conflict(kApprovalNeedsPass);
    if (store::mark_verified(tx, user_id)) {
      store::record_decision(tx, user_id, "approved", std::nullopt, caller.user_id);
      cw::events::publish(tx, cw::events::EngineerVerified{user_id, cw::events::utc_now_iso(), caller.user_id});
    }
    return shown_json(tx, existing_profile(tx, user_id), caller);
  });
  directory_cache_.invalidate();
  return approved;
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
    return shown_json(tx, existing_profile(tx, user_id), caller);
  });
  return rejected;
}

nlohmann::json Engineers::revoke(const cw::Caller& caller, std::int64_t user_id, const std::string& reason) {
  if (!caller.is(cw::Role::admin)) throw cw::forbidden("Only admins can revoke a verification");
  auto revoked = db_.with_transaction([&](pqxx::work& tx) {
    existing_profile(tx, user_id, true);
    if (!store::mark_revoked(tx, user_id, reason)) throw cw::conflict("This engineer is not verified");
    store::record_decision(tx, user_id, "revoked", reason, caller.user_id);
    cw::events::publish(tx, cw::events::EngineerVerificationRevoked{user_id, reason, cw::events::utc_now_iso(),
                                                                    caller.user_id});
    return shown_json(tx, existing_profile(tx, user_id), caller);
  });
  directory_cache_.invalidate();
  return revoked;
}

void Engineers::withdraw_unearned_verifications() {
  const auto withdrawn = db_.with_transaction([&](pqxx::work& tx) {
    std::size_t count = 0;
    for (const auto user_id : store::unearned_verifications(tx)) {
      if (!store::withdraw_unearned_verification(tx, user_id)) continue;
      store::record_decision(tx, user_id, "revoked", std::string(kUnearnedVerificationReason), std::nullopt);
      cw::events::publish(tx, cw::events::EngineerVerificationRevoked{user_id, kUnearnedVerificationReason,
                                                                      cw::events::utc_now_iso(), std::nullopt});
      ++count;
    }
    return count;
  });
  if (withdrawn == 0) return;
  directory_cache_.invalidate();
  cw::log::info("verifications without a passed test withdrawn", {{"engineers", withdrawn}});
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

nlohmann::json Engineers::reviews(std::int64_t engineer_id, const std::optional<cw::Caller>& viewer) {
  auto found = db_.read([&](pqxx::nontransaction& tx) {
    const auto profile = existing_profile(tx, engineer_id);
    if (!plan_view(profile, viewer, plan_of_viewer(tx, viewer), cw::member_plans::starter()).ratings) {
      throw cw::plan_required(cw::Capability::engineer_ratings, cw::cheapest_plan(cw::Capability::engineer_ratings));
    }
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

void Engineers::on_subscription_changed(pqxx::work& tx, const cw::events::SubscriptionChanged& event) {
  cw::member_plans::apply_subscription_changed(tx, event);
  directory_cache_.invalidate();  // a rate shows or hides at once; before the commit, as on_project_completed
}

void Engineers::on_project_completed(pqxx::work& tx, std::int64_t project_id, std::int64_t client_id,
                                     std::int64_t engineer_id, const std::string& completed_at) {
  if (store::record_engagement(tx, project_id, client_id, engineer_id, completed_at)) {
    store::add_completed_project(tx, engineer_id);
    directory_cache_.invalidate();  // before the commit: a page cached in between lives at most kLifetime
  }
}

}  // namespace auth
