"""GET /api/subscription-status (docs/dev-contract.md, other services): every member is on the active monthly starter
plan (a projection of user.registered; the same answer before the event arrives); 401 without a valid session. Each
response is validated against services/billing/openapi.yaml. Health directly on BILLING_PORT."""
from __future__ import annotations

import os

import pytest

from lib.api_client import ApiClient, expect
from lib.database import rows
from lib.users import register
from lib.waiting import wait_until

STARTER = {"plan": "starter", "status": "active", "billingCycle": "monthly", "cancelAtPeriodEnd": False,
           "currentPeriodEnd": None, "capabilities": [], "isTrial": False, "trialEndsAt": None, "freeTrialDays": 14}
PROJECTION_DEADLINE_SECONDS = 30


@pytest.fixture(scope="module")
def billing_direct(billing_contract):
    """The billing service on its own port (BILLING_PORT), bypassing nginx."""
    port = os.environ.get("BILLING_PORT", "").strip() or "8104"
    with ApiClient(f"http://127.0.0.1:{port}", billing_contract) as client:
        yield client


def status(billing_api, session=None, **kwargs):
    return billing_api.get("/api/subscription-status", session=session, **kwargs)


@pytest.mark.parametrize("role", ["client", "engineer"])
def test_a_new_member_is_on_the_starter_plan(api, billing_api, role):
    member = register(api, role=role)
    assert expect(status(billing_api, member.session), 200).body == STARTER


def test_the_subscription_is_opened_from_user_registered(api, billing_api):
    member = register(api, role="engineer")
    opened = wait_until(
        lambda: rows("SELECT plan, status, billing_cycle, cancel_at_period_end FROM billing.subscriptions "
                     f"WHERE user_id = {int(member.id)}"),
        timeout=PROJECTION_DEADLINE_SECONDS, what=f"billing to open a subscription for user {member.id}")
    assert opened == [["starter", "active", "monthly", "f"]]
    assert expect(status(billing_api, member.session), 200).body == STARTER


def test_the_admin_is_shown_the_starter_plan(billing_api, admin_session):
    assert expect(status(billing_api, admin_session), 200).body == STARTER


def test_query_parameters_are_ignored(api, billing_api):
    member = register(api)
    assert expect(status(billing_api, member.session, params={"plan": "enterprise", "x": "\u00e9"}), 200).body \
        == STARTER


@pytest.mark.parametrize("session", [None, "", "not-a-session", "0" * 64], ids=["none", "empty", "garbage", "zeros"])
def test_without_a_valid_session_401(billing_api, session):
    expect(status(billing_api, session), 401, "Not authenticated")


def test_after_logout_401(api, billing_api):
    member = register(api)
    expect(status(billing_api, member.session), 200)
    expect(api.post("/api/logout", session=member.session), 204)
    expect(status(billing_api, member.session), 401, "Not authenticated")


def test_health_directly_on_the_service_port(billing_direct):
    assert expect(billing_direct.get("/healthz"), 200).body == {"status": "ok"}
    assert expect(billing_direct.get("/readyz"), 200).body["status"] == "ready"
