"""A completed project makes its client eligible to review the engineer, through the event the projects service
publishes (project.completed on projects.events): the auth service's consumer records the engagement once, counts
the completed project once, and then accepts exactly one review per project.

This test publishes the event itself, in the envelope every service uses, and publishes it twice to prove a
redelivery changes nothing (tests/contract/projects/test_events.py follows the event the projects service publishes). The wait allows for auth's consumer
rejoining its group after another test killed auth (a dead member holds its partitions until its session times out).
"""
from __future__ import annotations

import json
import random
import uuid
from datetime import datetime, timezone

from confluent_kafka import Producer

from lib.api_client import ApiClient, expect
from lib.config import SystemConfig
from lib.engineers import directory, pass_certification, profile_of, register_client, register_engineer, token
from lib.waiting import holds_for, wait_until

NOT_ELIGIBLE = "You can review an engineer only after a completed project with them"


def publish_project_completed(bootstrap: str, project_id: int, client_id: int, engineer_id: int) -> None:
    envelope = {
        "id": str(uuid.uuid4()),
        "type": "project.completed",
        "occurredAt": datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z"),
        "requestId": "integration-test",
        "data": {"projectId": project_id, "clientId": client_id, "engineerId": engineer_id,
                 "completedAt": datetime.now(timezone.utc).isoformat()},
    }
    producer = Producer({"bootstrap.servers": bootstrap, "enable.idempotence": True})
    for _ in range(2):  # the same event twice: a redelivery
        producer.produce("projects.events", key=str(project_id), value=json.dumps(envelope),
                         headers={"type": "project.completed"})
    assert producer.flush(10) == 0, "the event was not delivered to Kafka"


def test_a_completed_project_lets_its_client_review_the_engineer_once(api: ApiClient, config: SystemConfig):
    engineer = register_engineer(api)
    client = register_client(api)
    other_client = register_client(api)
    project_id = random.randint(10**12, 10**13)
    review = {"projectId": project_id, "rating": 4, "comment": "Clean cut lists, quick answers."}

    expect(api.post(f"/api/engineers/{engineer.id}/reviews", json=review, session=client.session), 403, NOT_ELIGIBLE)

    publish_project_completed(config.kafka_bootstrap, project_id, client.id, engineer.id)
    wait_until(lambda: profile_of(api, engineer.id)["completedProjects"], until=lambda n: n == 1, timeout=60,
               what="the completed project counted on the engineer's profile")
    def counted_once(completed: int) -> None:
        assert completed == 1, f"a redelivered project.completed was counted again: {completed}"

    holds_for(lambda: profile_of(api, engineer.id)["completedProjects"], check=counted_once, duration=2)

    # Only that project's client may review, once.
    expect(api.post(f"/api/engineers/{engineer.id}/reviews", json=review, session=other_client.session), 403,
           NOT_ELIGIBLE)
    # A rating is read whole: 4294967297 is not a 1 cut to 32 bits, and nothing is stored for it.
    for rating in (4294967297, 2**63, 2**64 + 1, 4.5):
        expect(api.post(f"/api/engineers/{engineer.id}/reviews", json={**review, "rating": rating},
                        session=client.session), 400, "rating must be a whole number from 1 to 5")
    created = expect(api.post(f"/api/engineers/{engineer.id}/reviews", json=review, session=client.session), 201).body
    assert (created["rating"], created["comment"], created["projectId"]) == (4, review["comment"], project_id)
    assert created["reviewer"] == {"firstName": client.payload["firstName"], "lastName": client.payload["lastName"]}
    expect(api.post(f"/api/engineers/{engineer.id}/reviews", json={**review, "rating": 1}, session=client.session),
           409, "You have already reviewed this project")

    # The engineer sees their own reviews and rating whatever their plan (issue 29 item 6).
    listed = expect(api.get(f"/api/engineers/{engineer.id}/reviews", session=engineer.session), 200).body
    assert [r["id"] for r in listed] == [created["id"]]
    profile = profile_of(api, engineer.id, engineer.session)
    assert (profile["rating"], profile["reviewCount"]) == ("4.0", 1)


def test_the_directory_ranks_reviewed_engineers_above_unreviewed_ones(api: ApiClient, config: SystemConfig,
                                                                       admin_session: str):
    """A profile without reviews has no rating (null, "New" on the web: issue 30 item 2); it comes after ratings
    earned on completed projects (the landing page's 'Top-Rated Cabinet Engineers' are reviewed engineers only)."""
    word = token("Rank")
    unreviewed, five_stars, four_stars = (register_engineer(api, lastName=word) for _ in range(3))
    for engineer, rating in ((five_stars, 5), (four_stars, 4)):
        client = register_client(api)
        project_id = random.randint(10**12, 10**13)
        publish_project_completed(config.kafka_bootstrap, project_id, client.id, engineer.id)
        review = {"projectId": project_id, "rating": rating, "comment": "Ranked."}
        wait_until(lambda: api.post(f"/api/engineers/{engineer.id}/reviews", json=review, session=client.session),
                   until=lambda response: response.status == 201, timeout=60, what="the review accepted")
    for engineer in (unreviewed, five_stars, four_stars):
        pass_certification(api, engineer)

    page = expect(directory(api, admin_session, search=word), 200).body  # admins see ratings
    assert [(p["userId"], p["rating"], p["reviewCount"]) for p in page] == [
        (five_stars.id, "5.0", 1), (four_stars.id, "4.0", 1), (unreviewed.id, None, 0)]
