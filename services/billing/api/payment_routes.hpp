#pragma once
#include "app/payments.hpp"

#include <cw/http.hpp>
#include <cw/session.hpp>

namespace billing::api {

// The payment configuration, paying for a plan or a project's stage, confirming a card and reading payments.
void add_payment_routes(cw::http::Server& server, Payments& payments, cw::SessionStore& sessions);

}  // namespace billing::api
