"""Personal API tokens (issue 29 item 10, docs in services/auth/openapi.yaml): a member signed in on the site creates
a token, sees its text once, and any service accepts it as `Authorization: Bearer`; a read token only reads; a
revoked token is refused at once everywhere; tokens never manage tokens; the list shows when each was last used."""
from __future__ import annotations

import re

import pytest

from lib.api_client import expect
from lib.billing import upgraded
from lib.projects import new_client, project_form
from lib.waiting import wait_until

TOKEN = re.compile(r"^cwt_[A-Za-z0-9_-]{43}$")
READ_ONLY = "This API token can only read: create a read-write token to make changes"


def enterprise_client(api):
    return upgraded(api, new_client(api), "enterprise")


def create(api, session, name="Shop ERP", scope=None):
    body = {"name": name} if scope is None else {"name": name, "scope": scope}
    return api.post("/api/api-tokens", json=body, session=session)


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def test_a_token_is_shown_once_and_works_in_every_service(api, gateway):
    member = enterprise_client(api)
    created = expect(create(api, member.session, "Shop ERP", "read_write"), 201).body
    assert TOKEN.match(created["token"]) and created["prefix"] == created["token"][:12]
    assert created["scope"] == "read_write" and created["lastUsedAt"] is None

    listed = expect(api.get("/api/api-tokens", session=member.session), 200).body
    assert [(t["id"], t["name"]) for t in listed] == [(created["id"], "Shop ERP")]
    assert "token" not in listed[0], "the text is shown once, when it is made"

    me = expect(gateway.get("/api/user", headers=bearer(created["token"])), 200).body
    assert me["id"] == member.id
    expect(gateway.get("/api/my-projects", headers=bearer(created["token"])), 200)
    posted = expect(gateway.post("/api/projects", json=project_form(), headers=bearer(created["token"])), 201).body
    assert posted["clientId"] == member.id

    used = expect(api.get("/api/api-tokens", session=member.session), 200).body[0]
    assert used["lastUsedAt"] is not None


def test_a_read_token_only_reads(api, gateway):
    member = enterprise_client(api)
    token = expect(create(api, member.session, "Reports"), 201).body
    assert token["scope"] == "read", "read is the default"
    expect(gateway.get("/api/my-projects", headers=bearer(token["token"])), 200)
    expect(gateway.post("/api/projects", json=project_form(), headers=bearer(token["token"])), 403, READ_ONLY)


def test_a_revoked_token_is_refused_at_once_everywhere(api, gateway):
    member = enterprise_client(api)
    token = expect(create(api, member.session), 201).body
    for path in ("/api/user", "/api/my-projects", "/api/notifications", "/api/subscription-status"):
        expect(gateway.get(path, headers=bearer(token["token"])), 200)
    expect(api.request("DELETE", f"/api/api-tokens/{token['id']}", session=member.session), 204)
    for path in ("/api/user", "/api/my-projects", "/api/notifications", "/api/subscription-status"):
        expect(gateway.get(path, headers=bearer(token["token"])), 401)
    assert expect(api.get("/api/api-tokens", session=member.session), 200).body == []
    expect(api.request("DELETE", f"/api/api-tokens/{token['id']}", session=member.session), 404, "No such API token")


def test_a_bad_token_is_refused_even_beside_a_good_cookie(api, gateway):
    member = enterprise_client(api)
    token = expect(create(api, member.session), 201).body["token"]
    almost = token[:-1] + ("x" if token[-1] != "x" else "y")
    for header in (f"Bearer {almost}", f"Bearer {token}x", "Bearer", f"Basic {token}", f"bearer{token}",
                   "Bearer cwt_" + "\u00e9" * 43):
        response = gateway.get("/api/my-projects", headers={"Authorization": header.encode().decode("latin-1")},
                               session=member.session)
        assert response.status == 401, (header, response.describe())


def test_tokens_never_manage_tokens_and_strangers_cannot_revoke(api, admin_session):
    member, stranger = enterprise_client(api), new_client(api)
    token = expect(create(api, member.session, scope="read_write"), 201).body
    refused = api.post("/api/api-tokens", json={"name": "successor"}, headers=bearer(token["token"]))
    assert refused.status == 403 and "cannot manage tokens" in refused.message, refused.describe()
    assert api.get("/api/api-tokens", headers=bearer(token["token"])).status == 403
    expect(api.request("DELETE", f"/api/api-tokens/{token['id']}", session=stranger.session), 404)
    expect(api.request("DELETE", "/api/api-tokens/abc", session=member.session), 404)
    assert create(api, admin_session).status == 403
    expect(api.get("/api/api-tokens"), 401)
    assert len(expect(api.get("/api/api-tokens", session=member.session), 200).body) == 1


@pytest.fixture(scope="module")
def enterprise_member(api):
    return enterprise_client(api)


@pytest.mark.parametrize(("body", "message"), [
    ({}, "Give the token a name, for example the tool that will use it"),
    ({"name": "   "}, "Give the token a name, for example the tool that will use it"),
    ({"name": "a\u0000b"}, None),
    ({"name": "a\u0085b"}, "The token's name must be plain text without control or invisible characters"),
    ({"name": "a\u2028b"}, "The token's name must be plain text without control or invisible characters"),
    ({"name": "ERP\u202egnp.exe"}, "The token's name must be plain text without control or invisible characters"),
    ({"name": "a\u200bb"}, "The token's name must be plain text without control or invisible characters"),
    ({"name": "\ufeffERP"}, "The token's name must be plain text without control or invisible characters"),
    ({"name": "a\u2066b"}, "The token's name must be plain text without control or invisible characters"),
    ({"name": "x" * 61}, "The token's name can be at most 60 characters"),
    ({"name": "ok", "scope": "admin"}, "The scope must be read or read_write"),
    ({"name": 5}, None),
])
def test_bad_input_is_a_400(api, enterprise_member, body, message):
    member = enterprise_member
    before = expect(api.get("/api/api-tokens", session=member.session), 200).body
    response = api.post("/api/api-tokens", json=body, session=member.session)
    expect(response, 400, message)
    assert expect(api.get("/api/api-tokens", session=member.session), 200).body == before, "nothing made"


def test_ten_live_tokens_at_most(api):
    member = enterprise_client(api)
    made = [expect(create(api, member.session, f"tool {i} \u2014 K\u00fcche"), 201).body for i in range(10)]
    expect(create(api, member.session), 409, "You have 10 API tokens: revoke one you no longer use to create another")
    expect(api.request("DELETE", f"/api/api-tokens/{made[0]['id']}", session=member.session), 204)
    expect(create(api, member.session), 201)


@pytest.mark.parametrize("plan", ["starter", "professional"])
def test_below_enterprise_a_member_is_told_which_plan_has_tokens(api, plan):
    member = new_client(api) if plan == "starter" else upgraded(api, new_client(api), plan)
    refused = create(api, member.session)
    assert refused.status == 403, refused.describe()
    assert refused.body == {"message": "Custom integrations is part of the Enterprise plan: upgrade to use it.",
                            "code": "plan_required", "capability": "custom_integrations", "plan": "enterprise",
                            "link": "/premium-plans"}
    assert expect(api.get("/api/api-tokens", session=member.session), 200).body == []


def test_a_refunded_plan_stops_the_tokens_and_an_upgrade_brings_them_back(api, gateway):
    member = enterprise_client(api)
    token = expect(create(api, member.session), 201).body
    expect(gateway.get("/api/my-projects", headers=bearer(token["token"])), 200)

    expect(gateway.post("/api/refund-subscription", session=member.session), 200)
    wait_until(lambda: gateway.get("/api/my-projects", headers=bearer(token["token"])).status,
               until=lambda status: status == 401, timeout=30, what="auth to stop the token after the refund")
    assert [t["id"] for t in expect(api.get("/api/api-tokens", session=member.session), 200).body] == [token["id"]], \
        "still listed, to revoke or to use again"

    upgraded(api, member, "enterprise")
    wait_until(lambda: gateway.get("/api/my-projects", headers=bearer(token["token"])).status,
               until=lambda status: status == 200, timeout=30, what="auth to bring the token back after the upgrade")
