"""Every engineer is tested before they can bid (issue 30 item 4). An engineer verified by an admin before a passed
test was the rule keeps no verification: when auth starts, it withdraws each such verification with the platform as
its author (engineer.verification_revoked, adminId null), projects stops their bids and messaging tells them why; the
engineer may take the test (a withdrawal by an admin, by contrast, closes the test until an admin approves again).

Such an engineer cannot be made through the API any more, so the test writes one the way the old rule left it (the
superuser's PG_ADMIN_URL), then restarts auth the way `make run` starts it."""
from __future__ import annotations

import subprocess

from lib.api_client import expect
from lib.config import REPO_ROOT
from lib.database import execute, rows
from lib.engineers import pass_certification, profile_of, register_engineer
from lib.waiting import wait_until

DEADLINE_SECONDS = 60
REASON = "Verification now needs a passed certification test. Take the test from your dashboard to bid again."


def test_a_verification_without_a_pass_is_withdrawn_when_auth_starts(api, messaging_api, admin_session):
    legacy = register_engineer(api)
    earned = register_engineer(api)
    pass_certification(api, earned)
    execute(f"UPDATE auth.engineer_profiles SET is_verified = true WHERE user_id = {int(legacy.id)}")
    execute(f"INSERT INTO projects.verified_engineers (user_id, verified_at, reason) "
            f"VALUES ({int(legacy.id)}, now(), 'approved') ON CONFLICT DO NOTHING")
    assert profile_of(api, legacy.id)["isVerified"] is True

    subprocess.run([str(REPO_ROOT / "scripts" / "services.sh"), "restart", "auth"], check=True, timeout=180,
                   stdout=subprocess.DEVNULL)

    profile = profile_of(api, legacy.id, legacy.session)
    assert (profile["isVerified"], profile["certificationStatus"]) == (False, "pending")
    assert profile_of(api, earned.id)["isVerified"] is True, "an earned verification stays"
    trail = expect(api.get(f"/api/admin/engineers/{legacy.id}/decisions", session=admin_session), 200).body
    assert [(d["decision"], d["reason"], d["admin"]) for d in trail["decisions"]] == [("revoked", REASON, None)]
    wait_until(lambda: rows(f"SELECT 1 FROM projects.verified_engineers WHERE user_id = {int(legacy.id)}"),
               until=lambda found: found == [], timeout=DEADLINE_SECONDS, what="projects stops the engineer's bids")
    told = wait_until(lambda: expect(messaging_api.get("/api/notifications", session=legacy.session), 200).body,
                      until=lambda found: any(n.get("kind") == "verification_revoked" for n in found),
                      timeout=DEADLINE_SECONDS, what="the engineer told why")
    assert any(REASON in n["message"] for n in told if n.get("kind") == "verification_revoked")
    # The way back is the test.
    pass_certification(api, legacy)
    assert profile_of(api, legacy.id)["isVerified"] is True
