"""Billing counts messages a consumer batch at a time (one statement per batch, cw::events::on_batch): every message
of a burst is counted exactly once, by day, and a message.sent that cannot be applied (a date PostgreSQL refuses)
in the middle of the burst is skipped alone while the others still count.

The events are published here straight to messaging.events, the way messaging's relay publishes them, all at once
on one partition (the same key), so billing's consumer takes them in one batch."""
from __future__ import annotations

import json
import random
import uuid
from datetime import datetime, timezone

from confluent_kafka import Producer

from lib.config import SystemConfig
from lib.database import rows
from lib.waiting import wait_until


def message_sent(sender: int, created_at: str, project_id: int) -> str:
    return json.dumps({"id": str(uuid.uuid4()), "type": "message.sent",
                       "occurredAt": datetime.now(timezone.utc).isoformat(), "requestId": "batch-counter-test",
                       "data": {"messageId": random.randint(10**12, 10**13), "projectId": project_id,
                                "senderId": sender, "receiverId": sender + 1, "createdAt": created_at}})


def counted(sender: int) -> dict[str, int]:
    return {str(day): int(count) for day, count in
            rows(f"SELECT day, count FROM billing.messages_sent WHERE user_id = {sender} ORDER BY day")}


def test_a_burst_of_messages_is_counted_once_each_and_a_poisoned_one_is_skipped_alone(config: SystemConfig):
    first, second = random.randint(10**12, 10**13), random.randint(10**12, 10**13)
    project_id = random.randint(10**12, 10**13)
    events = [message_sent(first, "2026-11-20T23:59:59.900Z", project_id) for _ in range(30)]
    events += [message_sent(first, "2026-11-21T00:00:00.100Z", project_id) for _ in range(12)]
    events.insert(17, message_sent(first, "2026-13-45T99:00:00Z", project_id))  # not a date
    events += [message_sent(second, "2026-11-21T08:00:00Z", project_id) for _ in range(5)]
    producer = Producer({"bootstrap.servers": config.kafka_bootstrap, "linger.ms": 50})
    for value in events:
        producer.produce("messaging.events", key=str(project_id), value=value, headers={"type": "message.sent"})
    assert producer.flush(30) == 0

    wait_until(lambda: (counted(first), counted(second)),
               until=lambda found: found == ({"2026-11-20": 30, "2026-11-21": 12}, {"2026-11-21": 5}),
               timeout=30, what="billing to count the burst's messages by sender and day")
