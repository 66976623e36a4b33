"""Text with a NUL character is refused everywhere, the same way: 400 with a message naming the field (an `error`
frame on the WebSocket), nothing stored.

PostgreSQL text cannot hold a NUL. Before one shared check, auth cut such text silently (a first name, a bio, a review
comment), answered 500 for a profile list entry, and looked a login name up by the part before the NUL while its
lockout counted failures for the whole: with the lockout active, "<name>\\u0000zz" and the right password signed in.
"""
from __future__ import annotations

import pytest

from lib.api_client import expect
from lib.engineers import patch_profile, profile_of, register_client, register_engineer
from lib.messaging import chat_project, history, open_socket, send_message
from lib.projects import new_client, post_project, project_form
from lib.users import login, new_user_payload

NUL = "\u0000"


def refused(response, field: str):
    return expect(response, 400, f"{field} must not contain a null character")


# --- auth -----------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("field", ["firstName", "lastName", "username", "email", "password", "phone", "location",
                                   "source"])
def test_registration_refuses_a_nul_in_any_field(api, field):
    payload = new_user_payload(phone="+1 555 0100", location="Austin, TX", source="google")
    payload[field] = payload[field][:3] + NUL + payload[field][3:]
    refused(api.post("/api/register", json=payload), field)
    # Nothing was stored under the name either.
    clean = dict(payload, **{field: payload[field].replace(NUL, "")})
    expect(login(api, clean["username"], clean["password"]), 401)


def test_a_nul_in_a_login_name_does_not_get_past_the_lockout(api):
    victim = register_client(api)
    for attempt in range(5):
        expect(login(api, victim.username, f"wrong-password-{attempt}"), 401)
    expect(login(api, victim.username, victim.password), 429)
    # The bypass: the lookup stopped at the NUL, the lockout keyed on the whole name.
    refused(login(api, victim.username + NUL + "zz", victim.password), "username")
    # Other spellings of the same name are the same name for the lockout.
    expect(login(api, victim.username.upper(), victim.password), 429)
    expect(login(api, f"  {victim.username} ", victim.password), 429)
    refused(login(api, victim.username, victim.password + NUL), "password")


def test_other_spellings_of_a_name_sign_in(api):
    user = register_client(api)
    for spelling in (user.username.upper(), f" {user.username}\t"):
        assert expect(login(api, spelling, user.password), 200).body["id"] == user.id


@pytest.mark.parametrize("field, value", [
    ("bio", f"Frameless{NUL} kitchens"),
    ("experience", f"Ten{NUL} years"),
    ("languages", ["English", f"Span{NUL}ish"]),
    ("softwareSkills", [NUL]),
    ("portfolioImages", [f"/uploads/{NUL}.png"]),
], ids=["bio", "experience", "languages", "softwareSkills", "portfolioImages"])
def test_a_profile_field_with_a_nul_is_refused_and_nothing_stored(api, field, value):
    engineer = register_engineer(api)
    before = profile_of(api, engineer.id, engineer.session)
    refused(patch_profile(api, engineer.id, {field: value, "bio": "should not be stored"} if field != "bio"
                          else {field: value}, engineer.session), field)
    assert profile_of(api, engineer.id, engineer.session) == before


def test_a_review_comment_with_a_nul_is_refused(api):
    engineer = register_engineer(api)
    client = register_client(api)
    body = {"projectId": 1, "rating": 5, "comment": f"Great{NUL} work"}
    refused(api.post(f"/api/engineers/{engineer.id}/reviews", json=body, session=client.session), "comment")


def test_a_profile_image_with_a_nul_is_refused(api):
    client = register_client(api)
    refused(api.request("PUT", "/api/user/profile", json={"profileImage": f"/uploads/a{NUL}.png"}, session=client.session),
            "profileImage")


@pytest.mark.parametrize("parameter", ["search", "software", "location"])
def test_a_directory_query_with_a_nul_is_refused(api, parameter):
    refused(api.get("/api/engineers", params={parameter: f"oak{NUL}"}), parameter)


def test_query_text_that_is_not_utf8_is_refused(api, gateway):
    expect(api.get("/api/engineers?search=caf%E9"), 400, "search must be valid UTF-8 text")


# --- projects -------------------------------------------------------------------------------------------------------
def test_projects_refuse_a_nul_in_the_form_and_in_the_search(api, projects_api):
    client = new_client(api)
    refused(projects_api.post("/api/projects", json=project_form(title=f"Oak{NUL} kitchen"), session=client.session),
            "title")
    refused(projects_api.get("/api/projects", params={"search": f"oak{NUL}"}, session=client.session), "search")
    expect(projects_api.get("/api/projects?search=%FFoak", session=client.session), 400,
           "search must be valid UTF-8 text")
    post_project(projects_api, client)  # the service is fine


# --- messaging ------------------------------------------------------------------------------------------------------
def test_a_message_with_a_nul_gets_an_error_frame_and_is_not_stored(config, api, projects_api, admin_session,
                                                                   gateway):
    chat = chat_project(api, projects_api, admin_session, engineers=1)
    client, engineer = chat.client, chat.engineers[0]
    socket = open_socket(config, client.session)
    try:
        send_message(socket, chat.id, engineer.id, f"Can you{NUL} start Monday?")
        assert socket.receive_type("error") == {"type": "error",
                                                "message": "content must not contain a null character"}
        send_message(socket, chat.id, engineer.id, "Can you start Monday?")
        stored = socket.receive_type("message_sent")["message"]
    finally:
        socket.close()
    assert [m["content"] for m in expect(history(gateway, client.session, chat.id), 200).body] == \
        [stored["content"]]
    refused(gateway.get(f"/api/projects/{chat.id}/messages", params={"after": f"1{NUL}"}, session=client.session),
            "after")


# --- billing and analytics ------------------------------------------------------------------------------------------
def test_analytics_refuses_a_nul_in_a_date(gateway, admin_session):
    refused(gateway.get("/api/analytics/signups", params={"start": f"2025-01-01{NUL}", "end": "2025-01-31"},
                        session=admin_session), "start")
