"""Deleting one's account (DELETE /api/account, issue 30 item 7; services/auth/openapi.yaml): the password is
checked, a member with a project in progress (money possibly in escrow) is refused, and a deletion ends every
session and token at once, erases auth's personal data (sign-in refused, the public profile 404) and leaves the
other party of a finished project its project and payments, with "Deleted member" as the name."""
from __future__ import annotations

import pytest

from lib.accounts import DELETED_NAME, OBLIGATIONS_OPEN, delete_account, wait_open_in_auth
from lib.api_client import expect
from lib.billing import accepted_project, upgraded
from lib.cookies import clears_cookie
from lib.database import rows
from lib.deliverables import act, funded, submitted, uploaded
from lib.engineers import get_profile, register_engineer
from lib.projects import new_client, project_of
from lib.users import login
from lib.waiting import wait_until

NO_PASSWORD = "Enter your password to delete your account"


def test_the_password_is_required_and_checked(api):
    member = new_client(api)
    expect(delete_account(api, None, member.password), 401)
    expect(delete_account(api, member.session, "not my password at all"), 403, "The password is not correct")
    expect(delete_account(api, member.session, ""), 400, NO_PASSWORD)
    expect(api.request("DELETE", "/api/account", json={}, session=member.session), 400, NO_PASSWORD)
    assert api.request("DELETE", "/api/account", json=[1], session=member.session).status == 400
    assert api.request("DELETE", "/api/account", data="{", session=member.session,
                       headers={"Content-Type": "application/json"}).status == 400
    assert delete_account(api, member.session, 12345).status == 400
    expect(api.get("/api/user", session=member.session), 200)  # nothing happened
    expect(login(api, member.username, member.password), 200)


def test_an_api_token_or_an_admin_cannot_delete(api, admin_session):
    member = upgraded(api, new_client(api), "enterprise")
    token = expect(api.post("/api/api-tokens", json={"name": "ERP", "scope": "read_write"}, session=member.session),
                   201).body["token"]
    refused = delete_account(api, None, member.password, headers={"Authorization": f"Bearer {token}"})
    assert refused.status == 403 and "API token" in refused.message, refused.describe()
    assert delete_account(api, admin_session, "whatever it is").status == 403
    expect(api.get("/api/user", session=member.session), 200)


def test_a_deletion_ends_sessions_and_tokens_everywhere_and_erases_the_account(api, gateway):
    member = upgraded(api, new_client(api), "enterprise")
    token = expect(api.post("/api/api-tokens", json={"name": "ERP"}, session=member.session), 201).body["token"]
    second = expect(login(api, member.username, member.password), 200).session_cookie.value
    bearer = {"Authorization": f"Bearer {token}"}
    for path in ("/api/user", "/api/my-projects", "/api/notifications", "/api/subscription-status"):
        expect(gateway.get(path, session=second), 200)
        expect(gateway.get(path, headers=bearer), 200)

    deleted = expect(delete_account(api, member.session, member.password), 204)
    assert clears_cookie(deleted.session_cookie), deleted.session_cookie.raw

    for path in ("/api/user", "/api/my-projects", "/api/notifications", "/api/subscription-status"):
        expect(gateway.get(path, session=member.session), 401)
        expect(gateway.get(path, session=second), 401)
        expect(gateway.get(path, headers=bearer), 401)
    expect(login(api, member.username, member.password), 401, "Invalid username or password")
    expect(delete_account(api, second, member.password), 401)
    row = rows(f"SELECT username, email, first_name, last_name, password_hash, phone, deleted_at IS NOT NULL "
               f"FROM auth.users WHERE id = {member.id}")[0]
    assert row == [f"deleted member {member.id}", f"deleted-{member.id}@deleted.invalid", *DELETED_NAME, "", "", "t"]
    assert rows(f"SELECT count(*) FROM auth.api_tokens WHERE user_id = {member.id} AND revoked_at IS NULL") == [["0"]]


def test_a_deleted_engineers_public_profile_is_gone(api):
    engineer = register_engineer(api)
    expect(get_profile(api, engineer.id), 200)
    expect(delete_account(api, engineer.session, engineer.password), 204)
    expect(get_profile(api, engineer.id), 404)
    listed = expect(api.get("/api/engineers", params={"search": engineer.username}), 200).body
    assert all(int(e.get("userId", e.get("id", 0))) != engineer.id for e in listed), listed


@pytest.mark.serial  # pays stages and moves a project through its milestones: slow, and one at a time is enough
def test_held_money_keeps_both_parties_until_the_project_ends_then_the_other_party_keeps_it(
        api, gateway, projects_api, admin_session):
    deal = accepted_project(gateway, admin_session, amount=2500)
    funded(projects_api, deal, "down_payment")
    wait_open_in_auth(deal.id)
    for party in (deal.client, deal.engineer):
        refused = expect(delete_account(api, party.session, party.password), 409, OBLIGATIONS_OPEN)
        assert refused.body["code"] == "obligations_open"

    design = uploaded(projects_api, deal.engineer.session, deal.id, "design.pdf", b"%PDF-1.4\n%%EOF\n")
    submitted(projects_api, deal, "down_payment", [design["id"]])
    expect(act(projects_api, deal.client.session, deal.id, "down_payment", "approve"), 200)
    expect(projects_api.post(f"/api/projects/{deal.id}/complete", session=deal.client.session), 200)
    wait_open_in_auth(deal.id, is_open=False)

    expect(delete_account(api, deal.client.session, deal.client.password), 204)
    project = wait_until(lambda: project_of(projects_api, deal.engineer.session, deal.id),
                         until=lambda p: (p["client"]["firstName"], p["client"]["lastName"]) == DELETED_NAME,
                         timeout=60, what="projects to show the deleted client as Deleted member")
    assert project["status"] == "completed"
    stages = wait_until(lambda: expect(gateway.get(f"/api/project-payments/{deal.id}", session=deal.engineer.session),
                                       200).body,
                        until=lambda view: view["stages"][0]["status"] == "released", timeout=60,
                        what="the engineer to see the released down payment")
    assert [s["status"] for s in stages["stages"]] == ["released", "pending", "pending"]
    assert rows(f"SELECT count(*) FROM billing.payments WHERE project_id = {deal.id}") == [["1"]], "payments are kept"
