"""GET /api/admin/marketplace-metrics (admins): what an operator looks at first over a range of UTC days, from
analytics' own projection of projects.events (project.posted, bid.placed, bid.accepted) and billing.events
(payment.succeeded of a project stage, stage.released, stage.refunded), each event counted once by its id. After a
real flow (post, bid, accept, pay through the test provider, release) the figures of today move by what it did; events
published straight to Kafka on a day of their own (replayed, out of order, a plan's payment) give exact figures.
Responses are validated against services/analytics/openapi.yaml."""
from __future__ import annotations

import random
import uuid
from datetime import date, datetime, timedelta, timezone

import pytest

from lib.api_client import expect
from lib.billing import accepted_project, milestone_approved, pay_stage, publish_decisions
from lib.kafka_publish import envelope, publish
from lib.users import register
from lib.waiting import wait_until

DEADLINE = 60  # analytics learns from Kafka
ROUTE = "/api/admin/marketplace-metrics"
MONEY = ("paidInCents", "heldCents", "releasedCents", "refundedCents")
COUNTS = ("projectsPosted", "projectsWithAcceptedBid", "bidsPlaced")


def metrics(analytics_api, admin_session, start=None, end=None):
    params = {key: value for key, value in (("start", start), ("end", end)) if value is not None}
    return expect(analytics_api.get(ROUTE, session=admin_session, params=params), 200).body


def moved(before, after):
    return {key: after[key] - before[key] for key in COUNTS + MONEY}


def test_admins_only(analytics_api, api):
    expect(analytics_api.get(ROUTE), 401)
    for role in ("client", "engineer"):
        expect(analytics_api.get(ROUTE, session=register(api, role=role).session), 403,
               "Only admins can see analytics")


@pytest.mark.parametrize("params", [{"start": "2026-13-01"}, {"end": "yesterday"},
                                    {"start": "2026-02-01", "end": "2026-01-01"},
                                    {"start": "2020-01-01", "end": "2026-01-01"}])
def test_a_bad_range_is_refused(analytics_api, admin_session, params):
    response = expect(analytics_api.get(ROUTE, session=admin_session, params=params), 400)
    assert response.body["code"] == "invalid"


def test_a_real_flow_moves_todays_figures(analytics_api, gateway, config, admin_session):
    today = datetime.now(timezone.utc).date().isoformat()
    before = metrics(analytics_api, admin_session, today, today)
    project = accepted_project(gateway, admin_session, amount=2500)
    pay_stage(gateway, project.client.session, project.id, "down_payment", 1250)
    pay_stage(gateway, project.client.session, project.id, "milestone", 750)
    publish_decisions(config, project, milestone_approved(project, "down_payment"))

    expected = {"projectsPosted": 1, "projectsWithAcceptedBid": 1, "bidsPlaced": 1, "paidInCents": 200000,
                "releasedCents": 125000}
    # Other flows may run at the same time: today's figures move by at least this one's.
    after = wait_until(lambda: metrics(analytics_api, admin_session, today, today),
                       until=lambda m: all(moved(before, m)[key] >= value for key, value in expected.items()),
                       timeout=DEADLINE, what="the flow in today's marketplace figures")
    assert after["heldCents"] >= 0
    assert abs(after["acceptRate"] - after["projectsWithAcceptedBid"] * 100 / after["projectsPosted"]) <= 0.05


def _day_of_its_own() -> str:
    """A past day nothing else happens on (before the product existed), different on every run."""
    return (date(1990, 1, 1) + timedelta(days=random.randrange(0, 3650))).isoformat()


def test_replayed_and_out_of_order_events_count_once(analytics_api, config, admin_session, api):
    day = _day_of_its_own()
    at = f"{day}T12:00:00.000Z"
    before = metrics(analytics_api, admin_session, day, day)
    client, engineer = register(api, role="client"), register(api, role="engineer")
    accepted, open_one = (10**15 + uuid.uuid4().int % 10**9 for _ in range(2))
    people = {"clientId": client.id, "engineerId": engineer.id}

    def posted(project_id):
        return envelope("project.posted", {"projectId": project_id, "clientId": client.id, "title": "Shaker kitchen",
                                           "cabinetType": "kitchen", "budgetRange": "5k-10k", "timeline": None,
                                           "postedAt": at})

    bid = envelope("bid.placed", {"bidId": 10**15, "projectId": accepted, **people, "amountCents": 250000,
                                  "placedAt": at})
    acceptance = envelope("bid.accepted", {"bidId": 10**15, "projectId": accepted, **people, "amountCents": 250000,
                                           "acceptedAt": at})
    first_post = posted(accepted)
    # The acceptance arrives before the project it accepts; the post and the bid are delivered twice.
    publish(config.kafka_bootstrap, "projects.events", accepted, acceptance, first_post, first_post, bid, bid)
    publish(config.kafka_bootstrap, "projects.events", open_one, posted(open_one))

    paid = envelope("payment.succeeded", {"paymentId": f"pi_{uuid.uuid4().hex}", "payerId": client.id,
                                          "kind": "project_stage", "projectId": accepted,
                                          "paymentType": "down_payment", "amountCents": 125000, "currency": "usd",
                                          "succeededAt": at})
    plan = envelope("payment.succeeded", {"paymentId": f"pi_{uuid.uuid4().hex}", "payerId": client.id,
                                          "kind": "subscription", "projectId": None, "paymentType": None,
                                          "amountCents": 4900, "currency": "usd", "succeededAt": at})
    released = envelope("stage.released", {"projectId": accepted, **people, "paymentType": "down_payment",
                                           "amountCents": 100000, "releasedAt": at})
    refunded = envelope("stage.refunded", {"projectId": accepted, **people, "paymentType": "down_payment",
                                           "amountCents": 5000, "refundedAt": at})
    publish(config.kafka_bootstrap, "billing.events", client.id, paid, paid, plan)
    publish(config.kafka_bootstrap, "billing.events", accepted, released, refunded, released, refunded)

    expected = {"projectsPosted": 2, "projectsWithAcceptedBid": 1, "bidsPlaced": 1, "paidInCents": 125000,
                "heldCents": 20000, "releasedCents": 100000, "refundedCents": 5000}
    after = wait_until(lambda: metrics(analytics_api, admin_session, day, day),
                       until=lambda m: moved(before, m) == expected, timeout=DEADLINE,
                       what=f"the events of {day} counted once each")
    if before["projectsPosted"] == 0:
        assert after["acceptRate"] == 50.0
    # Money still held is a balance: a range ending later holds it too, one ending the day before does not.
    previous = (date.fromisoformat(day) - timedelta(days=1)).isoformat()
    assert metrics(analytics_api, admin_session, previous, previous)["heldCents"] == before["heldCents"] - (
        before["paidInCents"] - before["releasedCents"] - before["refundedCents"])


def test_without_projects_there_is_no_accept_rate(analytics_api, admin_session):
    body = metrics(analytics_api, admin_session, "0001-01-01", "0001-01-31")
    assert body == {"projectsPosted": 0, "projectsWithAcceptedBid": 0, "acceptRate": None, "bidsPlaced": 0,
                    "paidInCents": 0, "heldCents": 0, "releasedCents": 0, "refundedCents": 0}
