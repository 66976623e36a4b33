#pragma once
#include "app/conversations.hpp"

#include <cw/http.hpp>

namespace messaging::api {

void add_message_routes(cw::http::Server& server, Conversations& conversations, cw::SessionStore& sessions);

}  // namespace messaging::api
