"""user.registered reaches Kafka and the analytics projection exactly once per user, across a crash of auth.

Registers 20 users tagged with a unique source; right after the 10th 201 the auth process is SIGKILLed and started
again (scripts/services.sh), so some outbox rows may be published twice or late. Then, with a deadline:
  (a) a real Kafka consumer, positioned at the end of auth.events before the first registration, has seen a
      user.registered event for every user (redeliveries are allowed, counted and printed);
  (b) analytics (as admin, GET /api/analytics/signups-by-source) shows exactly 20 for the source with the right
      client/engineer split, and still 20 once its consumer group has committed past every event and during a
      further observation window (a redelivered event must not be counted twice).
"""
from __future__ import annotations

import uuid
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import datetime

import pytest

from lib.api_client import ApiClient, expect
from lib.kafka_tail import GroupProgress, Record, TopicTail
from lib.services import services_sh
from lib.users import new_user_payload, secret_fields
from lib.waiting import holds_for, wait_until

TOPIC = "auth.events"
USERS = 20
KILL_AFTER = 10
EVENTS_DEADLINE_SECONDS = 60
CONSUMER_CATCH_UP_SECONDS = 30
REDELIVERY_WATCH_SECONDS = 5
ENVELOPE_KEYS = {"id", "type", "occurredAt", "requestId", "data"}
DATA_KEYS = {"userId", "role", "username", "firstName", "lastName", "createdAt", "source"}


@dataclass
class Registration:
    payload: dict
    user: dict


@dataclass
class Observation:
    users_seen: int = 0
    source_row: dict | None = None
    events_complete: bool = False

    @property
    def count(self) -> int:
        return (self.source_row or {}).get("count", 0)


@dataclass
class EventLog:
    tag: str
    by_user: dict[int, list[Record]] = field(default_factory=lambda: defaultdict(list))
    foreign: list[Record] = field(default_factory=list)  # our source tag, but a user id we did not register
    records_read: int = 0

    def take(self, records: list[Record], registered: dict[int, Registration]) -> None:
        for record in records:
            self.records_read += 1
            value = record.value
            if not (isinstance(value, dict) and value.get("type") == "user.registered"):
                continue
            data = value.get("data") or {}
            if data.get("source") != self.tag:
                continue
            if data.get("userId") in registered:
                self.by_user[data["userId"]].append(record)
            else:
                self.foreign.append(record)

    def duplicates(self) -> dict[int, int]:
        return {user_id: len(records) - 1 for user_id, records in self.by_user.items() if len(records) > 1}


def source_row(gateway: ApiClient, admin_session: str, tag: str) -> dict | None:
    response = gateway.get("/api/analytics/signups-by-source", session=admin_session, validate=False)
    assert response.status == 200, f"signups-by-source as admin: {response.describe()}"
    rows = [row for row in response.body if row.get("source") == tag]
    assert len(rows) <= 1, f"source {tag} listed {len(rows)} times: {rows}"
    return rows[0] if rows else None


@pytest.mark.disruptive
def test_user_registered_exactly_once_across_an_auth_crash(config, api, gateway, admin_session):
    tag = f"it-{uuid.uuid4()}"
    tail = TopicTail(config.kafka_bootstrap, TOPIC)  # positioned before the first registration
    events = EventLog(tag)
    registered: dict[int, Registration] = {}
    try:
        for index in range(USERS):
            role = "engineer" if index % 4 == 0 else "client"
            payload = new_user_payload(role=role, source=tag, firstName=f"It{index}", lastName=f"Crash{index}")
            response = expect(api.post("/api/register", json=payload), 201)
            registered[response.body["id"]] = Registration(payload, response.body)
            if index + 1 == KILL_AFTER:
                services_sh(config, "kill9", "auth", timeout=60)
                services_sh(config, "start", "auth", timeout=180)  # returns once /readyz answers 200
            events.take(tail.poll(0), registered)
        assert len(registered) == USERS, "a user id was returned twice by register"
        expected_engineers = sum(1 for r in registered.values() if r.user["role"] == "engineer")
        expected = {"count": USERS, "clients": USERS - expected_engineers, "engineers": expected_engineers}

        def observe() -> Observation:
            events.take(tail.poll(0.5), registered)
            return Observation(users_seen=len(events.by_user), events_complete=set(registered) <= set(events.by_user),
                               source_row=source_row(gateway, admin_session, tag))

        final = wait_until(observe, until=lambda o: (o.events_complete and o.count >= USERS) or o.count > USERS,
                           timeout=EVENTS_DEADLINE_SECONDS, interval=0.5,
                           what=f"a user.registered event for each of {USERS} users in {TOPIC} and analytics "
                                f"counting {USERS} for source {tag}")
        assert final.count == USERS, f"analytics double-counted: {final.source_row}, expected {expected}"
        assert {k: final.source_row.get(k) for k in expected} == expected, \
            f"analytics row {final.source_row}, expected {expected}"

        # Redelivery: make analytics' consumer group commit past everything in the topic now, then keep watching.
        progress = GroupProgress(config.kafka_bootstrap, TOPIC)
        high = progress.high_watermarks()
        analytics_groups = [g for g in progress.groups() if "analytics" in g.lower()]
        for group in analytics_groups:
            wait_until(lambda: progress.committed(group, list(high)),
                       until=lambda c: all(c.get(p, -1) >= h for p, h in high.items() if h > 0),
                       timeout=CONSUMER_CATCH_UP_SECONDS, interval=0.5,
                       what=f"consumer group {group} to commit up to {high} on {TOPIC}")

        def still_exact(row: dict | None) -> None:
            assert row is not None and {k: row.get(k) for k in expected} == expected, \
                f"analytics changed after reaching {expected}: {row} (redelivered event counted twice?)"

        def watch() -> dict | None:
            events.take(tail.poll(0.2), registered)
            return source_row(gateway, admin_session, tag)

        holds_for(watch, check=still_exact, duration=REDELIVERY_WATCH_SECONDS)

        duplicates = events.duplicates()
        print(f"\n[{tag}] Kafka records read: {events.records_read}; users with a user.registered event: "
              f"{len(events.by_user)}/{USERS}; redelivered copies: {sum(duplicates.values())} {duplicates}; "
              f"analytics consumer groups checked: {analytics_groups or 'none found'}")

        assert events.foreign == [], f"user.registered with our source for unknown users: " \
                                     f"{[r.value for r in events.foreign]}"
        for user_id, registration in registered.items():
            check_events(user_id, registration, events.by_user[user_id], tag)
    finally:
        tail.close()


def check_events(user_id: int, registration: Registration, records: list[Record], tag: str) -> None:
    assert records, f"no user.registered for user {user_id}"
    envelope_ids = {r.value.get("id") for r in records}
    assert len(envelope_ids) == 1, (f"user {user_id} has {len(envelope_ids)} distinct user.registered events "
                                    f"{envelope_ids}: copies must be redeliveries of one event (same id)")
    for record in records:
        where = f"user {user_id} event at partition {record.partition} offset {record.offset}"
        envelope = record.value
        assert ENVELOPE_KEYS <= set(envelope), f"{where}: envelope lacks {ENVELOPE_KEYS - set(envelope)}: {envelope}"
        uuid.UUID(str(envelope["id"]))
        parse_instant(envelope["occurredAt"], where + " occurredAt")
        assert envelope["type"] == "user.registered"
        assert record.headers.get("type") == b"user.registered", f"{where}: header type = {record.headers}"
        assert record.key == str(user_id).encode(), f"{where}: key {record.key!r}, expected the user id {user_id}"

        data = envelope["data"]
        assert DATA_KEYS <= set(data), f"{where}: data lacks {DATA_KEYS - set(data)}: {data}"
        user, payload = registration.user, registration.payload
        assert (data["userId"], data["role"], data["username"], data["firstName"], data["lastName"],
                data["source"]) == (user_id, user["role"], payload["username"], payload["firstName"],
                                    payload["lastName"], tag), f"{where}: data {data} vs registered {user}"
        created = parse_instant(data["createdAt"], where + " createdAt")
        registered_at = parse_instant(user["createdAt"], "register response createdAt")
        assert abs((created - registered_at).total_seconds()) < 1, f"{where}: createdAt {data['createdAt']} vs " \
                                                                    f"{user['createdAt']}"

        assert secret_fields(envelope) == [], f"{where}: secret-looking fields {secret_fields(envelope)}"
        assert payload["password"].encode() not in record.raw_value, f"{where}: the password is in the event"


def parse_instant(text: str, what: str) -> datetime:
    try:
        parsed = datetime.fromisoformat(str(text).replace("Z", "+00:00"))
    except ValueError:
        raise AssertionError(f"{what}: {text!r} is not ISO-8601") from None
    assert parsed.tzinfo is not None, f"{what}: {text!r} has no time zone"
    return parsed
