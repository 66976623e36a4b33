"""An admin's approval travels as engineer.verified through Kafka into the projects service's projection of who may
bid, and a redelivery changes nothing.

The projection is read straight from PostgreSQL as the superuser (PG_ADMIN_URL, set by scripts/run-tests.sh): the
projects service shows it only through bids (tests/contract/projects/test_bids.py).
"""
from __future__ import annotations

from lib.api_client import ApiClient, expect
from lib.config import SystemConfig
from lib.database import rows
from lib.kafka_tail import TopicTail
from lib.users import register
from lib.waiting import wait_until

def projection_rows(user_id: int) -> list[str]:
    return [row[0] for row in rows(f"SELECT reason FROM projects.verified_engineers WHERE user_id = {int(user_id)}")]


def test_approval_reaches_the_projects_projection_once(api: ApiClient, gateway: ApiClient, config: SystemConfig,
                                                       admin_session: str):
    tail = TopicTail(config.kafka_bootstrap, "auth.events")
    try:
        engineer = register(api, role="engineer")
        assert projection_rows(engineer.id) == [], "an engineer must not be able to bid before verification"

        approved = expect(gateway.post(f"/api/admin/engineers/{engineer.id}/approve", session=admin_session), 200)
        assert approved.body["isVerified"] is True
        # A second approval is harmless and publishes nothing new.
        expect(gateway.post(f"/api/admin/engineers/{engineer.id}/approve", session=admin_session), 200)

        seen: list[dict] = []

        def verified_events() -> list[dict]:
            for record in tail.poll(0.5):
                if isinstance(record.value, dict) and record.value.get("type") == "engineer.verified":
                    if record.value["data"].get("userId") == engineer.id:
                        seen.append(record.value)
            return seen

        events = wait_until(verified_events, timeout=30, what="engineer.verified on auth.events")
        assert len({event["id"] for event in events}) == 1, f"one approval, one event: {events}"
        assert wait_until(lambda: projection_rows(engineer.id), timeout=30,
                          what="the engineer in projects.verified_engineers") == ["approved"]
    finally:
        tail.close()
