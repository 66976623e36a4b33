"""GET /api/platform-figures (issue 30 item 1, services/analytics/openapi.yaml): "CabinetWorks in Numbers", public,
from analytics' own projections. Counts are "at least" (two significant digits, rounded down), the share of reviews
of 4 stars or more is rounded down and needs 10 reviews, the median days from acceptance to completion is rounded up
and needs 5 completed projects; a figure without enough behind it is null. The suite shares one system with the other
tests, so an empty platform cannot be assumed here (tests/unit/analytics_domain_test.cpp covers it): a small platform
is built through the API, and the figures must then be exactly what analytics' projection holds, rounded by the
rule (serial: nothing else moves them meanwhile). The tests run with PLATFORM_FIGURES_MAX_AGE_SECONDS=1
(scripts/run-tests.sh), so the answers are polled."""
from __future__ import annotations

import pytest

from lib.api_client import expect
from lib.database import rows
from lib.projects import accept, bid, new_client, post_project, verified_engineer
from lib.waiting import wait_until

DEADLINE_SECONDS = 60
FIGURES = ("projectsPosted", "verifiedEngineers", "satisfactionPercent", "medianDeliveryDays")


def figures(analytics_api) -> dict:
    return expect(analytics_api.get("/api/platform-figures"), 200).body


def at_least(count: int) -> int:
    step = 1
    while count // step >= 100:
        step *= 10
    return count // step * step


def expected_from_projection() -> dict:
    """The figures as the rule makes them from what analytics holds now."""
    (projects, verified, reviews, good), = rows(
        "SELECT (SELECT count(*) FROM analytics.projects),"
        " (SELECT count(*) FROM analytics.engineers WHERE verified_at IS NOT NULL),"
        " (SELECT count(*) FROM analytics.member_reviews),"
        " (SELECT count(*) FROM analytics.member_reviews WHERE rating >= 4)")
    seconds = sorted(int(r[0]) for r in rows(
        "SELECT extract(epoch FROM greatest(completed_at - accepted_at, interval '0'))::bigint"
        " FROM analytics.project_deliveries WHERE accepted_at IS NOT NULL AND completed_at IS NOT NULL"))
    projects, verified, reviews, good = int(projects), int(verified), int(reviews), int(good)
    median = None
    if len(seconds) >= 5:
        middle = len(seconds) // 2
        m = seconds[middle] if len(seconds) % 2 else seconds[middle - 1] + (seconds[middle] - seconds[middle - 1]) // 2
        median = max(1, -(-max(1, m) // 86400))
    return {"projectsPosted": at_least(projects) if projects else None,
            "verifiedEngineers": at_least(verified) if verified else None,
            "satisfactionPercent": good * 100 // reviews if reviews >= 10 else None,
            "medianDeliveryDays": median}


def test_the_figures_are_public(analytics_api):
    body = figures(analytics_api)
    assert set(body) == set(FIGURES)
    for name in FIGURES:
        assert body[name] is None or isinstance(body[name], int), (name, body)


@pytest.mark.serial
def test_the_figures_follow_a_small_platform_built_through_the_api(api, projects_api, analytics_api, admin_session):
    before = figures(analytics_api)
    engineer = verified_engineer(api)
    ratings = [5, 5, 5, 4, 5, 4, 5, 5, 3, 2]
    for rating in ratings:
        client = new_client(api)  # starter: a few projects a month, completed without escrow
        project = post_project(projects_api, client)
        expect(accept(projects_api, client.session, bid(projects_api, engineer, project["id"])["id"]), 200)
        expect(projects_api.post(f"/api/projects/{project['id']}/complete", session=client.session), 200)
        review = {"projectId": project["id"], "rating": rating, "comment": "Accurate drawings, on time."}
        # auth lets the client review once it has learnt of the completion (project.completed).
        wait_until(lambda: api.post(f"/api/engineers/{engineer.id}/reviews", json=review, session=client.session),
                   until=lambda response: response.status == 201, timeout=DEADLINE_SECONDS,
                   what=f"the review of project {project['id']}")
    posted_only = post_project(projects_api, client)

    def ours_counted() -> bool:
        return bool(rows(f"SELECT 1 FROM analytics.projects WHERE project_id = {int(posted_only['id'])}")
                and rows(f"SELECT count(*) FROM analytics.member_reviews WHERE engineer_id = {int(engineer.id)}")
                == [[str(len(ratings))]]
                and rows(f"SELECT 1 FROM analytics.engineers WHERE user_id = {int(engineer.id)}"
                         " AND verified_at IS NOT NULL"))
    wait_until(ours_counted, timeout=DEADLINE_SECONDS,
               what="analytics to learn of the projects, the reviews and the verified engineer")
    wait_until(lambda: rows("SELECT count(*) FROM analytics.project_deliveries WHERE completed_at IS NOT NULL"),
               until=lambda found: int(found[0][0]) >= 5, timeout=DEADLINE_SECONDS,
               what="analytics to learn of the completions")

    expected = expected_from_projection()
    after = wait_until(lambda: figures(analytics_api), until=lambda body: body == expected, timeout=DEADLINE_SECONDS,
                       what=f"the figures to be {expected}")
    assert after["satisfactionPercent"] is not None and after["medianDeliveryDays"] is not None
    for name in ("projectsPosted", "verifiedEngineers"):
        assert after[name] >= (before[name] or 0) + (1 if (before[name] or 0) < 99 else 0), (name, before, after)
