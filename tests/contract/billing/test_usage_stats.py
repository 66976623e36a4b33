"""GET /api/usage-stats: what the caller used against their plan's limits, kept by billing from other services'
events: activeProjects (posted, not completed or cancelled) and monthlyProjects (posted this UTC month) from
projects.events, messagesThisMonth from messaging.events (message.sent by the caller). A redelivered event counts
once. 401 without a session. Responses are validated against services/billing/openapi.yaml.

message.sent is published here the way messaging's outbox does (the envelope every service uses), so the test does
not depend on chat; tests/contract/messaging follows messaging's own events."""
from __future__ import annotations

import json
import uuid
from datetime import datetime, timezone

from confluent_kafka import Producer

from lib.api_client import expect
from lib.projects import new_client, post_project
from lib.users import register
from lib.waiting import holds_for, wait_until

ZERO = {"activeProjects": 0, "monthlyProjects": 0, "messagesThisMonth": 0}
DEADLINE_SECONDS = 60  # billing's consumer may still be catching up with the topics


def usage(billing_api, session):
    return expect(billing_api.get("/api/usage-stats", session=session), 200).body


def test_usage_needs_a_session(billing_api):
    expect(billing_api.get("/api/usage-stats"), 401, "Not authenticated")


def test_a_new_member_has_used_nothing(api, billing_api):
    member = register(api, role="engineer")
    assert usage(billing_api, member.session) == ZERO


def test_posted_projects_count_until_they_end(api, billing_api, projects_api):
    client = new_client(api)
    first = post_project(projects_api, client)
    post_project(projects_api, client)
    expect(projects_api.post(f"/api/projects/{first['id']}/cancel", session=client.session), 200)
    wait_until(lambda: usage(billing_api, client.session),
               until=lambda u: u == {"activeProjects": 1, "monthlyProjects": 2, "messagesThisMonth": 0},
               timeout=DEADLINE_SECONDS, what="one active project of two posted this month")


def test_sent_messages_count_once_each(api, billing_api, config):
    sender = register(api, role="client")
    receiver = register(api, role="engineer")
    project_id = 10**12 + int(uuid.uuid4().int % 10**9)
    now = datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")

    def message_sent(message_id: int) -> dict:
        return {"id": str(uuid.uuid4()), "type": "message.sent", "occurredAt": now, "requestId": "usage-test",
                "data": {"messageId": message_id, "projectId": project_id, "senderId": sender.id,
                         "receiverId": receiver.id, "createdAt": now}}

    first, second = message_sent(1), message_sent(2)
    producer = Producer({"bootstrap.servers": config.kafka_bootstrap, "enable.idempotence": True})
    for event in (first, first, second):  # the first one redelivered
        producer.produce("messaging.events", key=str(project_id), value=json.dumps(event),
                         headers={"type": "message.sent"})
    assert producer.flush(10) == 0, "the events were not delivered to Kafka"

    wait_until(lambda: usage(billing_api, sender.session)["messagesThisMonth"], until=lambda n: n == 2,
               timeout=DEADLINE_SECONDS, what="two messages counted for their sender")

    def counted_once(counted: int) -> None:
        assert counted == 2, f"a redelivered message.sent was counted again: {counted}"

    holds_for(lambda: usage(billing_api, sender.session)["messagesThisMonth"], check=counted_once, duration=2)
    assert usage(billing_api, receiver.session)["messagesThisMonth"] == 0, "only the sender's messages count"
