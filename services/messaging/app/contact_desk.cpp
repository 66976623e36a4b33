#include "app/contact_desk.hpp"

#include "app/contact_form.hpp"
#include "app/views.hpp"
#include "store/contact_store.hpp"
#include "store/notification_store.hpp"

#include <cw/capability.hpp>
#include <cw/errors.hpp>
#include <cw/events/member_plans.hpp>
#include <cw/fields.hpp>
#include <cw/text.hpp>

#include <memory>

namespace messaging {

namespace {

void require_admin(const cw::Caller& caller) {
  if (!caller.is(cw::Role::admin)) throw cw::forbidden(kAdminsOnly);
}

}  // namespace

nlohmann::json ContactDesk::send(const nlohmann::json& body, const std::optional<cw::Caller>& sender,
                                 const std::string& client_address) {
  const auto form = validate_contact(body);
  for (const auto& [who, limit] : {std::pair{"address:" + client_address, kContactPerAddress},
                                   std::pair{"email:" + cw::text::lower(form.email), kContactPerEmail}}) {
    if (const auto wait = limits_.record(who, limit); wait.count() > 0) {
      throw cw::rate_limited(contact_limit_message(wait), static_cast<int>(wait.count()));
    }
  }
  auto frames = std::make_shared<realtime::Delivery::Batch>();
  const auto stored = db_.with_transaction([&](pqxx::work& tx) {
    // Priority support is the plan's when the message is sent: a later downgrade does not move it back.
    const bool priority =
        sender && cw::member_plans::plan_of(tx, sender->user_id).has(cw::Capability::priority_support);
    auto message = store::insert_contact_message(tx, form, sender ? std::optional(sender->user_id) : std::nullopt,
                                                 client_address, priority);
    const auto draft = contact_notification(form);
    for (const auto admin_id : store::admin_ids(tx)) {
      frames->to_user(admin_id, notification_frame(store::insert_notification(tx, admin_id, draft)));
      emails_.on_contact_message(tx, admin_id, message);
    }
    return message;
  });
  if (!frames->empty()) delivery_.send(*frames);
  return {{"id", stored.id}, {"message", "Thank you for contacting us. We'll get back to you within 24 hours."}};
}

nlohmann::json ContactDesk::list(const cw::Caller& caller, const ListRequest& request) {
  require_admin(caller);
  const bool handled = cw::fields::one_of(request.status.value_or("open"), "status", {"open", "handled"}) == "handled";
  const auto page = cw::fields::page(request.page);
  return db_.read_snapshot([&](pqxx::transaction_base& tx) {
    const auto open_count = store::contact_count(tx, false);
    const auto total = handled ? store::contact_count(tx, true) : open_count;
    return contact_page_json(store::contact_messages(tx, handled, page), open_count, total, page);
  });
}

nlohmann::json ContactDesk::mark_handled(const cw::Caller& caller, std::int64_t id) {
  require_admin(caller);
  auto handled = db_.with_transaction(
      [&](pqxx::work& tx) { return store::mark_contact_handled(tx, id, caller.user_id); });
  if (!handled) throw cw::not_found(kContactMessageNotFound);
  return contact_message_json(*handled);
}

}  // namespace messaging
