#include "api/payment_routes.hpp"

#include "api/payment_forms.hpp"

#include <cw/errors.hpp>
#include <cw/fields.hpp>

namespace billing::api {

namespace {
constexpr const char* kPaymentNotFound = "Payment not found";
constexpr const char* kProjectNotFound = "Project not found";
}  // namespace

void add_payment_routes(cw::http::Server& server, Payments& payments, cw::SessionStore& sessions) {
  server.get("/api/payment-config",
             [&](const auto&, auto& response) { cw::http::send_json(response, 200, payments.config()); });

  server.post("/api/get-or-create-subscription", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    const auto form = optional_body(request);
    auto purchase = parse_plan_purchase(form, PaymentKind::subscription, PlanAmount::optional);
    cw::http::send_json(response, 200, payments.buy_plan(caller, purchase, cw::http::idempotency_key(request, form)));
  });

  server.post("/api/create-payment-intent", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    const auto form = cw::http::json_body(request);
    auto purchase = parse_plan_purchase(form, PaymentKind::plan_period, PlanAmount::required);
    cw::http::send_json(response, 200, payments.buy_plan(caller, purchase, cw::http::idempotency_key(request, form)));
  });

  server.post("/api/create-project-payment", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    const auto form = cw::http::json_body(request);
    auto purchase = parse_stage_purchase(form);
    cw::http::send_json(response, 200, payments.pay_stage(caller, purchase, cw::http::idempotency_key(request, form)));
  });

  server.post("/api/certification-payments", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    const auto form = cw::http::json_body(request);
    cw::http::send_json(response, 200, payments.pay_certification_fee(caller, parse_fee_purchase(form),
                                                                       cw::http::idempotency_key(request, form)));
  });

  server.post("/api/payments/confirm", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    const auto form = cw::http::json_body(request);
    cw::http::send_json(response, 200, payments.confirm_card(caller, parse_client_secret(form), parse_card(form)));
  });

  server.post("/api/payments/authenticate", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    const auto form = cw::http::json_body(request);
    cw::http::send_json(response, 200,
                        payments.authenticate(caller, parse_client_secret(form), parse_approve(form)));
  });

  server.get(R"(/api/payments/([^/]+))", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    const auto intent_id = request.matches[1].str();
    if (intent_id.size() > 100) throw cw::not_found(kPaymentNotFound);
    cw::fields::check_text(intent_id, "payment id");
    cw::http::send_json(response, 200, payments.payment(caller, intent_id));
  });

  server.get(R"(/api/project-payments/([^/]+))", [&](const auto& request, auto& response) {
    auto caller = cw::http::require_caller(request, sessions);
    cw::http::send_json(response, 200,
                        payments.project_payments(caller, cw::http::path_id(request, 1, kProjectNotFound)));
  });
}

}  // namespace billing::api
