"""Cross-site request forgery defence: a POST whose Origin names another site is refused with 403 JSON."""
from __future__ import annotations

import pytest

from lib.api_client import expect
from lib.users import login, new_user_payload, register

EVIL_ORIGIN = "https://evil.example"


def test_cross_site_login_is_refused(api):
    registered = register(api)
    response = expect(login(api, registered.username, registered.password, headers={"Origin": EVIL_ORIGIN}), 403)
    assert response.message, response.describe()
    assert response.session_cookies == [], "a refused login must not set a session"


def test_same_origin_login_is_served(api, config):
    registered = register(api)
    expect(login(api, registered.username, registered.password, headers={"Origin": config.origin}), 200)


def test_cross_site_register_is_refused(api):
    # The contract lists only login explicitly; every state-changing POST needs the same defence.
    response = expect(api.post("/api/register", json=new_user_payload(), headers={"Origin": EVIL_ORIGIN}), 403)
    assert response.session_cookies == []


def test_cross_site_logout_is_refused_and_keeps_the_session(api):
    registered = register(api)
    expect(api.post("/api/logout", session=registered.session, headers={"Origin": EVIL_ORIGIN}), 403)
    expect(api.get("/api/user", session=registered.session), 200)


@pytest.mark.parametrize("kind", ["prefix-lookalike", "null"])
def test_lookalike_origins_are_refused(api, config, kind):
    # A prefix comparison would let "<own origin>.evil.example" through; "null" comes from sandboxed frames.
    origin = {"prefix-lookalike": config.origin + ".evil.example",
              "null": "null"}[kind]
    registered = register(api)
    expect(login(api, registered.username, registered.password, headers={"Origin": origin}), 403)
