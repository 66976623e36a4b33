"""POST /api/admin/engineers/{userId}/reject and the audit trail GET /api/admin/engineers/{userId}/decisions: an admin
rejects a pending application with a reason the engineer reads (and no one else); saving the profile applies again;
approving later is still possible. Every decision is an event and a record of who decided what, when and why."""
from __future__ import annotations

import subprocess

import pytest

from lib.api_client import expect
from lib.database import rows
from lib.engineers import (ENGINEER_NOT_FOUND, UNKNOWN_USER_ID, approve, pass_certification, patch_profile, profile_of,
                           register_client, register_engineer, revoke)
from lib.kafka_tail import TopicTail
from lib.waiting import wait_until

REASON = "Please add portfolio images of finished cabinet work."


def reject(api, user_id, session, reason=REASON, **kwargs):
    body = kwargs.pop("json", {"reason": reason})
    return api.post(f"/api/admin/engineers/{user_id}/reject", json=body, session=session, **kwargs)


def decisions(api, user_id, session):
    return api.get(f"/api/admin/engineers/{user_id}/decisions", session=session)


def test_the_engineer_reads_the_reason_and_no_one_else_does(api, admin_session):
    engineer = register_engineer(api)
    assert profile_of(api, engineer.id, engineer.session)["applicationStatus"] == "pending"
    rejected = expect(reject(api, engineer.id, admin_session), 200).body
    assert rejected["applicationStatus"] == "rejected" and rejected["rejectionReason"] == REASON
    assert rejected["isVerified"] is False
    own = expect(api.get("/api/engineer-profile", session=engineer.session), 200).body
    assert own["applicationStatus"] == "rejected" and own["rejectionReason"] == REASON
    for viewer in (None, register_client(api).session, register_engineer(api).session):
        public = profile_of(api, engineer.id, viewer)
        assert "rejectionReason" not in public and "applicationStatus" not in public


def test_saving_the_profile_applies_again_and_a_pass_then_verifies(api, admin_session):
    engineer = register_engineer(api)
    expect(reject(api, engineer.id, admin_session), 200)
    expect(reject(api, engineer.id, admin_session), 409, "This application was already rejected")
    saved = expect(patch_profile(api, engineer.id, {"bio": "Twelve years of frameless kitchens."},
                                 engineer.session), 200).body
    assert saved["applicationStatus"] == "pending" and saved["rejectionReason"] is None
    expect(approve(api, engineer.id, admin_session), 409,
           "This engineer has not passed the certification test: an engineer is approved only after a pass")
    pass_certification(api, engineer)
    verified = profile_of(api, engineer.id, engineer.session)
    assert verified["applicationStatus"] == "verified" and verified["rejectionReason"] is None
    expect(reject(api, engineer.id, admin_session), 409, "This engineer is already verified")


def test_every_decision_is_in_the_audit_trail_newest_first(api, admin_session):
    engineer = register_engineer(api)
    assert expect(decisions(api, engineer.id, admin_session), 200).body == {"decisions": []}
    expect(reject(api, engineer.id, admin_session, reason="  Add your Mozaik experience.  "), 200)
    expect(patch_profile(api, engineer.id, {"bio": "Mozaik since 2015."}, engineer.session), 200)
    pass_certification(api, engineer)  # verifies, and is no admin's decision
    expect(revoke(api, engineer.id, admin_session, "Not your portfolio."), 200)
    expect(approve(api, engineer.id, admin_session), 200)
    expect(approve(api, engineer.id, admin_session), 200)  # changes nothing, records nothing
    trail = expect(decisions(api, engineer.id, admin_session), 200).body["decisions"]
    admin_name = rows("SELECT username FROM auth.users WHERE role = 'admin' ORDER BY id LIMIT 1")[0][0]
    assert [(d["decision"], d["reason"], d["admin"]["username"]) for d in trail] == [
        ("approved", None, admin_name), ("revoked", "Not your portfolio.", admin_name),
        ("rejected", "Add your Mozaik experience.", admin_name)]
    assert trail[0]["decidedAt"] >= trail[1]["decidedAt"] >= trail[2]["decidedAt"]
    # The trail is append-only, whoever asks the database.
    with pytest.raises(subprocess.CalledProcessError) as refused:
        rows(f"DELETE FROM auth.engineer_decisions WHERE engineer_id = {engineer.id}")
    assert "append-only" in refused.value.stderr
    assert len(expect(decisions(api, engineer.id, admin_session), 200).body["decisions"]) == 3


@pytest.mark.parametrize("body, message", [
    ({}, "reason is required"),
    ({"reason": None}, "reason is required"),
    ({"reason": "   "}, "reason is required"),
    ({"reason": 7}, "reason must be text"),
    ({"reason": "x" * 1001}, "reason must be at most 1000 characters"),
    ({"reason": "a\u0000b"}, "reason must not contain a null character"),
])
def test_a_reason_is_required_and_bounded(api, admin_session, body, message):
    engineer = register_engineer(api)
    expect(reject(api, engineer.id, admin_session, json=body), 400, message)
    assert profile_of(api, engineer.id, engineer.session)["applicationStatus"] == "pending"


def test_a_reason_of_1000_characters_of_any_script_is_kept_as_written(api, admin_session):
    engineer = register_engineer(api)
    reason = ("Échantillons 🪚 — «портфолио» 'quotes' \"double\" <b>not html</b> " * 20)[:1000]
    assert expect(reject(api, engineer.id, admin_session, reason=reason), 200).body["rejectionReason"] == reason


def test_only_admins_reject_and_read_the_trail(api):
    target = register_engineer(api)
    for caller in (register_client(api), register_engineer(api), target):
        expect(reject(api, target.id, caller.session), 403, "Only admins can reject engineers")
        expect(decisions(api, target.id, caller.session), 403,
               "Only admins can read the decisions on an application")
    expect(reject(api, target.id, None), 401)
    expect(decisions(api, target.id, None), 401)
    assert profile_of(api, target.id, target.session)["applicationStatus"] == "pending"


def test_unknown_engineers_and_clients(api, admin_session):
    client = register_client(api)
    for user_id in (UNKNOWN_USER_ID, client.id, "abc", "0"):
        expect(reject(api, user_id, admin_session), 404, ENGINEER_NOT_FOUND)
        expect(decisions(api, user_id, admin_session), 404, ENGINEER_NOT_FOUND)


def test_a_rejection_and_a_new_application_are_events(api, admin_session, config):
    engineer = register_engineer(api)
    tail = TopicTail(config.kafka_bootstrap, "auth.events")
    seen = []

    def of_engineer():
        seen.extend(tail.poll())
        return [r.value for r in seen if isinstance(r.value, dict)
                and r.value.get("type") in ("engineer.rejected", "engineer.reapplied")
                and (r.value.get("data") or {}).get("userId") == engineer.id]

    try:
        expect(reject(api, engineer.id, admin_session), 200)
        expect(patch_profile(api, engineer.id, {"bio": "Updated."}, engineer.session), 200)
        events = wait_until(of_engineer, until=lambda found: len(found) >= 2, timeout=30, what="the two events")
    finally:
        tail.close()
    admin_id = int(rows("SELECT id FROM auth.users WHERE role = 'admin' ORDER BY id LIMIT 1")[0][0])
    rejected, reapplied = events[0], events[1]
    assert rejected["type"] == "engineer.rejected"
    assert rejected["data"]["reason"] == REASON and rejected["data"]["adminId"] == admin_id
    assert reapplied["type"] == "engineer.reapplied"
    assert reapplied["data"]["reappliedAt"] >= rejected["data"]["rejectedAt"]


def test_an_admin_reviewing_an_application_reads_the_certification_attempts(api, admin_session):
    engineer = register_engineer(api)
    path = f"/api/admin/engineers/{engineer.id}/certification-attempts"
    assert expect(api.get(path, session=admin_session), 200).body == []
    started = expect(api.get("/api/certification/questions", session=engineer.session), 200).body
    attempts = expect(api.get(path, session=admin_session), 200).body
    assert [(a["id"], a["status"]) for a in attempts] == [(started["attemptId"], "in_progress")]
    assert attempts == expect(api.get("/api/certification/attempts", session=engineer.session), 200).body
    for caller in (engineer, register_client(api)):
        expect(api.get(path, session=caller.session), 403, "Only admins can read an engineer's attempts")
    expect(api.get(path), 401)
    expect(api.get(f"/api/admin/engineers/{register_client(api).id}/certification-attempts", session=admin_session),
           404, ENGINEER_NOT_FOUND)
