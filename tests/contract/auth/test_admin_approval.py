"""POST /api/admin/engineers/{userId}/approve and its engineer.verified event (docs/dev-contract.md "Engineers")."""
from __future__ import annotations

from datetime import datetime

import pytest

from lib.api_client import expect
from lib.database import rows
from lib.engineers import ENGINEER_NOT_FOUND, UNKNOWN_USER_ID, approve, profile_of, register_client, register_engineer
from lib.kafka_tail import TopicTail
from lib.waiting import wait_until

NOT_AUTHENTICATED = "Not authenticated"
ONLY_ADMINS = "Only admins can approve engineers"
EVENT_DEADLINE_SECONDS = 30


def test_admin_approves_an_engineer(api, admin_session):
    engineer = register_engineer(api)
    profile = expect(approve(api, engineer.id, admin_session), 200).body
    assert profile["userId"] == engineer.id
    assert profile["isVerified"] is True
    assert profile_of(api, engineer.id)["isVerified"] is True
    assert profile_of(api, engineer.id, engineer.session)["isVerified"] is True


def test_approving_twice_is_harmless(api, admin_session):
    engineer = register_engineer(api)
    expect(approve(api, engineer.id, admin_session), 200)
    assert expect(approve(api, engineer.id, admin_session), 200).body["isVerified"] is True


@pytest.mark.parametrize("role", ["engineer", "client"])
def test_only_admins_approve(api, role):
    target = register_engineer(api)
    caller = register_engineer(api) if role == "engineer" else register_client(api)
    expect(approve(api, target.id, caller.session), 403, ONLY_ADMINS)
    assert profile_of(api, target.id)["isVerified"] is False


def test_an_engineer_cannot_approve_themself(api):
    engineer = register_engineer(api)
    expect(approve(api, engineer.id, engineer.session), 403, ONLY_ADMINS)
    assert profile_of(api, engineer.id)["isVerified"] is False


def test_approval_needs_a_session(api):
    engineer = register_engineer(api)
    expect(approve(api, engineer.id, None), 401, NOT_AUTHENTICATED)
    assert profile_of(api, engineer.id)["isVerified"] is False


def test_approving_an_unknown_engineer(api, admin_session):
    expect(approve(api, UNKNOWN_USER_ID, admin_session), 404, ENGINEER_NOT_FOUND)


def test_approving_a_client(api, admin_session):
    client = register_client(api)
    expect(approve(api, client.id, admin_session), 404, ENGINEER_NOT_FOUND)


def test_cross_site_approval_is_refused(api, admin_session):
    engineer = register_engineer(api)
    expect(approve(api, engineer.id, admin_session, headers={"Origin": "https://evil.example"}), 403)
    assert profile_of(api, engineer.id)["isVerified"] is False


def test_approval_publishes_engineer_verified(api, admin_session, config):
    engineer = register_engineer(api)
    tail = TopicTail(config.kafka_bootstrap, "auth.events")
    try:
        expect(approve(api, engineer.id, admin_session), 200)
        seen = []

        def verified_events():
            seen.extend(tail.poll())
            return [r for r in seen if isinstance(r.value, dict) and r.value.get("type") == "engineer.verified"
                    and (r.value.get("data") or {}).get("userId") == engineer.id]

        found = wait_until(verified_events, timeout=EVENT_DEADLINE_SECONDS, what="engineer.verified on auth.events")
    finally:
        tail.close()
    record = found[0]
    assert set(record.value) == {"id", "type", "occurredAt", "requestId", "data"}, record.value
    assert set(record.value["data"]) == {"userId", "verifiedAt", "adminId"}, record.value["data"]
    assert record.value["data"]["adminId"] == int(rows("SELECT id FROM auth.users WHERE role = 'admin' ORDER BY id "
                                                       "LIMIT 1")[0][0])
    datetime.fromisoformat(record.value["data"]["verifiedAt"].replace("Z", "+00:00"))
    assert record.key == str(engineer.id).encode(), f"key must be the aggregate id (user id), got {record.key!r}"
    assert record.headers.get("type") == b"engineer.verified", record.headers
