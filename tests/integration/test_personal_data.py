"""A member's personal data (issue 29 item 4): every member, on any plan, downloads what each service keeps about
them (GET /api/personal-data/{account,projects,messages,billing,analytics}, one part per service, joined into one
file by the web app). Tried across the services as a starter client and their engineer after a real project: a
bid, an accepted project, a chat message, a paid stage, a contact message. Each part holds the member's own
records, nothing about anyone else's, and no secret; without a session every part is refused."""
from __future__ import annotations

import json

import pytest

from lib.api_client import expect
from lib.billing import pay_stage, stages_of, DEADLINE_SECONDS
from lib.database import rows
from lib.messaging import chat_project, open_socket, send_message
from lib.users import secret_fields
from lib.waiting import wait_until

PARTS = ["account", "projects", "messages", "billing", "analytics"]


def download(gateway, session) -> dict[str, dict]:
    parts = {}
    for part in PARTS:
        response = expect(gateway.get(f"/api/personal-data/{part}", session=session), 200)
        assert response.raw.headers.get("Cache-Control") == "private, no-store", part
        parts[part] = response.body
    return parts


@pytest.mark.parametrize("part", PARTS)
def test_signed_out_is_refused(gateway, part):
    expect(gateway.get(f"/api/personal-data/{part}"), 401, "Not authenticated")


def test_a_starter_client_and_their_engineer_download_what_is_kept_about_them(config, api, gateway, projects_api,
                                                                               admin_session):
    project = chat_project(api, projects_api, admin_session, engineers=2, assign=True)
    client, engineer, loser = project.client, project.engineers[0], project.engineers[1]
    socket = open_socket(config, client.session)
    send_message(socket, project.id, engineer.id, 'Hello "engineer" \u2014 K\u00fcche \U0001fa9a')
    sent = socket.receive_type("message_sent")["message"]
    socket.close()
    stages = wait_until(lambda: stages_of(gateway, client.session, project.id),
                        until=lambda response: response.status == 200, timeout=DEADLINE_SECONDS,
                        what="billing to learn the accepted bid").body["stages"]
    pay_stage(gateway, client.session, project.id, "down_payment", stages[0]["amount"])
    expect(gateway.post("/api/contact", session=client.session,
                        json={"name": "Ann", "email": client.user["email"], "subject": "About my data",
                              "message": "Where is my data kept?", "inquiryType": "general"}), 201)
    expect(gateway.post("/api/track-page-view", session=client.session,
                        json={"page": f"/engineer/{engineer.id}", "sessionId": "personal-data-test"}), 204)
    wait_until(lambda: rows(f"SELECT 1 FROM analytics.signups WHERE user_id IN ({client.id}, {engineer.id})"),
               until=lambda found: len(found) == 2, timeout=30, what="analytics to record both sign-ups")
    wait_until(lambda: rows(f"SELECT 1 FROM analytics.profile_views WHERE viewer = 'user:{int(client.id)}'"),
               until=lambda found: len(found) == 1, timeout=30, what="analytics to record the profile view")

    mine = download(gateway, client.session)
    assert secret_fields(mine) == [], "no password hash anywhere"
    assert mine["account"]["account"]["email"] == client.user["email"]
    assert mine["account"]["engineerProfile"] is None
    assert [(p["id"], p["side"]) for p in mine["projects"]["projects"]] == [(project.id, "client")]
    assert mine["projects"]["bids"] == [], "the bids on their project are the engineers' data"
    messages = mine["messages"]["messages"]
    assert [(m["id"], m["direction"], m["content"]) for m in messages] == [(sent["id"], "sent", sent["content"])]
    assert [c["subject"] for c in mine["messages"]["contactMessages"]] == ["About my data"]
    assert mine["messages"]["directConversations"] == [] and mine["messages"]["webhooks"] == []
    payments = mine["billing"]["payments"]
    assert [(p["direction"], p["stage"], p["cardLast4"]) for p in payments] == [("paid", "down_payment", "4242")]
    assert mine["analytics"]["signup"]["role"] == "client"
    assert [view["engineerId"] for view in mine["analytics"]["profilesViewed"]] == [engineer.id]
    assert str(engineer.user["email"]) not in json.dumps(mine), "nothing about the engineer's account"

    theirs = download(gateway, engineer.session)
    assert secret_fields(theirs) == []
    assert theirs["account"]["engineerProfile"]["isVerified"] is True
    assert [(b["projectId"], b["status"]) for b in theirs["projects"]["bids"]] == [(project.id, "accepted")]
    assert [(p["id"], p["side"]) for p in theirs["projects"]["projects"]] == [(project.id, "engineer")]
    assert [(m["id"], m["direction"]) for m in theirs["messages"]["messages"]] == [(sent["id"], "received")]
    assert theirs["messages"]["contactMessages"] == []
    assert [(p["direction"], p["cardLast4"]) for p in theirs["billing"]["payments"]] == [("received", None)], \
        "the stage that reached them, without the client's card"
    assert theirs["analytics"]["signup"]["role"] == "engineer"
    assert theirs["analytics"]["engineer"]["verifiedAt"] is not None
    assert theirs["analytics"]["profilesViewed"] == [], "who viewed them is the viewers' data"

    other = download(gateway, loser.session)
    assert [(b["projectId"], b["status"]) for b in other["projects"]["bids"]] == [(project.id, "declined")]
    assert other["projects"]["projects"] == [] and other["messages"]["messages"] == []
    assert other["billing"]["payments"] == []


def test_an_admin_downloads_their_own_account(gateway, admin_session):
    account = expect(gateway.get("/api/personal-data/account", session=admin_session), 200).body
    assert account["account"]["role"] == "admin" and secret_fields(account) == []
