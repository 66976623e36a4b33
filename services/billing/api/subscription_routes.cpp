#include "api/subscription_routes.hpp"

#include "api/payment_forms.hpp"

#include <cw/errors.hpp>
#include <cw/events.hpp>
#include <cw/fields.hpp>

namespace billing::api {

namespace {
constexpr const char* kPaymentNotFound = "Payment not found";
constexpr const char* kProjectNotFound = "Project not found";
}  // namespace

void add_subscription_routes(cw::http::Server& server, Subscriptions& subscriptions, cw::SessionStore& sessions) {
  server.get("/api/subscription-status", [&](const auto& request, auto& response) {
    cw::http::send_json(response, 200, subscriptions.status(cw::http::require_caller(request, sessions)));
  });
  server.get("/api/usage-stats", [&](const auto& request, auto& response) {
    cw::http::send_json(response, 200, subscriptions.usage(cw::http::require_caller(request, sessions)));
  });
  server.post("/api/cancel-subscription", [&](const auto& request, auto& response) {
    cw::http::send_json(response, 200, subscriptions.cancel(cw::http::require_caller(request, sessions)));
  });
  server.post("/api/reactivate-subscription", [&](const auto& request, auto& response) {
    cw::http::send_json(response, 200, subscriptions.reactivate(cw::http::require_caller(request, sessions)));
  });
}

void add_plan_routes(cw::http::Server& server, Plans& plans) {
  server.get("/api/plans", [&](const auto&, auto& response) { cw::http::send_json(response, 200, plans.all()); });
}

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

void add_webhook_routes(cw::http::Server& server, Webhooks& webhooks) {
  server.post("/api/stripe/webhook", [&](const auto& request, auto& response) {
    webhooks.receive(request.body, request.get_header_value("Stripe-Signature"));
    cw::http::send_json(response, 200, {{"received", true}});
  });
}

void add_test_clock_routes(cw::http::Server& server, cw::MovableClock& clock, Subscriptions& subscriptions,
                           Payments& payments) {
  if (!clock.movable()) return;
  cw::add_clock_route(server, clock);
  // What the periodic sweep does, at once.
  server.post("/internal/sweep", [&](const auto&, auto& response) {
    const auto changed = subscriptions.sweep();
    cw::http::send_json(response, 200, {{"changed", changed}, {"paymentsFinished", payments.finish_intents_being_made()}});
  });
}

}  // namespace billing::api
