#pragma once
#include "app/direct_conversations.hpp"

#include <cw/http.hpp>

namespace messaging::api {

// /api/direct-conversations: list, start, history, send, block (issue 29 item 2).
void add_direct_routes(cw::http::Server& server, DirectConversations& directs, cw::SessionStore& sessions);

}  // namespace messaging::api
