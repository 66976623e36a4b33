"""POST /api/logout and GET /api/user: the session lifecycle."""
from __future__ import annotations

import pytest

from lib.api_client import expect
from lib.cookies import clears_cookie
from lib.users import login, register

NOT_AUTHENTICATED = "Not authenticated"


def test_logout_deletes_the_session_and_clears_the_cookie(api):
    registered = register(api)
    expect(api.get("/api/user", session=registered.session), 200)

    response = expect(api.post("/api/logout", session=registered.session), 204)
    assert response.text == ""
    cleared = response.session_cookie
    assert clears_cookie(cleared), f"logout must clear {cleared.name}: {cleared.raw}"
    assert cleared.attribute("Path") == "/", cleared.raw

    expect(api.get("/api/user", session=registered.session), 401, NOT_AUTHENTICATED)


def test_logout_ends_only_that_session(api):
    registered = register(api)
    other_device = expect(login(api, registered.username, registered.password), 200).session_cookie.value
    expect(api.post("/api/logout", session=registered.session), 204)
    expect(api.get("/api/user", session=other_device), 200)


def test_logout_without_a_session(api):
    expect(api.post("/api/logout"), 204)


def test_logout_twice(api):
    registered = register(api)
    expect(api.post("/api/logout", session=registered.session), 204)
    expect(api.post("/api/logout", session=registered.session), 204)


def test_current_user_without_a_cookie(api):
    expect(api.get("/api/user"), 401, NOT_AUTHENTICATED)


@pytest.mark.parametrize("garbage", ["garbage", "0", "a" * 512, "%00%ff'\";--", "deleted"],
                         ids=["word", "zero", "long", "special", "deleted"])
def test_current_user_with_a_garbage_cookie(api, garbage):
    expect(api.get("/api/user", session=garbage), 401, NOT_AUTHENTICATED)


def test_current_user_is_stable_and_a_renewal_keeps_the_session_id(api):
    registered = register(api)
    for _ in range(3):
        me = expect(api.get("/api/user", session=registered.session), 200)
        assert me.body == registered.user
        for cookie in me.session_cookies:  # a renewal, if sent, must keep the id and the 7-day idle expiry
            assert cookie.value == registered.session, cookie.raw
            assert cookie.attribute("Max-Age") == "604800", cookie.raw
