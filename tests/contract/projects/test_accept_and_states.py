"""Accepting a bid, completing and cancelling a project: the state machine and who may move it
(docs/dev-contract.md "Projects and bids")."""
from __future__ import annotations

import pytest

from lib.api_client import expect
from lib.billing import accepted_project, events_seen
from lib.deliverables import act, funded, milestones_of, submitted, uploaded
from lib.engineers import register_client, register_engineer
from lib.kafka_tail import TopicTail
from lib.projects import (BID_NOT_FOUND, CANNOT_ACCEPT, CROSS_SITE, MALFORMED_IDS, NOT_AUTHENTICATED,
                          ONLY_IN_PROGRESS_COMPLETES, ONLY_POSTED_CANCELS, ONLY_THE_CLIENT, ONLY_THE_CLIENT_ACCEPTS,
                          PROJECT_NOT_FOUND, UNKNOWN_ID, accept, bid, bids_of, new_client, post_project, project_of,
                          verified_engineers)


STAGES_OPEN = ("This project still has money in escrow or a delivery under review ({}). "
               "Approve, request changes or open a dispute first.")


def complete(projects_api, session, project_id, **kwargs):
    return projects_api.post(f"/api/projects/{project_id}/complete", session=session, **kwargs)


def cancel(projects_api, session, project_id, **kwargs):
    return projects_api.post(f"/api/projects/{project_id}/cancel", session=session, **kwargs)


@pytest.fixture
def client(api):
    return new_client(api)


@pytest.fixture
def engineers(api, admin_session):
    return verified_engineers(api, 2)


@pytest.fixture
def projects_events(config):
    tail = TopicTail(config.kafka_bootstrap, "projects.events")
    yield tail
    tail.close()


@pytest.fixture
def project_with_bids(projects_api, client, engineers):
    """A posted project and a bid of each engineer on it."""
    project = post_project(projects_api, client)
    return project, [bid(projects_api, engineer, project["id"], amount=amount)
                     for engineer, amount in zip(engineers, ("1500.50", 990))]


# --- accept ---------------------------------------------------------------------------------------------------------
def test_accepting_assigns_the_engineer_and_declines_the_other_bids(projects_api, client, engineers, project_with_bids):
    project, (chosen, other) = project_with_bids
    winner = engineers[0]
    accepted = expect(accept(projects_api, client.session, chosen["id"]), 200).body
    assert accepted["bid"] == {**chosen, "status": "accepted"}
    assigned = accepted["project"]
    assert (assigned["status"], assigned["assignedEngineerId"], assigned["finalAmount"]) == \
        ("in_progress", winner.id, "1500.50")
    assert assigned["assignedEngineer"] == {"id": winner.id, "username": winner.username,
                                            "firstName": winner.payload["firstName"],
                                            "lastName": winner.payload["lastName"], "isVerified": True}
    assert (assigned["bidCount"], assigned["completedAt"], assigned["createdAt"]) == (2, None, project["createdAt"])
    assert assigned["updatedAt"] > project["updatedAt"]
    assert project_of(projects_api, client.session, project["id"]) == assigned
    assert [(b["id"], b["status"]) for b in bids_of(projects_api, client.session, project["id"])] == \
        [(chosen["id"], "accepted"), (other["id"], "declined")]


def test_a_bid_is_accepted_once(projects_api, client, project_with_bids):
    _, (chosen, other) = project_with_bids
    expect(accept(projects_api, client.session, chosen["id"]), 200)
    expect(accept(projects_api, client.session, chosen["id"]), 409, CANNOT_ACCEPT)
    expect(accept(projects_api, client.session, other["id"]), 409, CANNOT_ACCEPT)


def test_bids_of_a_cancelled_project_cannot_be_accepted(projects_api, client, project_with_bids):
    project, (chosen, other) = project_with_bids
    cancelled = expect(cancel(projects_api, client.session, project["id"]), 200).body
    assert cancelled["status"] == "cancelled"
    assert {b["status"] for b in bids_of(projects_api, client.session, project["id"])} == {"declined"}
    expect(accept(projects_api, client.session, chosen["id"]), 409, CANNOT_ACCEPT)


def test_only_the_projects_client_accepts(api, projects_api, admin_session, engineers, project_with_bids):
    project, (chosen, _) = project_with_bids
    for session in (register_client(api).session, engineers[0].session, engineers[1].session, admin_session):
        expect(accept(projects_api, session, chosen["id"]), 403, ONLY_THE_CLIENT_ACCEPTS)
    assert project_of(projects_api, engineers[0].session, project["id"])["status"] == "posted"


@pytest.mark.parametrize("bid_id", [str(UNKNOWN_ID), *MALFORMED_IDS])
def test_accepting_an_unknown_bid(projects_api, client, bid_id):
    expect(accept(projects_api, client.session, bid_id), 404, BID_NOT_FOUND)


def test_accepting_needs_a_session(projects_api, project_with_bids):
    expect(accept(projects_api, None, project_with_bids[1][0]["id"]), 401, NOT_AUTHENTICATED)


def test_cross_site_accepting_is_refused(projects_api, client, project_with_bids):
    expect(accept(projects_api, client.session, project_with_bids[1][0]["id"], headers=CROSS_SITE), 403)


# --- complete -------------------------------------------------------------------------------------------------------
def test_the_client_completes_a_project_in_progress(projects_api, client, project_with_bids):
    project, (chosen, _) = project_with_bids
    assigned = expect(accept(projects_api, client.session, chosen["id"]), 200).body["project"]
    completed = expect(complete(projects_api, client.session, project["id"]), 200).body
    assert completed["status"] == "completed"
    assert completed["completedAt"] is not None and completed["completedAt"] == completed["updatedAt"]
    assert {k: v for k, v in completed.items() if k not in ("status", "completedAt", "updatedAt")} == \
        {k: v for k, v in assigned.items() if k not in ("status", "completedAt", "updatedAt")}
    expect(complete(projects_api, client.session, project["id"]), 409, ONLY_IN_PROGRESS_COMPLETES)
    expect(cancel(projects_api, client.session, project["id"]), 409, ONLY_POSTED_CANCELS)
    assert project_of(projects_api, client.session, project["id"]) == completed


def test_completing_waits_while_a_stage_holds_money_or_a_delivery_awaits_review(projects_api, gateway, admin_session,
                                                                                 projects_events):
    deal = accepted_project(gateway, admin_session, amount=2500)
    funded(projects_api, deal, "down_payment")
    refused = expect(complete(projects_api, deal.client.session, deal.id), 409,
                     STAGES_OPEN.format("Down payment: paid and held in escrow"))
    assert refused.body["code"] == "stages_open"
    assert project_of(projects_api, deal.client.session, deal.id)["status"] == "in_progress"

    design = uploaded(projects_api, deal.engineer.session, deal.id, "design.pdf", b"%PDF-1.4\n%%EOF\n")
    submitted(projects_api, deal, "down_payment", [design["id"]])
    expect(complete(projects_api, deal.client.session, deal.id), 409,
           STAGES_OPEN.format("Down payment: submitted for review"))
    project = project_of(projects_api, deal.client.session, deal.id)
    assert (project["status"], project["completedAt"]) == ("in_progress", None)

    # Once the paid stage is approved (its money released), the stages nobody paid for do not hold the client back.
    expect(act(projects_api, deal.client.session, deal.id, "down_payment", "approve"), 200)
    completed = expect(complete(projects_api, deal.client.session, deal.id), 200).body
    assert completed["status"] == "completed"
    states = [m["state"] for m in expect(milestones_of(projects_api, deal.client.session, deal.id),
                                         200).body["milestones"]]
    assert states == ["approved", "pending", "pending"]
    # One partition per project: a project.completed of a refusal would come before the approval.
    watched = ("milestone.submitted", "milestone.approved", "project.completed")
    seen = events_seen(projects_events, lambda e: e.get("type") in watched and e["data"].get("projectId") == deal.id,
                       expected=3)
    assert [event["type"] for event in seen] == list(watched)


def test_a_disputed_stage_holds_completion_until_an_admin_settles_it(projects_api, gateway, admin_session):
    deal = accepted_project(gateway, admin_session, amount=2500)
    funded(projects_api, deal, "down_payment")
    document = expect(act(projects_api, deal.client.session, deal.id, "down_payment", "dispute",
                          {"reason": "Nothing delivered in three weeks"}), 200).body
    expect(complete(projects_api, deal.client.session, deal.id), 409,
           "This project still has money in escrow or a delivery under review (Down payment: in dispute). "
           "Wait for an admin to settle the dispute first.")
    dispute_id = document["milestones"][0]["dispute"]["id"]
    expect(projects_api.post(f"/api/admin/disputes/{dispute_id}/resolve", json={"outcome": "refund", "note": ""},
                             session=admin_session), 200)
    assert expect(complete(projects_api, deal.client.session, deal.id), 200).body["status"] == "completed"


def test_a_project_nobody_paid_for_yet_can_be_completed_early(projects_api, gateway, admin_session):
    deal = accepted_project(gateway, admin_session, amount=2500)
    states = [m["state"] for m in expect(milestones_of(projects_api, deal.client.session, deal.id),
                                         200).body["milestones"]]
    assert states == ["pending", "pending", "pending"]
    assert expect(complete(projects_api, deal.client.session, deal.id), 200).body["status"] == "completed"


def test_a_posted_or_cancelled_project_cannot_be_completed(projects_api, client):
    project = post_project(projects_api, client)
    expect(complete(projects_api, client.session, project["id"]), 409, ONLY_IN_PROGRESS_COMPLETES)
    expect(cancel(projects_api, client.session, project["id"]), 200)
    expect(complete(projects_api, client.session, project["id"]), 409, ONLY_IN_PROGRESS_COMPLETES)


def test_only_the_projects_client_completes(api, projects_api, admin_session, client, engineers, project_with_bids):
    project, (chosen, _) = project_with_bids
    expect(accept(projects_api, client.session, chosen["id"]), 200)
    for session in (register_client(api).session, engineers[0].session, admin_session):
        expect(complete(projects_api, session, project["id"]), 403, ONLY_THE_CLIENT)
    assert project_of(projects_api, client.session, project["id"])["status"] == "in_progress"


# --- cancel ---------------------------------------------------------------------------------------------------------
def test_the_client_cancels_a_posted_project(projects_api, client):
    project = post_project(projects_api, client)
    cancelled = expect(cancel(projects_api, client.session, project["id"]), 200).body
    assert (cancelled["status"], cancelled["completedAt"], cancelled["assignedEngineer"]) == ("cancelled", None, None)
    expect(cancel(projects_api, client.session, project["id"]), 409, ONLY_POSTED_CANCELS)


def test_a_project_in_progress_cannot_be_cancelled(projects_api, client, project_with_bids):
    project, (chosen, _) = project_with_bids
    expect(accept(projects_api, client.session, chosen["id"]), 200)
    expect(cancel(projects_api, client.session, project["id"]), 409, ONLY_POSTED_CANCELS)


def test_only_the_projects_client_cancels(api, projects_api, admin_session, client, engineers):
    project = post_project(projects_api, client)
    for session in (register_client(api).session, engineers[0].session, register_engineer(api).session,
                    admin_session):
        expect(cancel(projects_api, session, project["id"]), 403, ONLY_THE_CLIENT)
    assert project_of(projects_api, client.session, project["id"])["status"] == "posted"


# --- shared refusals ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("action", [complete, cancel], ids=["complete", "cancel"])
@pytest.mark.parametrize("project_id", [str(UNKNOWN_ID), *MALFORMED_IDS])
def test_an_unknown_project(projects_api, client, action, project_id):
    expect(action(projects_api, client.session, project_id), 404, PROJECT_NOT_FOUND)


@pytest.mark.parametrize("action", [complete, cancel], ids=["complete", "cancel"])
def test_changing_a_project_needs_a_session(projects_api, client, action):
    project = post_project(projects_api, client)
    expect(action(projects_api, None, project["id"]), 401, NOT_AUTHENTICATED)


@pytest.mark.parametrize("action", [complete, cancel], ids=["complete", "cancel"])
def test_cross_site_changes_are_refused(projects_api, client, action):
    project = post_project(projects_api, client)
    expect(action(projects_api, client.session, project["id"], headers=CROSS_SITE), 403)
    assert project_of(projects_api, client.session, project["id"])["status"] == "posted"

