"""POST /api/bids and GET /api/projects/{id}/bids (docs/dev-contract.md "Projects and bids")."""
from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from datetime import datetime, timezone

import pytest

from lib.api_client import ApiClient, expect
from lib.database import answer_key
from lib.engineers import register_client, register_engineer
from lib.projects import (ALREADY_BID, CANNOT_SEE_BIDS, CROSS_SITE, FILL_IN_ALL, MALFORMED_IDS, NOT_ACCEPTING_BIDS,
                          NOT_AUTHENTICATED, ONLY_VERIFIED_BID, PROJECT_NOT_FOUND, UNKNOWN_ID, accept, bid, bid_form,
                          bids_of, new_client, place_bid, post_project, project_of, verified_engineer,
                          verified_engineers)
from lib.waiting import wait_until

AMOUNT_MESSAGE = "amount must be a number greater than 0 and at most 10,000,000, with at most 2 decimals"
BELOW_MINIMUM = "amount must be at least $5.00 so that every payment stage is at least $1"


@pytest.fixture
def engineer(api, admin_session):
    return verified_engineer(api)


@pytest.fixture
def project(api, projects_api):
    return post_project(projects_api, new_client(api))


# --- placing a bid --------------------------------------------------------------------------------------------------
def test_a_verified_engineer_bids(api, projects_api, engineer, project):
    placed = bid(projects_api, engineer, project["id"], amount=1500, proposal="  Nesting in a week. ",
                 timeline="1 week")
    assert placed["projectId"] == project["id"]
    assert placed["engineerId"] == engineer.id
    assert placed["engineer"] == {"id": engineer.id, "username": engineer.username,
                                  "firstName": engineer.payload["firstName"],
                                  "lastName": engineer.payload["lastName"], "isVerified": True}
    assert (placed["amount"], placed["proposal"], placed["timeline"], placed["status"]) == \
        ("1500.00", "Nesting in a week.", "1 week", "pending")
    created = datetime.fromisoformat(placed["createdAt"].replace("Z", "+00:00"))
    assert abs((created - datetime.now(timezone.utc)).total_seconds()) < 60
    after = project_of(projects_api, engineer.session, project["id"])
    assert (after["bidCount"], after["status"]) == (1, "posted")


@pytest.mark.parametrize("amount,shown", [(1500, "1500.00"), (1500.5, "1500.50"), (19.99, "19.99"), (5, "5.00"),
                                          ("5.01", "5.01"),
                                          ("2500", "2500.00"), ("2500.5", "2500.50"), (" 75.25 ", "75.25"),
                                          (10_000_000, "10000000.00"), ("10000000.00", "10000000.00")])
def test_amounts_as_numbers_or_numeric_strings(api, projects_api, engineer, amount, shown):
    project = post_project(projects_api, register_client(api))
    assert bid(projects_api, engineer, project["id"], amount=amount)["amount"] == shown


@pytest.mark.parametrize("amount", [0, -5, "0.00", 0.001, 12.345, "12.345", 10_000_000.01, 10_000_001, "1,500",
                                    "1e3", "abc", "-1", True, [1500], {"value": 1}],
                         ids=lambda a: repr(a))
def test_bad_amounts(projects_api, engineer, project, amount):
    expect(place_bid(projects_api, engineer, project["id"], amount=amount), 400, AMOUNT_MESSAGE)


@pytest.mark.parametrize("amount", [0.01, 1, "4.94", 4.99, "4.99"], ids=lambda a: repr(a))
def test_a_bid_under_five_dollars_is_refused_so_that_every_stage_can_be_paid(projects_api, engineer, project, amount):
    # Billing splits an accepted bid 50 % / 30 % / the rest in cents: $0.01 would give stages of 0.00 / 0.00 / 0.01.
    expect(place_bid(projects_api, engineer, project["id"], amount=amount), 400, BELOW_MINIMUM)
    assert project_of(projects_api, engineer.session, project["id"])["bidCount"] == 0
    assert bid(projects_api, engineer, project["id"], amount="5.00")["amount"] == "5.00"


@pytest.mark.parametrize("field", ["projectId", "amount", "proposal", "timeline"])
@pytest.mark.parametrize("blank", ["missing", None, "", "  "], ids=["missing", "null", "empty", "spaces"])
def test_a_missing_field_asks_to_fill_in_everything(projects_api, engineer, project, field, blank):
    form = bid_form(project["id"])
    if blank == "missing":
        del form[field]
    else:
        form[field] = blank
    expect(projects_api.post("/api/bids", json=form, session=engineer.session), 400, FILL_IN_ALL)


@pytest.mark.parametrize("field,value,message", [
    ("proposal", "x" * 5001, "proposal must be at most 5000 characters"),
    ("timeline", "x" * 101, "timeline must be at most 100 characters"),
    ("proposal", 42, "proposal must be text"),
    ("projectId", "7", "projectId must be a whole number"),
    ("projectId", 7.5, "projectId must be a whole number"),
], ids=["proposal-long", "timeline-long", "proposal-number", "project-id-text", "project-id-fraction"])
def test_bad_fields_are_named(projects_api, engineer, project, field, value, message):
    expect(place_bid(projects_api, engineer, project["id"], **{field: value}), 400, message)


def test_the_longest_proposal_and_timeline(projects_api, engineer, project):
    placed = bid(projects_api, engineer, project["id"], proposal="é" * 5000, timeline="t" * 100)
    assert (len(placed["proposal"]), len(placed["timeline"])) == (5000, 100)


def test_the_body_must_be_a_json_object(projects_api, engineer):
    response = projects_api.post("/api/bids", data="[1]", session=engineer.session,
                                 headers={"Content-Type": "application/json"})
    expect(response, 400, "Request body must be a JSON object")


@pytest.mark.parametrize("project_id", [UNKNOWN_ID, 0, -4, 18446744073709551615])
def test_bidding_on_an_unknown_project(projects_api, engineer, project_id):
    expect(place_bid(projects_api, engineer, project_id), 404, PROJECT_NOT_FOUND)


def test_bidding_needs_a_session(projects_api, project):
    expect(projects_api.post("/api/bids", json=bid_form(project["id"])), 401, NOT_AUTHENTICATED)


def test_an_unverified_engineer_cannot_bid(api, projects_api, project):
    unverified = register_engineer(api)
    expect(place_bid(projects_api, unverified, project["id"]), 403, ONLY_VERIFIED_BID)
    assert project_of(projects_api, unverified.session, project["id"])["bidCount"] == 0


def test_a_client_cannot_bid(api, projects_api, project):
    other_client = register_client(api)
    expect(place_bid(projects_api, other_client, project["id"]), 403, ONLY_VERIFIED_BID)


def test_an_admin_cannot_bid(projects_api, admin_session, project):
    response = projects_api.post("/api/bids", json=bid_form(project["id"]), session=admin_session)
    expect(response, 403, ONLY_VERIFIED_BID)


def test_who_comes_before_what(api, projects_api):
    """A refused caller learns nothing about the form or the project."""
    expect(projects_api.post("/api/bids", json={}, session=register_engineer(api).session), 403, ONLY_VERIFIED_BID)
    expect(place_bid(projects_api, register_client(api), UNKNOWN_ID), 403, ONLY_VERIFIED_BID)


def test_a_certified_engineer_bids(api, projects_api, project):
    engineer = register_engineer(api)
    questions = expect(api.get("/api/certification/questions", session=engineer.session), 200).body["questions"]
    key = answer_key([q["id"] for q in questions])
    answers = {"answers": [key[q["id"]] for q in questions]}
    assert expect(api.post("/api/certification/attempt", json=answers, session=engineer.session), 200).body["passed"]
    placed = wait_until(lambda: place_bid(projects_api, engineer, project["id"]), until=lambda r: r.status != 403,
                        timeout=30, what="engineer.certified to reach the projects service (bid accepted)")
    assert expect(placed, 201).body["engineer"]["isVerified"] is True


def test_a_second_bid_by_the_same_engineer(projects_api, engineer, project):
    first = bid(projects_api, engineer, project["id"])
    expect(place_bid(projects_api, engineer, project["id"], amount=900), 409, ALREADY_BID)
    assert [b["id"] for b in bids_of(projects_api, engineer.session, project["id"])] == [first["id"]]
    assert project_of(projects_api, engineer.session, project["id"])["bidCount"] == 1


def test_concurrent_identical_bids_make_one(projects_api, engineer, project, config):
    def attempt(_):
        client = ApiClient(config.base_url, projects_api.contract)
        try:
            return place_bid(client, engineer, project["id"]).status
        finally:
            client.close()

    with ThreadPoolExecutor(max_workers=10) as pool:
        statuses = sorted(pool.map(attempt, range(10)))
    assert statuses == [201] + [409] * 9
    assert project_of(projects_api, engineer.session, project["id"])["bidCount"] == 1


def test_bids_on_a_project_that_left_posted(api, projects_api, admin_session):
    client = register_client(api)
    winner, late = verified_engineers(api, 2)
    assigned = post_project(projects_api, client)
    expect(accept(projects_api, client.session, bid(projects_api, winner, assigned["id"])["id"]), 200)
    expect(place_bid(projects_api, late, assigned["id"]), 409, NOT_ACCEPTING_BIDS)
    # the winner, bidding again on their own assigned project, is refused as well
    assert place_bid(projects_api, winner, assigned["id"]).status == 409

    expect(projects_api.post(f"/api/projects/{assigned['id']}/complete", session=client.session), 200)
    expect(place_bid(projects_api, late, assigned["id"]), 409, NOT_ACCEPTING_BIDS)

    cancelled = post_project(projects_api, client)
    expect(projects_api.post(f"/api/projects/{cancelled['id']}/cancel", session=client.session), 200)
    expect(place_bid(projects_api, late, cancelled["id"]), 409, NOT_ACCEPTING_BIDS)


def test_cross_site_bidding_is_refused(projects_api, engineer, project):
    expect(projects_api.post("/api/bids", json=bid_form(project["id"]), session=engineer.session,
                             headers=CROSS_SITE), 403)


# --- seeing a project's bids ----------------------------------------------------------------------------------------
def test_the_client_sees_every_bid_oldest_first_and_an_engineer_their_own(api, projects_api, admin_session):
    client = new_client(api)
    first, second, bystander = verified_engineers(api, 3)
    project = post_project(projects_api, client)
    assert bids_of(projects_api, client.session, project["id"]) == []
    first_bid = bid(projects_api, first, project["id"], amount=1000)
    second_bid = bid(projects_api, second, project["id"], amount="950.75")
    assert bids_of(projects_api, client.session, project["id"]) == [first_bid, second_bid]
    assert bids_of(projects_api, first.session, project["id"]) == [first_bid]
    assert bids_of(projects_api, second.session, project["id"]) == [second_bid]
    assert bids_of(projects_api, bystander.session, project["id"]) == []
    assert bids_of(projects_api, register_engineer(api).session, project["id"]) == []


def test_other_clients_and_admins_cannot_see_bids(api, projects_api, admin_session, project):
    for session in (register_client(api).session, admin_session):
        expect(projects_api.get(f"/api/projects/{project['id']}/bids", session=session), 403, CANNOT_SEE_BIDS)


@pytest.mark.parametrize("project_id", [str(UNKNOWN_ID), *MALFORMED_IDS])
def test_bids_of_an_unknown_project(api, projects_api, project_id):
    expect(projects_api.get(f"/api/projects/{project_id}/bids", session=register_client(api).session), 404,
           PROJECT_NOT_FOUND)


def test_seeing_bids_needs_a_session(projects_api, project):
    expect(projects_api.get(f"/api/projects/{project['id']}/bids"), 401, NOT_AUTHENTICATED)
