"""services/analytics/openapi.yaml says what docs/dev-contract.md says of analytics (admin only, 403 otherwise; a
member's own figures: professional and up, 403 plan_required otherwise). Offline: no running system needed."""
from __future__ import annotations

import json

import pytest

from lib.openapi_contract import HeaderSource, assert_session_cookie_document, schema_error

EXPECTED_STATUSES = {
    ("get", "/api/analytics/signups"): {"200", "400", "401", "403", "500"},
    ("get", "/api/analytics/signups-by-source"): {"200", "401", "403", "500"},
    ("get", "/api/analytics/daily-signups"): {"200", "400", "401", "403", "500"},
    ("get", "/api/analytics/page-views"): {"200", "400", "401", "403", "500"},
    ("get", "/api/analytics/page-view-total"): {"200", "400", "401", "403", "500"},
    ("post", "/api/track-page-view"): {"204", "400", "429", "500"},
    ("get", "/api/admin/stats"): {"200", "401", "403", "500"},
    ("get", "/api/admin/pending-engineers"): {"200", "400", "401", "403", "500"},
    ("get", "/api/admin/marketplace-metrics"): {"200", "400", "401", "403", "500"},
    ("get", "/api/personal-data/analytics"): {"200", "401", "500"},
    ("get", "/api/my-analytics"): {"200", "400", "401", "403", "500"},
    ("get", "/api/platform-figures"): {"200", "500"},
    ("get", "/healthz"): {"200"},
    ("get", "/readyz"): {"200", "503"},
}

COUNTS = {"total": 3, "clients": 2, "engineers": 1}
SOURCE = {"source": "newsletter", "count": 3, "clients": 2, "engineers": 1}
DAY = {"date": "2026-01-31", **COUNTS}


def test_document_basics(analytics_contract):
    assert_session_cookie_document(analytics_contract)
    assert analytics_contract.document["security"] == [{"cookieAuth": []}]


def test_every_operation_is_expected(analytics_contract):
    paths = analytics_contract.document["paths"]
    documented = {(method, path) for path, item in paths.items() for method in item if method != "servers"}
    assert documented == set(EXPECTED_STATUSES)


@pytest.mark.parametrize("operation", sorted(EXPECTED_STATUSES), ids=lambda o: f"{o[0].upper()} {o[1]}")
def test_every_status_of_the_contract_is_documented(analytics_contract, operation):
    method, path = operation
    assert set(analytics_contract.operation(method, path).spec["responses"]) == EXPECTED_STATUSES[operation]


def test_error_responses_use_the_error_schema(analytics_contract):
    for (method, path), statuses in EXPECTED_STATUSES.items():
        if path in ("/healthz", "/readyz"):
            continue
        for status in statuses:
            if status.startswith(("4", "5")):
                _, _, response = analytics_contract.response(method, path, int(status))
                assert response["content"]["application/json"]["schema"] == {"$ref": "#/components/schemas/Error"}, \
                    (method, path, status)


PUBLIC = ("/healthz", "/readyz", "/api/track-page-view", "/api/platform-figures")
# Members' own data and figures, not the admins'.
MEMBERS = ("/api/personal-data/analytics", "/api/my-analytics")


def test_admin_only_is_documented(analytics_contract):
    for (method, path) in EXPECTED_STATUSES:
        if path not in PUBLIC + MEMBERS:
            _, _, forbidden = analytics_contract.response(method, path, 403)
            assert forbidden["content"]["application/json"]["example"]["message"] == "Only admins can see analytics"


def test_plan_required_is_documented_for_members(analytics_contract):
    _, _, refused = analytics_contract.response("get", "/api/my-analytics", 403)
    example = refused["content"]["application/json"]["example"]
    assert (example["code"], example["capability"], example["plan"], example["link"]) == \
        ("plan_required", "analytics", "professional", "/premium-plans")


def _parameter(contract, path, name):
    for parameter in contract.operation("get", path).spec.get("parameters", []):
        parameter = contract.resolve(parameter)
        if parameter["name"] == name:
            return parameter
    raise AssertionError(f"{path} does not document the query parameter {name}")


def test_query_parameters(analytics_contract):
    for name in ("start", "end"):
        parameter = _parameter(analytics_contract, "/api/analytics/signups", name)
        assert parameter["in"] == "query" and not parameter.get("required")
        assert parameter["schema"] == {"type": "string", "format": "date"}
    days = _parameter(analytics_contract, "/api/analytics/daily-signups", "days")
    assert days["in"] == "query" and not days.get("required")
    assert (days["schema"]["type"], days["schema"]["minimum"], days["schema"]["maximum"]) == ("integer", 1, 365)
    assert days["schema"]["default"] == 30
    assert not analytics_contract.operation("get", "/api/analytics/signups-by-source").spec.get("parameters")


def test_signup_counts_schema(analytics_contract):
    assert schema_error(analytics_contract, "SignupCounts", COUNTS) is None
    assert schema_error(analytics_contract, "SignupCounts", {"total": 0, "clients": 0, "engineers": 0}) is None
    for bad in ({"total": -1}, {"clients": "2"}, {"engineers": 1.5}, {"admins": 0}):
        assert schema_error(analytics_contract, "SignupCounts", {**COUNTS, **bad}) is not None, bad
    assert schema_error(analytics_contract, "SignupCounts", {"total": 3, "clients": 2}) is not None


def test_source_counts_schema(analytics_contract):
    assert schema_error(analytics_contract, "SourceCounts", SOURCE) is None
    assert schema_error(analytics_contract, "SourceCounts", {**SOURCE, "source": None}) is None, "no source is null"
    for bad in ({"source": ""}, {"source": "News Letter"}, {"count": -1}, {"total": 3}):
        assert schema_error(analytics_contract, "SourceCounts", {**SOURCE, **bad}) is not None, bad
    assert schema_error(analytics_contract, "SourceCounts", {k: v for k, v in SOURCE.items() if k != "source"})


def test_daily_signups_schema(analytics_contract):
    assert schema_error(analytics_contract, "DailySignups", DAY) is None
    for bad in ({"date": "2026-1-31"}, {"date": "2026-01-31T00:00:00Z"}, {"date": None}, {"total": -1}):
        assert schema_error(analytics_contract, "DailySignups", {**DAY, **bad}) is not None, bad


def test_examples_match_their_schemas(analytics_contract):
    for (method, path), statuses in EXPECTED_STATUSES.items():
        for status in statuses:
            _, _, response = analytics_contract.response(method, path, int(status))
            media = (response.get("content") or {}).get("application/json") or {}
            if "example" in media:
                analytics_contract.validate_response(method.upper(), path, int(status), HeaderSource([]),
                                                     json.dumps(media["example"]).encode(), "application/json")


MARKET = {"projectsPosted": 3, "projectsWithAcceptedBid": 2, "acceptRate": 66.7, "bidsPlaced": 5,
          "paidInCents": 125000, "heldCents": 50000, "releasedCents": 75000, "refundedCents": 0}


def test_marketplace_metrics_schema(analytics_contract):
    assert schema_error(analytics_contract, "MarketplaceMetrics", MARKET) is None
    assert schema_error(analytics_contract, "MarketplaceMetrics", {**MARKET, "acceptRate": None}) is None, \
        "no rate without projects"
    for bad in ({"projectsPosted": -1}, {"paidInCents": 1.5}, {"acceptRate": 101}, {"revenue": 0}):
        assert schema_error(analytics_contract, "MarketplaceMetrics", {**MARKET, **bad}) is not None, bad
    assert schema_error(analytics_contract, "MarketplaceMetrics",
                        {k: v for k, v in MARKET.items() if k != "heldCents"}) is not None


def test_error_schema(analytics_contract):
    assert schema_error(analytics_contract, "Error", {"message": "x", "code": "y"}) is None
    assert schema_error(analytics_contract, "Error", {"code": "y"}) is not None
    assert schema_error(analytics_contract, "Error", {"message": ""}) is not None
