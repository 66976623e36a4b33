"""The auth session as every other service sees it (through nginx), and the admin account.

These paths belong to other services: a response is validated against that service's openapi.yaml when it has one
documenting the path, and always against the shapes of docs/dev-contract.md written here.
"""
from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from lib.api_client import ApiClient, ApiResponse, expect
from lib.openapi_contract import plain_schema_error, service_contract
from lib.config import admin_credentials
from lib.users import new_user_payload, register
from lib.waiting import wait_until

PROJECTION_DEADLINE_SECONDS = 30

ERROR = {"type": "object", "required": ["message"],
         "properties": {"message": {"type": "string", "minLength": 1}, "code": {"type": "string"}}}
SUBSCRIPTION_STATUS = {
    "type": "object", "required": ["plan", "status", "billingCycle", "cancelAtPeriodEnd"],
    "properties": {"plan": {"enum": ["starter", "professional", "enterprise"]}, "status": {"type": "string"},
                   "billingCycle": {"enum": ["monthly", "yearly"]}, "cancelAtPeriodEnd": {"type": "boolean"}}}
NOTIFICATIONS = {
    "type": "array",
    "items": {"type": "object", "required": ["id", "type", "title", "message", "read", "timestamp"],
              "properties": {"title": {"type": "string"}, "message": {"type": "string"}, "type": {"type": "string"},
                             "read": {"type": "boolean"}, "timestamp": {"type": "string", "format": "date-time"}}}}
SIGNUPS = {"type": "object", "required": ["total", "clients", "engineers"],
           "properties": {k: {"type": "integer", "minimum": 0} for k in ("total", "clients", "engineers")}}
COUNTS = {k: {"type": "integer", "minimum": 0} for k in ("count", "total", "clients", "engineers")}
SIGNUPS_BY_SOURCE = {"type": "array", "items": {
    "type": "object", "required": ["source", "count", "clients", "engineers"],
    "properties": {"source": {"type": ["string", "null"]}, **COUNTS}}}
DAILY_SIGNUPS = {"type": "array", "items": {
    "type": "object", "required": ["date", "total", "clients", "engineers"],
    "properties": {"date": {"type": "string", "pattern": r"^\d{4}-\d{2}-\d{2}$"}, **COUNTS}}}

PROTECTED = [("projects", "/api/my-projects"), ("messaging", "/api/notifications"),
             ("billing", "/api/subscription-status"), ("analytics", "/api/analytics/signups")]


def call(gateway: ApiClient, service: str, path: str, **kwargs) -> ApiResponse:
    contract = service_contract(service)
    if contract is not None and contract.documents_path(path):
        return gateway.get(path, contract=contract, **kwargs)
    return gateway.get(path, validate=False, **kwargs)


def conforms(response: ApiResponse, schema: dict) -> ApiResponse:
    assert "json" in (response.headers.get("Content-Type") or ""), f"not JSON: {response.describe()}"
    error = plain_schema_error(schema, response.body)
    assert error is None, f"{response.describe()}: {error}"
    return response


def signup_range() -> dict[str, str]:
    today = datetime.now(timezone.utc).date()
    return {"start": (today - timedelta(days=1)).isoformat(), "end": (today + timedelta(days=1)).isoformat()}


@pytest.mark.parametrize("service,path", PROTECTED, ids=[p for _, p in PROTECTED])
@pytest.mark.parametrize("cookie", [None, "garbage"], ids=["no-cookie", "garbage-cookie"])
def test_other_services_require_a_session(gateway, service, path, cookie):
    response = call(gateway, service, path, session=cookie)
    expect(response, 401, "Not authenticated")
    conforms(response, ERROR)


@pytest.mark.parametrize("service,path", PROTECTED, ids=[p for _, p in PROTECTED])
def test_other_services_reject_a_logged_out_session(api, gateway, service, path):
    registered = register(api)
    # The service has just seen the session, so it holds a copy in memory: sign-out must reach that copy too.
    seen = call(gateway, service, path, session=registered.session)
    assert seen.status != 401, f"a fresh session was refused: {seen.describe()}"
    expect(api.post("/api/logout", session=registered.session), 204)
    expect(call(gateway, service, path, session=registered.session), 401, "Not authenticated")


def test_new_client_has_a_starter_subscription(api, gateway):
    client = register(api)
    response = wait_until(lambda: call(gateway, "billing", "/api/subscription-status", session=client.session),
                          until=lambda r: r.status == 200, timeout=PROJECTION_DEADLINE_SECONDS,
                          what="billing's projection of user.registered (subscription-status 200)")
    conforms(response, SUBSCRIPTION_STATUS)
    assert response.body == {"plan": "starter", "status": "active", "billingCycle": "monthly",
                             "cancelAtPeriodEnd": False, "currentPeriodEnd": None, "capabilities": [],
                             "isTrial": False, "trialEndsAt": None, "freeTrialDays": 14}


def test_new_client_gets_a_welcome_notification(api, gateway):
    client = register(api)
    first = expect(call(gateway, "messaging", "/api/notifications", session=client.session), 200)
    conforms(first, NOTIFICATIONS)
    response = wait_until(lambda: call(gateway, "messaging", "/api/notifications", session=client.session),
                          until=lambda r: r.status == 200 and isinstance(r.body, list) and len(r.body) >= 1,
                          timeout=PROJECTION_DEADLINE_SECONDS, what="the welcome notification")
    conforms(response, NOTIFICATIONS)
    assert len(response.body) == 1, f"one welcome notification expected: {response.body}"


def test_new_client_has_no_projects(api, gateway):
    client = register(api)
    response = expect(call(gateway, "projects", "/api/my-projects", session=client.session), 200)
    assert response.body == []


@pytest.mark.parametrize("role", ["client", "engineer"])
def test_analytics_is_for_admins_only(api, gateway, role):
    user = register(api, role=role)
    for path in ("/api/analytics/signups", "/api/analytics/signups-by-source", "/api/analytics/daily-signups"):
        response = call(gateway, "analytics", path, session=user.session, params=signup_range())
        expect(response, 403)
        conforms(response, ERROR)


def test_admin_signs_in_with_the_seeded_credentials(api, admin_session):
    me = expect(api.get("/api/user", session=admin_session), 200)
    assert me.body["role"] == "admin"


def test_admin_sees_signups_including_new_ones(api, gateway, admin_session):
    params = signup_range()
    before = conforms(expect(call(gateway, "analytics", "/api/analytics/signups", session=admin_session,
                                  params=params), 200), SIGNUPS).body
    register(api, role="client")
    register(api, role="engineer")

    def grown(response: ApiResponse) -> bool:
        body = response.body
        return (response.status == 200 and body["clients"] >= before["clients"] + 1
                and body["engineers"] >= before["engineers"] + 1)

    after = wait_until(lambda: call(gateway, "analytics", "/api/analytics/signups", session=admin_session,
                                    params=params),
                       until=grown, timeout=PROJECTION_DEADLINE_SECONDS, what="analytics to count the new sign-ups")
    body = conforms(after, SIGNUPS).body
    assert body["total"] >= body["clients"] + body["engineers"]


def test_admin_reads_signups_by_source_and_daily(gateway, admin_session):
    conforms(expect(call(gateway, "analytics", "/api/analytics/signups-by-source", session=admin_session), 200),
             SIGNUPS_BY_SOURCE)
    daily = conforms(expect(call(gateway, "analytics", "/api/analytics/daily-signups", session=admin_session,
                                 params={"days": 30}), 200), DAILY_SIGNUPS).body
    assert len(daily) <= 31


def test_admin_cannot_be_registered_even_with_the_admin_username(api):
    credentials = admin_credentials()
    username = credentials.username if credentials else "admin"
    expect(api.post("/api/register", json=new_user_payload(username=username)), 409, "Username already exists")

