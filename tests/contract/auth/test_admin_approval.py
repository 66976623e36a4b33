"""POST /api/admin/engineers/{userId}/approve and .../revoke, with their events (docs/dev-contract.md "Engineers").

Every engineer is tested before they can bid (issue 30 item 4): passing the certification test verifies an engineer;
an admin approves only an engineer with a passed attempt (a reinstatement after a withdrawn verification), and can
withdraw a verification with a reason the engineer reads: no bids, no retake, until an approval."""
from __future__ import annotations

from datetime import datetime

import pytest

from lib.api_client import expect
from lib.database import rows
from lib.engineers import (ENGINEER_NOT_FOUND, UNKNOWN_USER_ID, approve, pass_certification, patch_profile, profile_of,
                           register_client, register_engineer, revoke)
from lib.kafka_tail import TopicTail
from lib.waiting import wait_until

NOT_AUTHENTICATED = "Not authenticated"
ONLY_ADMINS = "Only admins can approve engineers"
ONLY_ADMINS_REVOKE = "Only admins can revoke a verification"
NEEDS_A_PASS = "This engineer has not passed the certification test: an engineer is approved only after a pass"
NOT_VERIFIED = "This engineer is not verified"
NO_RETAKE = ("Your verification was revoked, so the test cannot be taken again. Contact support if you think this is "
             "a mistake.")
EVENT_DEADLINE_SECONDS = 30


def certified_engineer(api):
    engineer = register_engineer(api)
    pass_certification(api, engineer)
    return engineer


def test_an_engineer_without_a_pass_is_not_approved(api, admin_session):
    engineer = register_engineer(api)
    expect(approve(api, engineer.id, admin_session), 409, NEEDS_A_PASS)
    profile = profile_of(api, engineer.id, admin_session)
    assert (profile["isVerified"], profile["applicationStatus"]) == (False, "pending")
    assert expect(api.get(f"/api/admin/engineers/{engineer.id}/decisions", session=admin_session),
                  200).body["decisions"] == []


def test_approving_a_certified_engineer_changes_nothing(api, admin_session):
    engineer = certified_engineer(api)
    assert expect(approve(api, engineer.id, admin_session), 200).body["isVerified"] is True
    assert expect(approve(api, engineer.id, admin_session), 200).body["isVerified"] is True
    assert profile_of(api, engineer.id)["isVerified"] is True


def test_a_withdrawn_verification_stops_the_test_until_an_admin_approves_again(api, admin_session):
    engineer = certified_engineer(api)
    reason = "Your portfolio images are \"borrowed\" \u2014 not your own work."
    profile = expect(revoke(api, engineer.id, admin_session, reason), 200).body
    assert (profile["isVerified"], profile["certificationStatus"]) == (False, "revoked")
    assert (profile["applicationStatus"], profile["rejectionReason"]) == ("revoked", reason)
    own = profile_of(api, engineer.id, engineer.session)
    assert (own["applicationStatus"], own["rejectionReason"]) == ("revoked", reason)
    assert profile_of(api, engineer.id)["isVerified"] is False
    expect(revoke(api, engineer.id, admin_session), 409, NOT_VERIFIED)
    expect(api.get("/api/certification/questions", session=engineer.session), 409, NO_RETAKE)
    # Saving the profile does not end a withdrawal the way it re-submits a rejected application.
    expect(patch_profile(api, engineer.id, {"bio": "Still here."}, engineer.session), 200)
    assert profile_of(api, engineer.id, engineer.session)["applicationStatus"] == "revoked"

    decisions = expect(api.get(f"/api/admin/engineers/{engineer.id}/decisions", session=admin_session), 200).body
    assert [(d["decision"], d["reason"]) for d in decisions["decisions"]] == [("revoked", reason)]
    assert decisions["decisions"][0]["admin"]["id"] > 0

    profile = expect(approve(api, engineer.id, admin_session), 200).body
    assert (profile["isVerified"], profile["certificationStatus"], profile["applicationStatus"]) == \
        (True, "certified", "verified")
    expect(api.get("/api/certification/questions", session=engineer.session), 409, "You are already certified")


@pytest.mark.parametrize("role", ["engineer", "client"])
def test_only_admins_revoke(api, role, admin_session):
    engineer = certified_engineer(api)
    caller = register_engineer(api) if role == "engineer" else register_client(api)
    expect(revoke(api, engineer.id, caller.session), 403, ONLY_ADMINS_REVOKE)
    expect(revoke(api, engineer.id, engineer.session), 403, ONLY_ADMINS_REVOKE)
    expect(revoke(api, engineer.id, None), 401, NOT_AUTHENTICATED)
    expect(revoke(api, engineer.id, admin_session, headers={"Origin": "https://evil.example"}), 403)
    assert profile_of(api, engineer.id)["isVerified"] is True


@pytest.mark.parametrize("reason", [None, "", "   ", 7, ["x"], "a\u0000b", "x" * 1001])
def test_a_revocation_needs_a_reason(api, admin_session, reason):
    engineer = certified_engineer(api)
    response = revoke(api, engineer.id, admin_session, reason)
    expect(response, 400)
    assert response.body["message"].startswith("reason ")
    assert profile_of(api, engineer.id)["isVerified"] is True


def test_revoking_an_unknown_engineer_or_a_client(api, admin_session):
    expect(revoke(api, UNKNOWN_USER_ID, admin_session), 404, ENGINEER_NOT_FOUND)
    expect(revoke(api, register_client(api).id, admin_session), 404, ENGINEER_NOT_FOUND)
    expect(revoke(api, "abc", admin_session), 404, ENGINEER_NOT_FOUND)
    expect(revoke(api, register_engineer(api).id, admin_session), 409, NOT_VERIFIED)


def test_a_revocation_publishes_its_event(api, admin_session, config):
    engineer = certified_engineer(api)
    tail = TopicTail(config.kafka_bootstrap, "auth.events")
    try:
        expect(revoke(api, engineer.id, admin_session, "Fake portfolio."), 200)
        seen = []

        def revoked_events():
            seen.extend(tail.poll())
            return [r for r in seen if isinstance(r.value, dict)
                    and r.value.get("type") == "engineer.verification_revoked"
                    and (r.value.get("data") or {}).get("userId") == engineer.id]

        found = wait_until(revoked_events, timeout=EVENT_DEADLINE_SECONDS,
                           what="engineer.verification_revoked on auth.events")
    finally:
        tail.close()
    data = found[0].value["data"]
    assert set(data) == {"userId", "reason", "revokedAt", "adminId"}, data
    assert data["reason"] == "Fake portfolio."
    assert found[0].key == str(engineer.id).encode()


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
    engineer = certified_engineer(api)
    expect(revoke(api, engineer.id, admin_session), 200)
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
