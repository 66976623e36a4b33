"""A consumer forgets the ids of events it applied more than 30 days ago (libs/events/src/processed_events.cpp):
processed_events would otherwise grow with every event the service ever consumed. Redeliveries come from what Kafka
still holds (7 days by default), so a month is far beyond any redelivery.

Rows are planted in analytics' processed_events as the superuser: an id made 40 days ago and applied then (forgotten),
the same age of id applied just now (kept: the time the row was written decides, not only the id), and an id of
today (kept). The consumer sweeps a few seconds after its start, then hourly: the test restarts analytics.
"""
from __future__ import annotations

import secrets
import time

import pytest

from lib.config import SystemConfig
from lib.database import execute, rows
from lib.services import services_sh
from lib.waiting import wait_until

DAY_MS = 86_400_000


def v7_id(age_days: float) -> str:
    """A UUIDv7 made age_days ago: its first 48 bits are that time in milliseconds, as envelope.cpp makes them."""
    millis = int(time.time() * 1000 - age_days * DAY_MS)
    hex_id = f"{millis:012x}7{secrets.token_hex(2)[:3]}8{secrets.token_hex(8)[:15]}"
    return f"{hex_id[:8]}-{hex_id[8:12]}-{hex_id[12:16]}-{hex_id[16:20]}-{hex_id[20:]}"


def present(ids: list[str]) -> set[str]:
    listed = ",".join(f"'{event_id}'" for event_id in ids)
    return {row[0] for row in rows(
        f"SELECT event_id FROM analytics.processed_events WHERE consumer = 'analytics' AND event_id IN ({listed})")}


@pytest.mark.disruptive
def test_ids_applied_more_than_30_days_ago_are_forgotten(config: SystemConfig) -> None:
    old, old_id_applied_now, recent = v7_id(40), v7_id(40), v7_id(0)
    execute(
        "INSERT INTO analytics.processed_events (consumer, event_id, processed_at) VALUES "
        f"('analytics', '{old}', now() - interval '40 days'), "
        f"('analytics', '{old_id_applied_now}', now()), "
        f"('analytics', '{recent}', now())")
    assert present([old, old_id_applied_now, recent]) == {old, old_id_applied_now, recent}

    services_sh(config, "restart", "analytics", timeout=180)  # returns once /readyz answers 200

    wait_until(lambda: present([old]), until=lambda found: not found, timeout=30,
               what="the id of an event applied 40 days ago to be forgotten")
    assert present([old_id_applied_now, recent]) == {old_id_applied_now, recent}
