"""A member's paid plan from start to end: paying the first period (POST /api/get-or-create-subscription, or one
period with POST /api/create-payment-intent and the plan's price), cancelling at the period's end, reactivating, and
the end-of-period sweep on billing's own clock, which the test moves forward (POST /internal/clock on billing's port,
with the services run as scripts/run-tests.sh runs them). A cancelled plan falls to starter and keeps the member's
projects; a renewing one is renewed. Each change is a subscription.changed event with the plan's limits."""
from __future__ import annotations

import pytest

from datetime import datetime, timedelta, timezone

from lib.api_client import expect
from lib.billing import advance_clock, card, confirm, events_seen, subscribe, sweep
from lib.database import rows
from lib.projects import new_client, post_project
from lib.users import register

DAY = 86400
PAY_NOW = {"freeTrial": False}  # the first period paid at once: the free trial is tested in test_free_trial.py
PROFESSIONAL_CAPABILITIES = ["direct_messages", "analytics", "data_export", "advanced_filters", "priority_support",
                             "engineer_ratings", "verified_engineers", "custom_rates", "escrow", "milestone_payments"]


def status(billing_api, member):
    return expect(billing_api.get("/api/subscription-status", session=member.session), 200).body


def parse(moment: str) -> datetime:
    return datetime.fromisoformat(moment.replace("Z", "+00:00"))


def test_a_member_upgrades_cancels_and_reactivates(api, billing_api, billing_events):
    member = register(api, role="client")
    subscription = subscribe(billing_api, member, "professional", "yearly")
    assert subscription | {"currentPeriodEnd": None} == {
        "plan": "professional", "status": "active", "billingCycle": "yearly", "cancelAtPeriodEnd": False,
        "currentPeriodEnd": None, "capabilities": PROFESSIONAL_CAPABILITIES, "isTrial": False, "trialEndsAt": None,
        "freeTrialDays": 0}
    period_end = subscription["currentPeriodEnd"]
    assert parse(period_end) - datetime.now(timezone.utc) > timedelta(days=360)

    cancelled = expect(billing_api.post("/api/cancel-subscription", session=member.session), 200).body
    assert cancelled == {**subscription, "cancelAtPeriodEnd": True}
    assert expect(billing_api.post("/api/cancel-subscription", session=member.session), 200).body == cancelled
    assert status(billing_api, member) == cancelled

    reactivated = expect(billing_api.post("/api/reactivate-subscription", session=member.session), 200).body
    assert reactivated == subscription
    expect(billing_api.post("/api/reactivate-subscription", session=member.session), 409,
           "Your subscription is not set to cancel: it renews as it is.")

    # The starter plan billing opens when it hears of the new member (user.registered) is announced too when that
    # comes before the member's first payment, which depends on how fast the consumer is: only the paid plan's
    # changes count here.
    changes = events_seen(billing_events, lambda e: e["type"] == "subscription.changed" and
                          e["data"]["userId"] == member.id and e["data"]["plan"] != "starter", expected=3)
    assert [(c["data"]["plan"], c["data"]["cancelAtPeriodEnd"]) for c in changes] == [
        ("professional", False), ("professional", True), ("professional", False)]
    versions = [c["data"]["version"] for c in changes]
    assert versions == sorted(versions) and len(set(versions)) == 3
    assert changes[0]["data"]["limits"]["activeProjects"] == -1
    assert changes[0]["data"]["limits"]["uploadsPerProject"] == 25
    assert all(change["data"]["capabilities"] == PROFESSIONAL_CAPABILITIES for change in changes)


def test_starter_has_nothing_to_cancel_and_admins_have_no_plan(api, billing_api, admin_session):
    member = register(api, role="engineer")
    expect(billing_api.post("/api/cancel-subscription", session=member.session), 409,
           "You are on the free Starter plan: there is nothing to cancel.")
    expect(billing_api.post("/api/reactivate-subscription", session=member.session), 409)
    expect(billing_api.post("/api/cancel-subscription"), 401)
    expect(billing_api.post("/api/cancel-subscription", session=admin_session), 403)
    expect(billing_api.post("/api/get-or-create-subscription", session=admin_session), 403)


def test_an_unpaid_intent_is_given_again_and_a_paid_plan_is_not_bought_twice(api, billing_api):
    member = register(api, role="client")
    first = expect(billing_api.post("/api/get-or-create-subscription", json=PAY_NOW, session=member.session),
                   200).body
    assert first["amount"] == "29.00" and first["description"] == "CabinetWorks Professional, billed monthly"
    again = expect(billing_api.post("/api/get-or-create-subscription",
                                    json={"plan": "professional", "billingCycle": "monthly", **PAY_NOW},
                                    session=member.session), 200).body
    assert again["paymentIntentId"] == first["paymentIntentId"]
    expect(confirm(billing_api, member.session, first["clientSecret"]), 200)
    expect(billing_api.post("/api/get-or-create-subscription", session=member.session), 409,
           "You are already on the Professional plan, billed monthly.")
    for body, message in (({"plan": "starter"}, "Choose the Professional or the Enterprise plan."),
                          ({"plan": "gold"}, None), ({"billingCycle": "weekly"}, None), ({"plan": 7}, None)):
        expect(billing_api.post("/api/get-or-create-subscription", json=body, session=member.session), 400, message)
    enterprise = expect(billing_api.post("/api/get-or-create-subscription",
                                         json={"plan": "enterprise", "billingCycle": "yearly"},
                                         session=member.session), 200).body
    assert enterprise["amount"] == "990.00"


def test_one_period_at_the_plans_price_and_not_another_amount(api, billing_api):
    member = register(api, role="client")
    for amount in (99, 29.99, 0, -29, "29.001", None):
        response = billing_api.post("/api/create-payment-intent", json={"amount": amount}, session=member.session)
        expect(response, 400)
    expect(billing_api.post("/api/create-payment-intent", json={"amount": 29, "plan": "enterprise"},
                            session=member.session), 400,
           "The amount does not match the price of the Enterprise plan, billed monthly ($99.00).")
    intent = expect(billing_api.post("/api/create-payment-intent", json={"amount": 29}, session=member.session),
                    200).body
    assert intent["description"] == "CabinetWorks Professional, one month"
    expect(confirm(billing_api, member.session, intent["clientSecret"]), 200)
    bought = status(billing_api, member)
    assert bought["plan"] == "professional" and bought["cancelAtPeriodEnd"] is True, "one period is not renewed"


@pytest.mark.serial  # moves the service's clock: every other test's deadlines move with it
def test_at_the_end_of_a_cancelled_period_the_member_falls_to_starter_and_keeps_projects(
        config, api, billing_api, projects_api):
    client = new_client(api)
    subscribe(billing_api, client, "professional", "monthly")
    project = post_project(projects_api, client)
    expect(billing_api.post("/api/cancel-subscription", session=client.session), 200)

    advance_clock(config, 10 * DAY)
    sweep(config)
    assert status(billing_api, client)["plan"] == "professional", "the paid period is not over yet"

    advance_clock(config, 21 * DAY)
    assert sweep(config) >= 1
    assert status(billing_api, client) == {"plan": "starter", "status": "active", "billingCycle": "monthly",
                                           "cancelAtPeriodEnd": False, "currentPeriodEnd": None, "capabilities": [],
                                           "isTrial": False, "trialEndsAt": None, "freeTrialDays": 0}
    mine = expect(projects_api.get("/api/my-projects", session=client.session), 200).body
    assert project["id"] in [p["id"] for p in mine], "falling to starter keeps every project"


@pytest.mark.serial  # moves the service's clock: every other test's deadlines move with it
def test_a_renewing_plan_is_renewed_for_another_period(config, api, billing_api):
    member = register(api, role="engineer")
    first = subscribe(billing_api, member, "enterprise", "monthly")
    advance_clock(config, 31 * DAY)
    sweep(config)
    renewed = status(billing_api, member)
    assert renewed["plan"] == "enterprise" and renewed["cancelAtPeriodEnd"] is False
    assert parse(renewed["currentPeriodEnd"]) - parse(first["currentPeriodEnd"]) == timedelta(days=30)
    assert rows(f"SELECT count(*), sum(amount_cents) FROM billing.payments WHERE payer_id = {member.id} "
                "AND status = 'succeeded'") == [["2", "19800"]]


def test_a_declined_card_leaves_the_plan_unchanged(api, billing_api):
    member = register(api, role="client")
    intent = expect(billing_api.post("/api/get-or-create-subscription", json=PAY_NOW, session=member.session),
                    200).body
    expect(billing_api.post("/api/payments/confirm", json={"clientSecret": intent["clientSecret"],
                                                           "card": card("4000 0000 0000 9995")},
                            session=member.session), 402, "Your card has insufficient funds.")
    assert status(billing_api, member)["plan"] == "starter"
