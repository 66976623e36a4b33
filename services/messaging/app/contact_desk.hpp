#pragma once
// The contact form's use cases: a visitor sends a message (limited per sender), every admin is told at once (the
// bell, live, and an e-mail), and admins read the messages and mark them handled on /admin.
#include "app/emails.hpp"
#include "realtime/delivery.hpp"
#include "store/contact_limits.hpp"

#include <cw/caller.hpp>
#include <cw/db.hpp>
#include <cw/fields.hpp>

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace messaging {

inline constexpr const char* kContactMessageNotFound = "Contact message not found";
inline constexpr const char* kAdminsOnly = "Only admins can read contact messages";

class ContactDesk {
 public:
  ContactDesk(cw::db::Pool& db, store::ContactLimits& limits, realtime::Delivery& delivery, Emails& emails)
      : db_(db), limits_(limits), delivery_(delivery), emails_(emails) {}

  // 201's body {"id", "message"}; invalid (400) for a bad form, rate_limited (429) past a sender's limit.
  // sender: the caller when signed in; client_address: as nginx saw it.
  nlohmann::json send(const nlohmann::json& body, const std::optional<cw::Caller>& sender,
                      const std::string& client_address);
  // The query of GET /api/admin/contact-messages, as sent.
  struct ListRequest {
    std::optional<std::string> status;
    cw::fields::PageQuery page;
  };
  // A page of the messages of one status, "open" (default) or "handled", newest first: {messages, openCount, total,
  // page, pageSize}, total counting the messages of that status. Admins only.
  nlohmann::json list(const cw::Caller& caller, const ListRequest& request);
  // The message, handled; not_found (404) when there is none. Admins only.
  nlohmann::json mark_handled(const cw::Caller& caller, std::int64_t id);

 private:
  cw::db::Pool& db_;
  store::ContactLimits& limits_;
  realtime::Delivery& delivery_;
  Emails& emails_;
};

}  // namespace messaging
