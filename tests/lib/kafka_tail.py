"""Read a topic from its current end with a real Kafka consumer, and look at other consumer groups' progress."""
from __future__ import annotations

import json
import uuid
from dataclasses import dataclass
from typing import Any

from confluent_kafka import Consumer, KafkaException, TopicPartition
from confluent_kafka.admin import AdminClient

METADATA_TIMEOUT_SECONDS = 10


@dataclass
class Record:
    partition: int
    offset: int
    key: bytes | None
    headers: dict[str, bytes]
    raw_value: bytes
    value: Any  # parsed JSON, or None when the value is not JSON
    timestamp_ms: int  # when the producer sent it (Kafka's CreateTime)


class TopicTail:
    """A consumer in a fresh group, assigned to every partition at the high watermark taken when it is created,
    so it sees exactly what is produced afterwards. Nothing is committed."""

    def __init__(self, bootstrap: str, topic: str):
        self.topic = topic
        self._consumer = Consumer({
            "bootstrap.servers": bootstrap,
            "group.id": f"contract-tests-{uuid.uuid4()}",
            "enable.auto.commit": False,
            "enable.auto.offset.store": False,
            "auto.offset.reset": "earliest",
            "isolation.level": "read_committed",
        })
        try:
            self.start_offsets = end_offsets(self._consumer, topic)
            self._consumer.assign([TopicPartition(topic, p, o) for p, o in self.start_offsets.items()])
        except Exception:
            self._consumer.close()
            raise

    def poll(self, max_seconds: float = 0.5) -> list[Record]:
        records = []
        for message in self._consumer.consume(num_messages=500, timeout=max_seconds):
            if message.error():
                raise KafkaException(message.error())
            raw = message.value() or b""
            try:
                value = json.loads(raw.decode("utf-8"))
            except (UnicodeDecodeError, json.JSONDecodeError):
                value = None
            records.append(Record(partition=message.partition(), offset=message.offset(), key=message.key(),
                                  headers={k: v for k, v in (message.headers() or [])}, raw_value=raw, value=value,
                                  timestamp_ms=message.timestamp()[1]))
        return records

    def close(self) -> None:
        self._consumer.close()


def end_offsets(consumer: Consumer, topic: str) -> dict[int, int]:
    metadata = consumer.list_topics(topic, timeout=METADATA_TIMEOUT_SECONDS)
    topic_metadata = metadata.topics.get(topic)
    if topic_metadata is None or topic_metadata.error is not None or not topic_metadata.partitions:
        error = topic_metadata.error if topic_metadata is not None else "absent"
        raise AssertionError(f"topic {topic} is not available on the broker: {error}")
    offsets = {}
    for partition in sorted(topic_metadata.partitions):
        _, high = consumer.get_watermark_offsets(TopicPartition(topic, partition), timeout=METADATA_TIMEOUT_SECONDS)
        offsets[partition] = high
    return offsets


class GroupProgress:
    """Committed offsets of other consumer groups on one topic (read only; joins no group)."""

    def __init__(self, bootstrap: str, topic: str):
        self.topic = topic
        self._bootstrap = bootstrap
        self._admin = AdminClient({"bootstrap.servers": bootstrap})

    def groups(self) -> list[str]:
        result = self._admin.list_consumer_groups(request_timeout=METADATA_TIMEOUT_SECONDS).result()
        return sorted(g.group_id for g in result.valid)

    def committed(self, group_id: str, partitions: list[int]) -> dict[int, int]:
        """Committed offset per partition (-1001 when the group has committed nothing there)."""
        probe = Consumer({"bootstrap.servers": self._bootstrap, "group.id": group_id, "enable.auto.commit": False})
        try:
            found = probe.committed([TopicPartition(self.topic, p) for p in partitions],
                                    timeout=METADATA_TIMEOUT_SECONDS)
            return {tp.partition: tp.offset for tp in found}
        finally:
            probe.close()

    def high_watermarks(self) -> dict[int, int]:
        probe = Consumer({"bootstrap.servers": self._bootstrap, "group.id": f"contract-tests-{uuid.uuid4()}"})
        try:
            return end_offsets(probe, self.topic)
        finally:
            probe.close()
