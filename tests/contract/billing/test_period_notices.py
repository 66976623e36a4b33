"""Issue 28: a member is told ahead that their paid period ends or renews. Billing's sweep publishes
subscription.period_ending once per period: a plan set to cancel 3 days before its end (renews false), a yearly plan
that renews 7 days before (renews true); a monthly renewal is not told. The test moves billing's own clock (POST
/internal/clock on billing's port) and sweeps (POST /internal/sweep) as tests/lib/billing.py does."""
from __future__ import annotations

from datetime import datetime

import pytest

from lib.api_client import expect
from lib.billing import advance_clock, events_seen, subscribe, sweep
from lib.users import register

DAY = 86400


def parse(moment: str) -> datetime:
    return datetime.fromisoformat(moment.replace("Z", "+00:00"))


def move_to(config, seconds_before: int, end: str) -> None:
    """Billing's clock to `seconds_before` the period end `end`."""
    now = parse(advance_clock(config, 0))
    advance_clock(config, int((parse(end) - now).total_seconds()) - seconds_before)


def notices(tail, user_ids, expected: int) -> list[dict]:
    """The notices to the members: the sweeps just made wrote them, so once billing's outbox has sent what it held,
    every notice (and any duplicate) is on the topic (events_seen's published_by)."""
    return [e["data"] for e in events_seen(tail, lambda e: e["type"] == "subscription.period_ending" and
                                           e["data"]["userId"] in user_ids, expected=expected,
                                           published_by="billing")]


def price_cents(billing_api, plan: str, cycle: str) -> int:
    plans = expect(billing_api.get("/api/plans"), 200).body
    return round(float(next(p for p in plans if p["id"] == plan)["price"][cycle]) * 100)


@pytest.mark.serial  # moves the service's clock: every other test's deadlines move with it
def test_a_period_near_its_end_is_told_once(config, api, billing_api, billing_events):
    cancelled = register(api, role="client")
    ending = subscribe(billing_api, cancelled, "professional", "monthly")
    expect(billing_api.post("/api/cancel-subscription", session=cancelled.session), 200)
    monthly = register(api, role="engineer")
    monthly_first = subscribe(billing_api, monthly, "professional", "monthly")
    yearly = register(api, role="client")
    renewing = subscribe(billing_api, yearly, "professional", "yearly")

    move_to(config, 4 * DAY, ending["currentPeriodEnd"])
    sweep(config)
    members = {cancelled.id, monthly.id, yearly.id}
    assert notices(billing_events, members, expected=0) == [], "4 days before its end is too early"

    move_to(config, 2 * DAY, ending["currentPeriodEnd"])
    sweep(config)
    sweep(config)
    told = notices(billing_events, members, expected=1)
    assert told == [{"userId": cancelled.id, "plan": "professional", "billingCycle": "monthly",
                     "periodEnd": ending["currentPeriodEnd"], "renews": False,
                     "amountCents": price_cents(billing_api, "professional", "monthly")}]

    # The monthly plan renews by itself meanwhile (the test provider), untold; the yearly one is told 7 days ahead.
    move_to(config, 8 * DAY, renewing["currentPeriodEnd"])
    sweep(config)
    assert notices(billing_events, members, expected=0) == [], "8 days before its renewal is too early"
    move_to(config, 6 * DAY, renewing["currentPeriodEnd"])
    sweep(config)
    sweep(config)
    told = notices(billing_events, members, expected=1)
    assert told == [{"userId": yearly.id, "plan": "professional", "billingCycle": "yearly",
                     "periodEnd": renewing["currentPeriodEnd"], "renews": True,
                     "amountCents": price_cents(billing_api, "professional", "yearly")}]
    renewed = expect(billing_api.get("/api/subscription-status", session=monthly.session), 200).body
    assert renewed["plan"] == "professional" and renewed["cancelAtPeriodEnd"] is False
    assert parse(renewed["currentPeriodEnd"]) > parse(monthly_first["currentPeriodEnd"]), "it renewed all along"
