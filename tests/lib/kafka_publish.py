"""Publish events straight to Kafka, as another service's relay would: for tests of a consumer that play the producer
(a redelivery, an event no API of the system makes yet, a payload that makes no sense). Each event travels in the
envelope of docs/events.md ("The envelope"): the message key is the aggregate's id and a `type` header repeats the
type."""
from __future__ import annotations

import json
import uuid
from datetime import datetime, timezone
from typing import Any

from confluent_kafka import Producer

DELIVERY_TIMEOUT_SECONDS = 10


def utc_now() -> str:
    """ISO-8601 UTC with milliseconds, as the services write times: 2026-11-23T10:15:30.123Z."""
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def envelope(event_type: str, data: dict[str, Any], *, event_id: str | None = None,
             request_id: str = "contract-test") -> dict[str, Any]:
    """{"id", "type", "occurredAt", "requestId", "data"}: a new uuid unless `event_id` is given (the same id again
    is a redelivery, which every consumer applies once)."""
    return {"id": event_id or str(uuid.uuid4()), "type": event_type, "occurredAt": utc_now(),
            "requestId": request_id, "data": data}


def publish(bootstrap: str, topic: str, key: str | int, *envelopes: dict[str, Any]) -> None:
    """Produce the envelopes in order under one key (one partition, so consumers see them in this order) and wait
    until Kafka has them all."""
    producer = Producer({"bootstrap.servers": bootstrap, "enable.idempotence": True})
    for event in envelopes:
        producer.produce(topic, key=str(key), value=json.dumps(event), headers={"type": event["type"]})
    assert producer.flush(DELIVERY_TIMEOUT_SECONDS) == 0, f"{len(envelopes)} event(s) not delivered to {topic}"
