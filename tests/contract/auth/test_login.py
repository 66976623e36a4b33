"""POST /api/login: sessions, credential errors and the per-username lockout."""
from __future__ import annotations

import pytest

from lib.api_client import expect
from lib.users import login, register, secret_fields, unique_suffix

INVALID_CREDENTIALS = "Invalid username or password"
MISSING_CREDENTIALS = "Username and password are required"
FAILURES_BEFORE_LOCKOUT = 5
LOCKOUT_WINDOW_SECONDS = 15 * 60


def test_login_returns_the_user_and_a_session_cookie(api):
    registered = register(api, role="engineer")
    response = expect(login(api, registered.username, registered.password), 200)
    assert response.body == registered.user
    assert secret_fields(response.body) == [] and registered.password not in response.text

    cookie = response.session_cookie
    assert cookie.has_flag("HttpOnly"), cookie.raw
    assert (cookie.attribute("SameSite") or "").lower() == "lax", cookie.raw
    assert cookie.attribute("Path") == "/", cookie.raw
    assert cookie.attribute("Max-Age") == "604800", cookie.raw
    expect(api.get("/api/user", session=cookie.value), 200)


def test_login_issues_a_new_session_id_and_retires_the_one_it_was_sent_with(api):
    registered = register(api)
    old_session = registered.session

    response = expect(login(api, registered.username, registered.password, session=old_session), 200)
    new_session = response.session_cookie.value
    assert new_session != old_session, "login kept the session id it arrived with (session fixation)"

    expect(api.get("/api/user", session=old_session), 401, "Not authenticated")
    me = expect(api.get("/api/user", session=new_session), 200)
    assert me.body["id"] == registered.id


def test_each_login_gets_a_distinct_session(api):
    registered = register(api)
    first = expect(login(api, registered.username, registered.password), 200).session_cookie.value
    second = expect(login(api, registered.username, registered.password), 200).session_cookie.value
    assert len({registered.session, first, second}) == 3


@pytest.mark.parametrize("body", [
    {"password": "whatever-long-enough"},
    {"username": "someone"},
    {},
    {"username": "", "password": "whatever-long-enough"},
    {"username": "someone", "password": ""},
], ids=["no-username", "no-password", "empty-object", "empty-username", "empty-password"])
def test_missing_credentials(api, body):
    expect(api.post("/api/login", json=body), 400, MISSING_CREDENTIALS)


def test_non_json_login_body_is_a_400(api):
    response = api.post("/api/login", data=b"username=a&password=b",
                        headers={"Content-Type": "application/x-www-form-urlencoded"})
    expect(response, 400)


def test_wrong_password_and_unknown_user_look_the_same(api):
    registered = register(api)
    wrong_password = expect(login(api, registered.username, registered.password + "x"), 401, INVALID_CREDENTIALS)
    unknown_user = expect(login(api, f"nobody_{unique_suffix()}", registered.password), 401, INVALID_CREDENTIALS)
    assert wrong_password.body == unknown_user.body
    assert wrong_password.session_cookies == [] and unknown_user.session_cookies == []


def test_lockout_after_five_failures_for_one_username(api):
    victim = register(api)
    bystander = register(api)

    for attempt in range(1, FAILURES_BEFORE_LOCKOUT + 1):
        expect(login(api, victim.username, f"wrong-password-{attempt}"), 401, INVALID_CREDENTIALS)

    locked = expect(login(api, victim.username, "wrong-password-6"), 429)
    retry_after = locked.headers.get("Retry-After")
    assert retry_after is not None and retry_after.strip().isdigit(), \
        f"Retry-After must be integer seconds, got {retry_after!r}"
    assert 0 < int(retry_after) <= LOCKOUT_WINDOW_SECONDS, f"Retry-After {retry_after} outside (0, 900]"
    assert locked.session_cookies == []

    # The right password is refused too while the username is locked.
    correct_but_locked = expect(login(api, victim.username, victim.password), 429)
    assert correct_but_locked.session_cookies == []
    assert int(correct_but_locked.headers.get("Retry-After") or "0") > 0

    # Only that username is locked: another account signs in, and existing sessions keep working.
    expect(login(api, bystander.username, bystander.password), 200)
    expect(api.get("/api/user", session=victim.session), 200)


def test_four_failures_do_not_lock(api):
    registered = register(api)
    for attempt in range(FAILURES_BEFORE_LOCKOUT - 1):
        expect(login(api, registered.username, f"wrong-{attempt}"), 401, INVALID_CREDENTIALS)
    expect(login(api, registered.username, registered.password), 200)


def test_unknown_username_is_locked_out_like_a_known_one(api):
    # Otherwise the 429 would tell an attacker which usernames exist.
    ghost = f"ghost_{unique_suffix()}"
    for attempt in range(FAILURES_BEFORE_LOCKOUT):
        expect(login(api, ghost, f"wrong-{attempt}"), 401, INVALID_CREDENTIALS)
    expect(login(api, ghost, "wrong-again"), 429)
