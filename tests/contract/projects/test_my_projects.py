"""GET /api/my-projects: a client's own projects; an engineer's assigned projects and those they bid on; each with
the bids its caller may see (docs/dev-contract.md "Projects and bids")."""
from __future__ import annotations

from lib.api_client import expect
from lib.billing import upgraded
from lib.engineers import register_client, register_engineer
from lib.projects import NOT_AUTHENTICATED, accept, bid, post_project, verified_engineers


def my_projects(projects_api, session):
    return expect(projects_api.get("/api/my-projects", session=session), 200).body


def test_new_users_have_no_projects(api, projects_api, admin_session):
    assert my_projects(projects_api, register_client(api).session) == []
    assert my_projects(projects_api, register_engineer(api).session) == []
    assert my_projects(projects_api, admin_session) == []


def test_a_client_sees_their_projects_newest_first_with_every_bid(api, projects_api, admin_session):
    client = register_client(api)
    first_engineer, second_engineer = verified_engineers(api, 2)
    older = post_project(projects_api, client)
    newer = post_project(projects_api, client)
    post_project(projects_api, register_client(api))  # someone else's
    first_bid = bid(projects_api, first_engineer, older["id"], amount="1200.50")
    second_bid = bid(projects_api, second_engineer, older["id"], amount=900)
    expect(projects_api.post(f"/api/projects/{newer['id']}/cancel", session=client.session), 200)

    mine = my_projects(projects_api, client.session)
    assert [p["id"] for p in mine] == [newer["id"], older["id"]]
    assert mine[0]["status"] == "cancelled" and mine[0]["bids"] == []
    assert [b["id"] for b in mine[1]["bids"]] == [first_bid["id"], second_bid["id"]]
    assert mine[1]["bids"][0] == first_bid
    assert mine[1]["bidCount"] == 2
    assert mine[1]["client"]["id"] == client.id


def test_an_engineer_sees_projects_they_bid_on_with_their_own_bid_only(api, projects_api, admin_session):
    engineer, rival = verified_engineers(api, 2)
    client = upgraded(api, register_client(api))  # four projects: more than starter allows
    won = post_project(projects_api, client)
    pending = post_project(projects_api, client)
    lost = post_project(projects_api, client)
    untouched = post_project(projects_api, client)
    won_bid = bid(projects_api, engineer, won["id"])
    bid(projects_api, rival, won["id"])
    pending_bid = bid(projects_api, engineer, pending["id"])
    lost_bid = bid(projects_api, engineer, lost["id"])
    expect(accept(projects_api, client.session, won_bid["id"]), 200)
    expect(accept(projects_api, client.session, bid(projects_api, rival, lost["id"])["id"]), 200)

    mine = my_projects(projects_api, engineer.session)
    assert [p["id"] for p in mine] == [lost["id"], pending["id"], won["id"]]
    assert untouched["id"] not in [p["id"] for p in mine]
    by_id = {p["id"]: p for p in mine}
    assert [b["id"] for b in by_id[won["id"]]["bids"]] == [won_bid["id"]], "only the engineer's own bid"
    assert by_id[won["id"]]["bids"][0]["status"] == "accepted"
    assert by_id[won["id"]]["status"] == "in_progress"
    assert by_id[won["id"]]["assignedEngineer"] == {"id": engineer.id, "username": engineer.username,
                                                    "firstName": engineer.payload["firstName"],
                                                    "lastName": engineer.payload["lastName"], "isVerified": True}
    assert by_id[won["id"]]["bidCount"] == 2
    assert [(b["id"], b["status"]) for b in by_id[pending["id"]]["bids"]] == [(pending_bid["id"], "pending")]
    assert [(b["id"], b["status"]) for b in by_id[lost["id"]]["bids"]] == [(lost_bid["id"], "declined")]
    assert by_id[lost["id"]]["assignedEngineerId"] == rival.id


def test_my_projects_needs_a_session(projects_api):
    expect(projects_api.get("/api/my-projects"), 401, NOT_AUTHENTICATED)
