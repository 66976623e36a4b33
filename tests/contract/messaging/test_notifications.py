"""Notifications (docs/dev-contract.md "Messaging"): made from projects' events for the other party, pushed live as
`notification` frames, listed, marked read, cleared; one per event even when Kafka delivers it twice."""
from __future__ import annotations

import json
import uuid
from datetime import datetime, timezone

import pytest
from confluent_kafka import Producer

from lib.api_client import expect
from lib.engineers import register_client
from lib.messaging import NOT_AUTHENTICATED, NOTIFICATION_NOT_FOUND, PROJECTION_DEADLINE_SECONDS, open_socket
from lib.projects import CROSS_SITE, MALFORMED_IDS, UNKNOWN_ID, accept, bid, new_client, post_project, \
    verified_engineers
from lib.waiting import holds_for, wait_until


def notifications(messaging_api, session):
    return expect(messaging_api.get("/api/notifications", session=session), 200).body


def wait_for_notification(messaging_api, session, title, needle):
    """The user's first notification with that title whose message mentions needle (e.g. a project title)."""
    found = wait_until(lambda: [n for n in notifications(messaging_api, session)
                                if n["title"] == title and needle in n["message"]],
                       timeout=PROJECTION_DEADLINE_SECONDS, what=f"a {title!r} notification about {needle!r}")
    return found[0]


def read(messaging_api, session, notification_id, **kwargs):
    return messaging_api.post(f"/api/notifications/{notification_id}/read", session=session, **kwargs)


@pytest.fixture(scope="module")
def engineer(api, admin_session):
    return verified_engineers(api, 1)[0]


def test_bids_and_acceptance_notify_the_other_party_live(config, api, projects_api, messaging_api, engineer):
    client = new_client(api)
    client_socket, engineer_socket = open_socket(config, client.session), open_socket(config, engineer.session)
    try:
        project = post_project(projects_api, client)
        placed = bid(projects_api, engineer, project["id"], amount=1500)
        frame = client_socket.receive_type("notification", timeout=PROJECTION_DEADLINE_SECONDS)
        assert (frame["title"], frame["notificationType"]) == ("New Bid", "bid")
        assert project["title"] in frame["message"] and "$1,500.00" in frame["message"]
        assert frame["notification"] == wait_for_notification(messaging_api, client.session, "New Bid",
                                                              project["title"])
        assert frame["notification"]["read"] is False

        expect(accept(projects_api, client.session, placed["id"]), 200)
        accepted = engineer_socket.receive_type("notification", timeout=PROJECTION_DEADLINE_SECONDS)
        while project["title"] not in accepted["message"]:  # the engineer's earlier projects may still speak
            accepted = engineer_socket.receive_type("notification", timeout=PROJECTION_DEADLINE_SECONDS)
        assert (accepted["title"], accepted["notificationType"]) == ("Bid Accepted", "bid")
    finally:
        client_socket.close()
        engineer_socket.close()


def test_mark_read_and_clear_all(api, projects_api, messaging_api, engineer):
    client = new_client(api)
    project = post_project(projects_api, client)
    bid(projects_api, engineer, project["id"])
    notification = wait_for_notification(messaging_api, client.session, "New Bid", project["title"])
    marked = expect(read(messaging_api, client.session, notification["id"]), 200).body
    assert marked == {**notification, "read": True}
    assert expect(read(messaging_api, client.session, notification["id"]), 200).body == marked
    expect(read(messaging_api, register_client(api).session, notification["id"]), 404, NOTIFICATION_NOT_FOUND)
    for unknown in (UNKNOWN_ID, *MALFORMED_IDS):
        expect(read(messaging_api, client.session, unknown), 404, NOTIFICATION_NOT_FOUND)
    expect(messaging_api.request("DELETE", "/api/notifications", session=client.session, headers=CROSS_SITE), 403)
    assert expect(messaging_api.request("DELETE", "/api/notifications", session=client.session), 204).body is None
    assert notifications(messaging_api, client.session) == []


def test_without_a_session_401(messaging_api):
    expect(read(messaging_api, None, 1), 401, NOT_AUTHENTICATED)
    expect(messaging_api.request("DELETE", "/api/notifications"), 401, NOT_AUTHENTICATED)


def test_a_redelivered_event_makes_one_notification(config, api, messaging_api):
    """bid.placed published twice with the same envelope id (what Kafka does after a lost commit). It carries its
    amount as text, as events did before cents: one such may still wait in the topic during a rolling deploy."""
    client = register_client(api)
    title = f"Redelivered {uuid.uuid4().hex[:10]}"
    project_id = 1_900_000_000 + uuid.uuid4().int % 99_000_000
    now = datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")
    producer = Producer({"bootstrap.servers": config.kafka_bootstrap, "enable.idempotence": True})
    posted = {"id": str(uuid.uuid4()), "type": "project.posted", "occurredAt": now, "requestId": "contract-test",
              "data": {"projectId": project_id, "clientId": client.id, "title": title,
                       "cabinetType": "Kitchen Cabinets", "budgetRange": "$5,000+", "postedAt": now}}
    placed = {"id": str(uuid.uuid4()), "type": "bid.placed", "occurredAt": now, "requestId": "contract-test",
              "data": {"bidId": project_id, "projectId": project_id, "clientId": client.id, "engineerId": 1,
                       "amount": "700.00", "placedAt": now}}
    for envelope in (posted, placed, placed):
        producer.produce("projects.events", key=str(project_id), value=json.dumps(envelope),
                         headers={"type": envelope["type"]})
    assert producer.flush(10) == 0, "the events were not delivered to Kafka"

    notification = wait_for_notification(messaging_api, client.session, "New Bid", title)
    assert "$700.00" in notification["message"], notification

    def about_it(found):
        assert len([n for n in found if title in n["message"]]) == 1
    holds_for(lambda: notifications(messaging_api, client.session), check=about_it, duration=2)
