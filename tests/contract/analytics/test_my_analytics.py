"""GET /api/my-analytics (issue 29 item 3, docs in services/analytics/openapi.yaml): a member's own figures,
professional plans and up (capability analytics, from analytics' projection of subscription.changed). A starter is
refused with 403 plan_required; an admin with 403 forbidden; nobody signed in with 401; bad dates with 400. A
professional engineer sees the bids they placed and won and the distinct viewers of their profile by day (a viewer
counted once a day, their own views not at all); a professional client sees their projects, the bids they drew
against the budget and the stage money they paid and that is held; released money shows as the engineer's earnings
and as the client's released money, a review (auth's review.posted, published here) as the engineer's rating,
each counted once however often Kafka delivers it. Figures arrive through Kafka and page views are
written in batches: the answers are polled. Responses are validated against the service's openapi.yaml."""
from __future__ import annotations

import uuid
from datetime import datetime, timedelta, timezone

import pytest

from lib.api_client import expect
from lib.billing import (DEADLINE_SECONDS, PaidProject, milestone_approved, pay_stage, publish_decisions, stages_of,
                         upgraded)
from lib.database import rows
from lib.kafka_publish import envelope, publish, utc_now
from lib.projects import accept, bid, new_client, post_project, verified_engineer, verified_engineers
from lib.users import register
from lib.waiting import wait_until

PLAN_REQUIRED = {"message": "Analytics is part of the Professional plan: upgrade to use it.",
                 "code": "plan_required", "capability": "analytics", "plan": "professional",
                 "link": "/premium-plans"}


def professional(api, member):
    """The member on professional once analytics, too, has learnt it."""
    upgraded(api, member, "professional")
    wait_until(lambda: rows(f"SELECT plan FROM analytics.member_plans WHERE user_id = {int(member.id)}"),
               until=lambda found: found == [["professional"]], timeout=DEADLINE_SECONDS,
               what=f"analytics to learn that user {member.id} is on professional")
    return member


def my_analytics(analytics_api, member, **query):
    return analytics_api.get("/api/my-analytics", session=member.session if member else None, params=query or None)


def figures_until(analytics_api, member, until, what):
    return wait_until(lambda: expect(my_analytics(analytics_api, member), 200).body, until=until,
                      timeout=DEADLINE_SECONDS, what=what)


def track(analytics_api, page, session_id, *, member=None, visitor_id=None):
    body = {"page": page, "sessionId": session_id}
    if visitor_id:
        body["visitorId"] = visitor_id
    expect(analytics_api.post("/api/track-page-view", json=body, session=member.session if member else None), 204)


def test_a_starter_client_and_engineer_are_told_which_plan_has_analytics(api, analytics_api, admin_session):
    for member in (new_client(api), verified_engineer(api)):
        refused = my_analytics(analytics_api, member)
        assert refused.status == 403, refused.describe()
        assert refused.body == PLAN_REQUIRED


def test_signed_out_and_admins_are_refused(analytics_api, admin_session):
    expect(analytics_api.get("/api/my-analytics"), 401, "Not authenticated")
    refused = analytics_api.get("/api/my-analytics", session=admin_session)
    assert refused.status == 403 and refused.body == {"message": "My analytics are for clients and engineers",
                                                      "code": "forbidden"}, refused.describe()


@pytest.mark.parametrize("query, message", [
    ({"start": "2026-13-01"}, "start must be a date like 2026-01-31"),
    ({"end": "yesterday"}, "end must be a date like 2026-01-31"),
    ({"start": "2026-03-02", "end": "2026-03-01"}, "start must not be after end"),
    ({"start": "2024-01-01", "end": "2026-01-01"}, "The date range is limited to a year"),
])
def test_bad_dates_are_refused(api, analytics_api, query, message):
    expect(my_analytics(analytics_api, new_client(api), **query), 400, message)


def test_a_professional_engineer_sees_their_bids_and_profile_views(api, projects_api, analytics_api, admin_session):
    engineer = professional(api, verified_engineer(api))
    client = new_client(api)
    won = post_project(projects_api, client)
    lost = post_project(projects_api, client)
    expect(accept(projects_api, client.session, bid(projects_api, engineer, won["id"])["id"]), 200)
    bid(projects_api, engineer, lost["id"])

    profile = f"/engineer/{engineer.id}"
    viewer = register(api, role="client")
    tag = uuid.uuid4().hex[:12]
    track(analytics_api, profile, f"tab-a-{tag}", member=viewer, visitor_id=f"v-viewer-{tag}")
    track(analytics_api, f"{profile}?tab=reviews", f"tab-b-{tag}", member=viewer)  # the same viewer, another tab
    track(analytics_api, profile, f"tab-own-{tag}", member=engineer, visitor_id=f"v-own-{tag}")  # not counted
    track(analytics_api, profile, f"tab-anon-{tag}", visitor_id=f"v-anon-{tag}")
    track(analytics_api, profile, f"tab-anon2-{tag}", visitor_id=f"v-anon-{tag}")  # the same visitor again

    body = figures_until(analytics_api, engineer,
                         lambda b: b["bids"]["placed"] == 2 and b["bids"]["won"] == 1
                         and b["profileViews"]["total"] >= 2,
                         "the engineer's bids and profile views in analytics")
    assert body["role"] == "engineer"
    assert body["bids"] == {"placed": 2, "won": 1, "winRate": 50.0}
    assert body["profileViews"]["total"] == 2, body["profileViews"]
    days = body["profileViews"]["days"]
    assert len(days) == 31 and days[0]["date"] == body["start"] and days[-1]["date"] == body["end"]
    assert days[-1]["views"] == 2
    assert [month["releasedCents"] for month in body["earnings"]] == [0] * len(body["earnings"])
    assert body["averageRating"] is None


def test_a_professional_client_sees_their_projects_bids_and_money(api, gateway, projects_api, analytics_api,
                                                                  admin_session):
    client = professional(api, new_client(api))
    cheap, dear = verified_engineers(api, 2)
    project = post_project(projects_api, client, budgetRange="$1,000 - $2,500")
    post_project(projects_api, client)  # no bids
    accepted = bid(projects_api, cheap, project["id"], amount=1500)
    bid(projects_api, dear, project["id"], amount=3000)
    expect(accept(projects_api, client.session, accepted["id"]), 200)
    wait_until(lambda: stages_of(gateway, client.session, project["id"]).status, until=lambda s: s == 200,
               timeout=DEADLINE_SECONDS, what="billing to learn the accepted bid")
    pay_stage(gateway, client.session, project["id"], "down_payment", 750)

    body = figures_until(analytics_api, client,
                         lambda b: b["projectsPosted"] == 2 and b["money"][-1]["paidCents"] == 75000
                         and any(p["bids"] == 2 for p in b["projects"]),
                         "the client's projects, bids and payment in analytics")
    assert body["role"] == "client"
    with_bids = next(p for p in body["projects"] if p["projectId"] == project["id"])
    assert (with_bids["bids"], with_bids["averageBidCents"], with_bids["budgetRange"]) == (2, 225000, "$1,000 - $2,500")
    assert with_bids["secondsToFirstBid"] >= 0
    without = next(p for p in body["projects"] if p["projectId"] != project["id"])
    assert (without["bids"], without["averageBidCents"], without["secondsToFirstBid"]) == (0, None, None)
    assert body["bidsAgainstBudget"] == {"averageBidCents": 225000, "below": 0, "within": 1, "above": 1}
    assert body["medianSecondsToFirstBid"] == with_bids["secondsToFirstBid"]
    assert body["money"][-1] == {"month": body["end"][:7], "paidCents": 75000, "releasedCents": 0,
                                 "refundedCents": 0, "heldCents": 75000}


def test_released_money_and_reviews_are_counted_once(api, gateway, config, projects_api, analytics_api,
                                                     admin_session):
    engineer = professional(api, verified_engineer(api))
    client = professional(api, new_client(api))
    project = post_project(projects_api, client)
    expect(accept(projects_api, client.session, bid(projects_api, engineer, project["id"], amount=2000)["id"]), 200)
    wait_until(lambda: stages_of(gateway, client.session, project["id"]).status, until=lambda s: s == 200,
               timeout=DEADLINE_SECONDS, what="billing to learn the accepted bid")
    pay_stage(gateway, client.session, project["id"], "down_payment", 1000)
    paid = PaidProject(project, client, engineer)
    approval = milestone_approved(paid, "down_payment")
    publish_decisions(config, paid, approval, approval)  # a redelivery releases nothing more
    review = envelope("review.posted", {"reviewId": 10**12 + int(project["id"]), "engineerId": int(engineer.id),
                                        "clientId": int(client.id), "projectId": int(project["id"]), "rating": 4,
                                        "postedAt": utc_now()})
    publish(config.kafka_bootstrap, "auth.events", engineer.id, review, review)

    mine = figures_until(analytics_api, engineer,
                         lambda b: b["earnings"][-1]["releasedCents"] > 0 and b["averageRating"] is not None,
                         "the engineer's earnings and rating in analytics")
    assert mine["earnings"][-1] == {"month": mine["end"][:7], "releasedCents": 100000}
    assert mine["averageRating"] == 4.0
    assert mine["ratings"][-1] == {"month": mine["end"][:7], "reviews": 1, "averageRating": 4.0, "overallRating": 4.0}
    theirs = figures_until(analytics_api, client, lambda b: b["money"][-1]["releasedCents"] > 0,
                           "the client's released money in analytics")
    assert theirs["money"][-1] == {"month": theirs["end"][:7], "paidCents": 100000, "releasedCents": 100000,
                                   "refundedCents": 0, "heldCents": 0}


def test_directory_appearances_add_up_by_day_each_event_once_and_a_malformed_one_alone_is_skipped(api, config,
                                                                                                   analytics_api):
    """auth publishes each write's new viewers (engineer.directory_appearances); analytics adds them per day."""
    engineer = professional(api, verified_engineer(api))
    now = datetime.now(timezone.utc).date()
    today, yesterday = now.isoformat(), (now - timedelta(days=1)).isoformat()

    def appearances(day, viewers):
        return envelope("engineer.directory_appearances",
                        {"day": day, "appearances": [{"engineerId": int(engineer.id), "viewers": viewers}]})

    first = appearances(today, 2)
    publish(config.kafka_bootstrap, "auth.events", today,
            first, first,  # a redelivery adds nothing
            appearances(today, 0),  # not a count of new viewers: skipped alone
            appearances("2026-02-30", 4),  # not a day: skipped alone
            envelope("engineer.directory_appearances", {"day": today, "appearances": {"engineerId": 1}}),
            appearances(yesterday, 1),
            appearances(today, 3))
    body = figures_until(analytics_api, engineer, lambda b: b["directoryAppearances"]["total"] >= 6,
                         "the engineer's directory appearances in analytics")
    shown = body["directoryAppearances"]
    assert shown["total"] == 6, shown
    assert len(shown["days"]) == 31 and shown["days"][0]["date"] == body["start"]
    assert shown["days"][-1] == {"date": today, "appearances": 5}
    assert shown["days"][-2] == {"date": yesterday, "appearances": 1}
    assert all(day["appearances"] == 0 for day in shown["days"][:-2])
    # The range rules are profile views': one day only.
    one_day = expect(my_analytics(analytics_api, engineer, start=yesterday, end=yesterday), 200).body
    assert one_day["directoryAppearances"] == {"total": 1, "days": [{"date": yesterday, "appearances": 1}]}
