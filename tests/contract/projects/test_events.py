"""Events on projects.events (docs/dev-contract.md "Projects and bids"): each state change publishes its event
through the outbox, keyed by the project id, and project.completed reaches the auth service (the engineer's
completed projects grow and the client may then review the engineer)."""
from __future__ import annotations

import uuid
from datetime import datetime
from decimal import Decimal

import pytest

from lib.api_client import expect
from lib.engineers import profile_of
from lib.kafka_tail import TopicTail
from lib.projects import accept, bid, new_client, post_project, verified_engineers
from lib.waiting import wait_until

TOPIC = "projects.events"
DEADLINE_SECONDS = 30
ENVELOPE_KEYS = {"id", "type", "occurredAt", "requestId", "data"}


@pytest.fixture
def tail(config):
    topic_tail = TopicTail(config.kafka_bootstrap, TOPIC)  # from the end: only what the test causes
    yield topic_tail
    topic_tail.close()


def events_of(tail: TopicTail, project_id: int, expected_types: list[str]) -> list:
    seen = []

    def collect():
        for record in tail.poll(0.5):
            if isinstance(record.value, dict) and (record.value.get("data") or {}).get("projectId") == project_id:
                seen.append(record)
        return [r.value["type"] for r in seen]

    wait_until(collect, until=lambda types: all(t in types for t in expected_types), timeout=DEADLINE_SECONDS,
               what=f"{expected_types} for project {project_id} on {TOPIC}")
    return seen


def instant(text: str) -> datetime:
    parsed = datetime.fromisoformat(text.replace("Z", "+00:00"))
    assert parsed.tzinfo is not None, text
    return parsed


def check_envelope(record, project_id: int, event_type: str) -> dict:
    envelope = record.value
    assert set(envelope) == ENVELOPE_KEYS, envelope
    uuid.UUID(envelope["id"])
    instant(envelope["occurredAt"])
    assert envelope["type"] == event_type
    assert record.headers.get("type") == event_type.encode()
    assert record.key == str(project_id).encode(), f"key {record.key!r}, expected the project id"
    return envelope["data"]


def test_a_project_lifecycle_publishes_its_events(api, projects_api, admin_session, tail):
    client = new_client(api)
    winner, loser = verified_engineers(api, 2)
    project = post_project(projects_api, client)
    won = bid(projects_api, winner, project["id"], amount="1500.5")
    lost = bid(projects_api, loser, project["id"], amount=700)
    accepted = expect(accept(projects_api, client.session, won["id"]), 200).body["project"]
    completed = expect(projects_api.post(f"/api/projects/{project['id']}/complete", session=client.session), 200).body

    expected = ["project.posted", "bid.placed", "bid.placed", "bid.accepted", "project.completed"]
    records = events_of(tail, project["id"], expected)
    assert [r.value["type"] for r in records] == expected, "one event per change, in order (one key, one partition)"
    assert len({r.value["id"] for r in records}) == len(records)

    pid, cid = project["id"], client.id
    assert check_envelope(records[0], pid, "project.posted") == {
        "projectId": pid, "clientId": cid, "title": project["title"], "cabinetType": project["cabinetType"],
        "budgetRange": project["budgetRange"], "postedAt": project["createdAt"], "timeline": project["timeline"]}
    for record, placed in zip(records[1:3], (won, lost)):
        assert check_envelope(record, pid, "bid.placed") == {
            "bidId": placed["id"], "projectId": pid, "clientId": cid, "engineerId": placed["engineerId"],
            "amountCents": int(Decimal(placed["amount"]) * 100), "placedAt": placed["createdAt"]}
    assert check_envelope(records[3], pid, "bid.accepted") == {
        "bidId": won["id"], "projectId": pid, "clientId": cid, "engineerId": winner.id, "amountCents": 150050,
        "acceptedAt": accepted["updatedAt"]}
    assert check_envelope(records[4], pid, "project.completed") == {
        "projectId": pid, "clientId": cid, "engineerId": winner.id, "completedAt": completed["completedAt"]}


def test_cancelling_publishes_project_cancelled(api, projects_api, tail):
    client = new_client(api)
    project = post_project(projects_api, client)
    cancelled = expect(projects_api.post(f"/api/projects/{project['id']}/cancel", session=client.session), 200).body
    records = events_of(tail, project["id"], ["project.posted", "project.cancelled"])
    assert [r.value["type"] for r in records] == ["project.posted", "project.cancelled"]
    assert check_envelope(records[1], project["id"], "project.cancelled") == {
        "projectId": project["id"], "clientId": client.id, "cancelledAt": cancelled["updatedAt"]}


def test_refused_changes_publish_nothing(api, projects_api, admin_session, tail):
    client = new_client(api)
    (engineer,) = verified_engineers(api, 1)
    project = post_project(projects_api, client)
    placed = bid(projects_api, engineer, project["id"])
    expect(projects_api.post("/api/bids", json={"projectId": project["id"], "amount": 5, "proposal": "again",
                                                "timeline": "1 week"}, session=engineer.session), 409)
    expect(projects_api.post(f"/api/projects/{project['id']}/complete", session=client.session), 409)
    expect(accept(projects_api, engineer.session, placed["id"]), 403)
    expect(projects_api.post(f"/api/projects/{project['id']}/cancel", session=client.session), 200)
    records = events_of(tail, project["id"], ["project.posted", "bid.placed", "project.cancelled"])
    assert [r.value["type"] for r in records] == ["project.posted", "bid.placed", "project.cancelled"]


def test_a_completed_project_reaches_the_engineers_profile_and_allows_one_review(api, projects_api, admin_session):
    client = new_client(api)
    other_client = new_client(api)
    (engineer,) = verified_engineers(api, 1)
    before = profile_of(api, engineer.id)["completedProjects"]
    project = post_project(projects_api, client)
    expect(accept(projects_api, client.session, bid(projects_api, engineer, project["id"])["id"]), 200)
    review = {"projectId": project["id"], "rating": 5, "comment": "Clean cut lists, on time."}
    not_yet = expect(api.post(f"/api/engineers/{engineer.id}/reviews", json=review, session=client.session), 403)
    assert not_yet.message == "You can review an engineer only after a completed project with them"

    expect(projects_api.post(f"/api/projects/{project['id']}/complete", session=client.session), 200)
    wait_until(lambda: profile_of(api, engineer.id)["completedProjects"], until=lambda n: n == before + 1,
               timeout=DEADLINE_SECONDS, what="project.completed counted on the engineer's profile")

    expect(api.post(f"/api/engineers/{engineer.id}/reviews", json=review, session=other_client.session), 403)
    created = expect(api.post(f"/api/engineers/{engineer.id}/reviews", json=review, session=client.session), 201).body
    assert (created["projectId"], created["rating"]) == (project["id"], 5)
    expect(api.post(f"/api/engineers/{engineer.id}/reviews", json=review, session=client.session), 409,
           "You have already reviewed this project")
