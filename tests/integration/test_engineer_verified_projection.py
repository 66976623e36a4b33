"""Who may bid travels from auth to the projects service's projection through Kafka: a passed certification test
(engineer.certified) lets an engineer bid, a withdrawn verification (engineer.verification_revoked) stops new bids and
the acceptance of bids already placed, and an admin's approval afterwards (engineer.verified) gives both back, once
however often the event is delivered.

The projection is read straight from PostgreSQL as the superuser (PG_ADMIN_URL, set by scripts/run-tests.sh): the
projects service shows it only through bids (tests/contract/projects/test_bids.py).
"""
from __future__ import annotations

from lib.api_client import ApiClient, expect
from lib.config import SystemConfig
from lib.database import rows
from lib.engineers import approve, pass_certification, register_engineer, revoke
from lib.kafka_tail import TopicTail
from lib.projects import ONLY_VERIFIED_BID, accept, new_client, place_bid, post_project
from lib.waiting import wait_until

DEADLINE_SECONDS = 30
NO_LONGER_ACCEPTED = "This engineer's verification was withdrawn, so their bid can no longer be accepted"


def projection_rows(user_id: int) -> list[str]:
    return [row[0] for row in rows(f"SELECT reason FROM projects.verified_engineers WHERE user_id = {int(user_id)}")]


def test_a_pass_a_withdrawal_and_an_approval_reach_the_projects_projection(api: ApiClient, projects_api: ApiClient,
                                                                         config: SystemConfig, admin_session: str):
    tail = TopicTail(config.kafka_bootstrap, "auth.events")
    try:
        engineer = register_engineer(api)
        assert projection_rows(engineer.id) == [], "an engineer must not be able to bid before a pass"
        pass_certification(api, engineer)
        assert wait_until(lambda: projection_rows(engineer.id), timeout=DEADLINE_SECONDS,
                          what="the certified engineer in projects.verified_engineers") == ["certified"]
        client = new_client(api)
        project = post_project(projects_api, client)
        bid = expect(place_bid(projects_api, engineer, project["id"]), 201).body

        expect(revoke(api, engineer.id, admin_session, "Fake portfolio."), 200)
        wait_until(lambda: projection_rows(engineer.id), until=lambda found: found == [], timeout=DEADLINE_SECONDS,
                   what="the withdrawn engineer gone from projects.verified_engineers")
        other = post_project(projects_api, client)
        expect(place_bid(projects_api, engineer, other["id"]), 403, ONLY_VERIFIED_BID)
        expect(accept(projects_api, client.session, bid["id"]), 409, NO_LONGER_ACCEPTED)

        expect(approve(api, engineer.id, admin_session), 200)
        # A second approval is harmless and publishes nothing new.
        expect(approve(api, engineer.id, admin_session), 200)
        seen: list[dict] = []

        def verified_events() -> list[dict]:
            for record in tail.poll(0.5):
                if isinstance(record.value, dict) and record.value.get("type") == "engineer.verified":
                    if record.value["data"].get("userId") == engineer.id:
                        seen.append(record.value)
            return seen

        events = wait_until(verified_events, timeout=DEADLINE_SECONDS, what="engineer.verified on auth.events")
        assert len({event["id"] for event in events}) == 1, f"one approval, one event: {events}"
        assert wait_until(lambda: projection_rows(engineer.id), timeout=DEADLINE_SECONDS,
                          what="the approved engineer in projects.verified_engineers") == ["approved"]
        expect(accept(projects_api, client.session, bid["id"]), 200)
    finally:
        tail.close()
