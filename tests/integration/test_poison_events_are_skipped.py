"""An event that can never be applied as it is (not an envelope, an id that is not a uuid, data of the wrong shape
or type, a value PostgreSQL refuses) is logged and skipped by every consumer that reads it: it neither takes the
service down nor stops its partition, so the valid event behind it, on the same partition (the same key), is
applied as usual.

The test publishes the poison events itself on projects.events, which auth and messaging both consume, each keyed
by the project's id like the valid project.completed that follows them; auth must then count that project once on
the engineer's profile, with auth and messaging still the processes they were.
"""
from __future__ import annotations

import json
import random
import uuid
from datetime import datetime, timezone

from confluent_kafka import Producer

from lib.api_client import ApiClient
from lib.config import SystemConfig
from lib.engineers import profile_of, register_client, register_engineer
from lib.waiting import wait_until


def envelope(event_type: str, data: object, **members: object) -> str:
    return json.dumps({"id": str(uuid.uuid4()), "type": event_type,
                       "occurredAt": datetime.now(timezone.utc).isoformat(), "requestId": "poison-test",
                       "data": data, **members})


def pid_of(config: SystemConfig, service: str) -> int:
    return int((config.state_dir / "run" / f"{service}.pid").read_text().strip())


def test_events_that_cannot_be_applied_are_skipped_and_the_next_one_is_applied(api: ApiClient,
                                                                               config: SystemConfig):
    engineer = register_engineer(api)
    client = register_client(api)
    project_id = random.randint(10**12, 10**13)
    valid = {"projectId": project_id, "clientId": client.id, "engineerId": engineer.id,
             "completedAt": datetime.now(timezone.utc).isoformat()}
    poison = [
        "not json at all \u0000",
        json.dumps([1, 2, 3]),
        # a byte that is not UTF-8
        envelope("project.completed", valid).replace('"completedAt"', '"completedAt\udcff"')
        .encode("utf-8", "surrogateescape"),
        envelope("project.completed", valid, id="not-a-uuid"),
        envelope("project.completed", valid, id="0f8fad5b-d9cb-469f-a165-70867728950"),
        envelope("project.completed", valid, occurredAt={"at": 1}),
        envelope("project.completed", [valid]),
        envelope("project.completed", {**valid, "projectId": str(project_id)}),
        envelope("project.completed", {k: v for k, v in valid.items() if k != "clientId"}),
        envelope("project.completed", {**valid, "engineerId": None}),
        envelope("project.completed", {**valid, "projectId": 2**64}),
        envelope("project.completed", {**valid, "projectId": 1.5}),
        envelope("project.completed", {**valid, "clientId": 0}),
        envelope("project.completed", {**valid, "completedAt": 20261123}),
        envelope("project.completed", {**valid, "completedAt": "not a date"}),
        envelope("project.completed", {**valid, "completedAt": "2026-13-45T99:00:00Z"}),
    ]
    services = ("auth", "messaging")
    before = {name: pid_of(config, name) for name in services}

    producer = Producer({"bootstrap.servers": config.kafka_bootstrap, "enable.idempotence": True})
    for value in poison + [envelope("project.completed", valid)]:
        producer.produce("projects.events", key=str(project_id), value=value, headers={"type": "project.completed"})
    assert producer.flush(10) == 0, "the events were not delivered to Kafka"

    wait_until(lambda: profile_of(api, engineer.id)["completedProjects"], until=lambda n: n == 1, timeout=60,
               what="the valid project.completed behind the poison events counted on the engineer's profile")
    after = {name: pid_of(config, name) for name in services}
    assert after == before, f"a service was restarted while consuming the poison events: {before} -> {after}"
