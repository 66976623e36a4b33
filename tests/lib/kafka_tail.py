"""Read a topic from its current end with a real Kafka consumer, and look at other consumer groups' progress."""
from __future__ import annotations

import json
import time
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
        self._bootstrap = bootstrap
        self._offsets_client: Consumer | None = None  # read_to_end's, made when first needed
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
            # The offset of the next record poll() returns, per partition (the relays' producer is idempotent, not
            # transactional: no control records, so a partition's next offset reaches its end offset exactly).
            self._next = dict(self.start_offsets)
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
            self._next[message.partition()] = max(self._next.get(message.partition(), 0), message.offset() + 1)
            records.append(Record(partition=message.partition(), offset=message.offset(), key=message.key(),
                                  headers={k: v for k, v in (message.headers() or [])}, raw_value=raw, value=value,
                                  timestamp_ms=message.timestamp()[1]))
        return records

    def read_to_end(self, timeout: float = 30) -> list[Record]:
        """Every record on the topic up to its end offsets as they are now (those read since the last poll). The end
        offsets come from a client of their own: the tail's consumer answers such a question only after its pending
        fetch, which the broker holds up to 500 ms (fetch.wait.max.ms) per partition when nothing new comes."""
        if self._offsets_client is None:
            self._offsets_client = Consumer({"bootstrap.servers": self._bootstrap,
                                             "group.id": f"contract-tests-offsets-{uuid.uuid4()}",
                                             "enable.auto.commit": False})
        ends = end_offsets(self._offsets_client, self.topic)
        records: list[Record] = []
        deadline = time.monotonic() + timeout
        while any(self._next.get(p, 0) < end for p, end in ends.items()):
            if time.monotonic() > deadline:
                raise AssertionError(f"{self.topic}: not read up to its end offsets {ends} in {timeout} s "
                                     f"(at {self._next})")
            records += self.poll(0.05)
        return records

    def read_published(self, schema: str, timeout: float = 30) -> list[Record]:
        """Every record the service whose outbox is <schema>.outbox had written to the topic by now, read: waits until
        each row of that outbox for this topic is sent (the relay deletes a row once Kafka confirmed it), then reads
        the topic to its end. What a request's own transaction wrote (a sweep's notices, a duplicate of them) is then
        all here: a window of seconds that waits for a duplicate is not needed for it."""
        from lib.database import rows  # psql as the superuser (PG_ADMIN_URL)

        topic = self.topic.replace("'", "''")
        last = int(rows(f"SELECT coalesce(max(id), 0) FROM {schema}.outbox WHERE topic = '{topic}'")[0][0])
        unsent = f"SELECT count(*) FROM {schema}.outbox WHERE topic = '{topic}' AND id <= {last}"
        deadline = time.monotonic() + timeout
        while last and rows(unsent)[0][0] != "0":  # last 0: none left, everything it wrote is sent already
            if time.monotonic() > deadline:
                raise AssertionError(f"{schema}.outbox: rows up to id {last} for {self.topic} not sent in {timeout} s")
            time.sleep(0.05)
        return self.read_to_end(max(1.0, deadline - time.monotonic()))

    def close(self) -> None:
        self._consumer.close()
        if self._offsets_client is not None:
            self._offsets_client.close()


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
