"""services/billing/openapi.yaml says what docs/dev-contract.md says of billing. Offline: no running system needed."""
from __future__ import annotations

import json

import pytest

from lib.openapi_contract import HeaderSource, assert_session_cookie_document, schema_error

EXPECTED_STATUSES = {
    ("get", "/api/subscription-status"): {"200", "401", "500"},
    ("get", "/api/plans"): {"200", "500"},
    ("get", "/api/usage-stats"): {"200", "401", "500"},
    ("post", "/api/cancel-subscription"): {"200", "401", "403", "409", "500"},
    ("post", "/api/reactivate-subscription"): {"200", "401", "403", "409", "500"},
    ("get", "/api/refund-subscription"): {"200", "401", "403", "500"},
    ("post", "/api/refund-subscription"): {"200", "401", "403", "409", "500", "503"},
    ("get", "/api/payment-config"): {"200", "500"},
    ("post", "/api/get-or-create-subscription"): {"200", "400", "401", "403", "409", "500", "503"},
    ("post", "/api/create-payment-intent"): {"200", "400", "401", "403", "409", "500", "503"},
    ("post", "/api/certification-payments"): {"200", "400", "401", "403", "409", "500", "503"},
    ("get", "/api/certification-fees"): {"200", "500"},
    ("post", "/api/create-project-payment"): {"200", "400", "401", "403", "404", "409", "500", "503"},
    ("post", "/api/payments/confirm"): {"200", "400", "401", "402", "404", "409", "500"},
    ("post", "/api/payments/authenticate"): {"200", "400", "401", "402", "404", "409", "500"},
    ("get", "/api/payments/{paymentIntentId}"): {"200", "400", "401", "404", "500"},
    ("get", "/api/project-payments/{projectId}"): {"200", "401", "403", "404", "500"},
    ("post", "/api/stripe/webhook"): {"200", "400", "404", "500"},
    ("get", "/api/exports/payments.csv"): {"200", "401", "403", "500"},
    ("get", "/api/personal-data/billing"): {"200", "401", "500"},
    ("get", "/healthz"): {"200"},
    ("get", "/readyz"): {"200", "503"},
}

# docs/dev-contract.md: what every registered user gets (and the free trial of their first paid plan).
STARTER = {"plan": "starter", "status": "active", "billingCycle": "monthly", "cancelAtPeriodEnd": False,
           "currentPeriodEnd": None, "capabilities": [], "isTrial": False, "trialEndsAt": None, "freeTrialDays": 14}
PUBLIC = ("/healthz", "/readyz", "/api/plans", "/api/certification-fees", "/api/payment-config", "/api/stripe/webhook")


def test_document_basics(billing_contract):
    assert_session_cookie_document(billing_contract)
    assert billing_contract.document["security"] == [{"cookieAuth": []}], \
        "every call needs a session unless it says otherwise"


def test_only_the_plans_the_payment_provider_and_the_health_checks_are_public(billing_contract):
    for method, path in EXPECTED_STATUSES:
        security = billing_contract.operation(method, path).spec.get("security")
        if path in PUBLIC:
            assert security == [], path
        else:
            assert security is None, f"{path} must inherit the document's cookieAuth"


@pytest.mark.parametrize("operation", sorted(EXPECTED_STATUSES), ids=lambda o: f"{o[0].upper()} {o[1]}")
def test_every_status_of_the_contract_is_documented(billing_contract, operation):
    method, path = operation
    assert set(billing_contract.operation(method, path).spec["responses"]) == EXPECTED_STATUSES[operation]


def test_every_operation_is_expected(billing_contract):
    document = billing_contract.document
    documented = {(method, path) for path, item in document["paths"].items() for method in item if method != "servers"}
    assert documented == set(EXPECTED_STATUSES)


def test_error_responses_use_the_error_schema(billing_contract):
    for (method, path), statuses in EXPECTED_STATUSES.items():
        if path in ("/healthz", "/readyz"):
            continue
        for status in statuses:
            if status.startswith(("4", "5")):
                _, _, response = billing_contract.response(method, path, int(status))
                allowed = [{"$ref": "#/components/schemas/Error"}]
                if status == "403":  # a refusal for the plan names what the plan lacks
                    allowed.append({"$ref": "#/components/schemas/PlanRequired"})
                assert response["content"]["application/json"]["schema"] in allowed, (method, path, status)


def test_subscription_schema(billing_contract):
    subscription = billing_contract.document["components"]["schemas"]["Subscription"]
    assert subscription["additionalProperties"] is False
    assert set(subscription["required"]) == set(STARTER)
    assert schema_error(billing_contract, "Subscription", STARTER) is None
    yearly_pro = {**STARTER, "plan": "professional", "billingCycle": "yearly", "cancelAtPeriodEnd": True,
                  "currentPeriodEnd": "2027-11-23T10:15:30.123Z"}
    assert schema_error(billing_contract, "Subscription", yearly_pro) is None
    for bad in ({"plan": "free"}, {"status": "cancelled"}, {"billingCycle": "weekly"}, {"cancelAtPeriodEnd": "no"},
                {"userId": 3}, {"plan": None}):
        assert schema_error(billing_contract, "Subscription", {**STARTER, **bad}) is not None, bad
    assert schema_error(billing_contract, "Subscription", {k: v for k, v in STARTER.items() if k != "plan"})


def test_examples_match_their_schemas(billing_contract):
    _, _, ok = billing_contract.response("get", "/api/subscription-status", 200)
    media = ok["content"]["application/json"]
    assert billing_contract.validate_response(
        "GET", "/api/subscription-status", 200, HeaderSource([]), json.dumps(media["example"]).encode(),
        "application/json") == STARTER
    _, _, unauthenticated = billing_contract.response("get", "/api/subscription-status", 401)
    assert unauthenticated["content"]["application/json"]["example"]["message"] == "Not authenticated"


def test_error_schema(billing_contract):
    assert schema_error(billing_contract, "Error", {"message": "x", "code": "y"}) is None
    assert schema_error(billing_contract, "Error", {"code": "y"}) is not None
    assert schema_error(billing_contract, "Error", {"message": ""}) is not None

