"""POST /api/register against docs/dev-contract.md and services/auth/openapi.yaml."""
from __future__ import annotations

import secrets
import string

import pytest

from lib.api_client import expect
from lib.config import gateway_secret
from lib.users import DROP, login, new_user_payload, register, secret_fields, unique_suffix

REQUIRED_FIELDS = ["firstName", "lastName", "username", "email", "password"]
USERNAME_RULE = "Username must be 3-32 characters of letters, digits, dot, underscore or hyphen"
PASSWORD_RULE = "Password must be 12 to 128 characters"
EMAIL_RULE = "Please enter a valid email address"
SESSION_MAX_AGE = 604800


def test_register_creates_a_client_signs_it_in_and_sets_the_session_cookie(api):
    payload = new_user_payload(phone="+1 555 0100", location="Portland, OR")
    response = expect(api.post("/api/register", json=payload), 201)

    user = response.body
    assert user["username"] == payload["username"]
    assert user["email"].lower() == payload["email"].lower()
    assert (user["firstName"], user["lastName"]) == (payload["firstName"], payload["lastName"])
    assert user["role"] == "client", "role defaults to client"
    assert (user["phone"], user["location"], user["profileImage"]) == ("+1 555 0100", "Portland, OR", None)
    assert secret_fields(user) == []
    assert payload["password"] not in response.text

    cookie = response.session_cookie
    assert cookie.value, "empty session id"
    assert cookie.has_flag("HttpOnly"), cookie.raw
    assert (cookie.attribute("SameSite") or "").lower() == "lax", cookie.raw
    assert cookie.attribute("Path") == "/", cookie.raw
    assert cookie.attribute("Max-Age") == str(SESSION_MAX_AGE), cookie.raw
    assert not cookie.has_flag("Secure"), f"Secure without X-Forwarded-Proto: https: {cookie.raw}"
    assert payload["password"] not in cookie.value and payload["username"] not in cookie.value


def test_register_signs_the_new_user_in(api):
    registered = register(api)
    me = expect(api.get("/api/user", session=registered.session), 200)
    assert me.body == registered.user


def test_register_without_optional_fields_gives_nulls(api):
    payload = new_user_payload()
    for optional in ("phone", "location", "role", "source"):
        payload.pop(optional, None)
    user = expect(api.post("/api/register", json=payload), 201).body
    assert (user["phone"], user["location"], user["profileImage"], user["role"]) == (None, None, None, "client")


def test_register_engineer(api):
    registered = register(api, role="engineer")
    assert registered.user["role"] == "engineer"


def test_register_with_source(api):
    registered = register(api, source=f"contract-{unique_suffix()}")
    assert registered.user["role"] == "client"


@pytest.mark.parametrize("field", REQUIRED_FIELDS)
def test_missing_required_field_is_named(api, field):
    payload = new_user_payload(**{field: DROP})
    expect(api.post("/api/register", json=payload), 400, f"{field} is required")


@pytest.mark.parametrize("field", REQUIRED_FIELDS)
@pytest.mark.parametrize("blank", ["", None], ids=["empty", "null"])
def test_blank_required_field_counts_as_missing(api, field, blank):
    # Interpretation: the contract says "<field> is required" for a missing field; an empty string or null
    # is no value either (the web form marks these inputs required).
    payload = new_user_payload(**{field: blank})
    expect(api.post("/api/register", json=payload), 400, f"{field} is required")


@pytest.mark.parametrize("email", ["plainaddress", "user@", "@example.com", "user name@example.com"])
def test_invalid_email(api, email):
    expect(api.post("/api/register", json=new_user_payload(email=email)), 400, EMAIL_RULE)


@pytest.mark.parametrize("username", [
    "ab",                                    # 2 characters
    "a" * 33,                                # 33 characters
    "bad name",                              # space
    "bad!name",
    "bad@name",
    "bad/name",
    "jos\u00e9_" + "x",                      # non-ASCII letter
], ids=["too-short", "too-long", "space", "bang", "at", "slash", "non-ascii"])
def test_invalid_username(api, username):
    expect(api.post("/api/register", json=new_user_payload(username=username)), 400, USERNAME_RULE)


def test_username_edges_3_and_32_characters_with_dot_underscore_hyphen(api):
    long_name = f"a.b_c-{unique_suffix(26)}"
    assert len(long_name) == 32
    expect(api.post("/api/register", json=new_user_payload(username=long_name)), 201)

    # 64^3 short names: retry on the rare collision with an earlier run.
    alphabet = string.ascii_letters + string.digits + "._-"
    for _ in range(10):
        short = "".join(secrets.choice(alphabet) for _ in range(3))
        response = api.post("/api/register", json=new_user_payload(username=short))
        if response.status == 409 and response.message == "Username already exists":
            continue
        expect(response, 201)
        assert response.body["username"] == short
        break
    else:
        pytest.fail("ten random 3-character usernames were all taken")


@pytest.mark.parametrize("length", [11, 129])
def test_password_length_out_of_range(api, length):
    payload = new_user_payload(password="p" * length)
    expect(api.post("/api/register", json=payload), 400, PASSWORD_RULE)


@pytest.mark.parametrize("length", [12, 128])
def test_password_length_edges_accepted_and_usable(api, length):
    password = (secrets.token_hex(64) + "x" * 128)[:length]
    registered = register(api, password=password)
    expect(login(api, registered.username, password), 200)


@pytest.mark.parametrize("role", ["superuser", "root"])
def test_unknown_role(api, role):
    expect(api.post("/api/register", json=new_user_payload(role=role)), 400, "Role must be client or engineer")


def test_admin_role_is_forbidden(api):
    expect(api.post("/api/register", json=new_user_payload(role="admin")), 403, "Admins cannot be registered")


@pytest.mark.parametrize("field,limit", [("firstName", 64), ("lastName", 64), ("phone", 32), ("location", 100)])
def test_field_too_long(api, field, limit):
    expect(api.post("/api/register", json=new_user_payload(**{field: "x" * (limit + 1)})), 400,
           f"{field} is too long")


def test_fields_at_their_length_limits_are_accepted(api):
    user = register(api, firstName="F" * 64, lastName="L" * 64, phone="1" * 32, location="l" * 100).user
    assert (len(user["firstName"]), len(user["lastName"]), len(user["phone"]), len(user["location"])) == \
        (64, 64, 32, 100)


@pytest.mark.parametrize("body", [b"not json", b"{\"firstName\": ", b"[]", b"\"a string\"", b"42", b"null", b""],
                         ids=["text", "truncated", "array", "string", "number", "null", "empty"])
def test_body_must_be_a_json_object(api, body):
    response = api.post("/api/register", data=body, headers={"Content-Type": "application/json"})
    expect(response, 400, "Request body must be a JSON object")


@pytest.mark.parametrize("field,value", [("firstName", 123), ("username", ["a", "b"]), ("email", {"a": 1}),
                                         ("password", 123456789012345), ("phone", 5551234), ("role", 1)])
def test_wrong_json_type_is_a_400(api, field, value):
    response = expect(api.post("/api/register", json=new_user_payload(**{field: value})), 400)
    assert response.message


def test_duplicate_username(api):
    first = register(api)
    again = new_user_payload(username=first.username)
    expect(api.post("/api/register", json=again), 409, "Username already exists")


def test_duplicate_email(api):
    first = register(api)
    again = new_user_payload(email=first.payload["email"])
    expect(api.post("/api/register", json=again), 409, "Email already registered")


def test_duplicate_email_differing_only_in_case(api):
    first = register(api)
    local, _, domain = first.payload["email"].partition("@")
    again = new_user_payload(email=f"{local.upper()}@{domain.upper()}")
    expect(api.post("/api/register", json=again), 409, "Email already registered")


def test_secure_cookie_when_forwarded_proto_is_https(auth_direct):
    # Directly on the auth port, as the gateway: nginx sets X-Forwarded-Proto itself, and sends its proof.
    response = expect(auth_direct.post("/api/register", json=new_user_payload(),
                                       headers={"X-Forwarded-Proto": "https", "X-Gateway-Secret": gateway_secret()}),
                      201)
    assert response.session_cookie.has_flag("Secure"), response.session_cookie.raw


def test_forwarded_proto_from_anyone_but_the_gateway_is_ignored(auth_direct):
    # The service port is reachable without nginx: a header only nginx sets counts only with its proof.
    for proof in ({}, {"X-Gateway-Secret": "not-the-gateway-" * 4}):
        response = expect(auth_direct.post("/api/register", json=new_user_payload(),
                                           headers={"X-Forwarded-Proto": "https", **proof}), 201)
        assert not response.session_cookie.has_flag("Secure"), response.session_cookie.raw
