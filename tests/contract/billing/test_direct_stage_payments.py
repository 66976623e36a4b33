"""Escrow is a paid capability (issue 29 item 8). A project keeps the mode of its client's plan when billing learns of
the accepted bid: on starter a paid stage goes to the engineer at once (the ledger records it paid and released in
one transaction, payment.succeeded says escrow false and stage.released follows; projects will not open a dispute on
it), on professional it is held in escrow until projects' review loop decides, as before. Later plan changes leave
the mode alone. GET /api/project-payments/{id} says which (escrow). Billing's answers are validated against
services/billing/openapi.yaml, projects' against services/projects/openapi.yaml."""
from __future__ import annotations

import pytest

from lib.api_client import ApiClient, expect
from lib.billing import (accepted_project, advance_clock, assert_ledger_matches_stage_view, events_seen,
                         milestone_approved, pay_stage, processed_by_billing, publish_decisions, settled_transfers,
                         stages_of, subscribe, sweep)
from lib.deliverables import act, milestones_of
from lib.waiting import wait_until

DAY = 24 * 60 * 60
PROJECTION_DEADLINE_SECONDS = 30


def payments_view(billing_api, project) -> dict:
    return expect(stages_of(billing_api, project.client.session, project.id), 200).body


def paid_events(tail, project, *, expected: int) -> list[dict]:
    """The project's payment.succeeded and stage.released on billing.events, payments first."""
    found = events_seen(tail, lambda e: e["type"] in ("payment.succeeded", "stage.released") and
                        e["data"].get("projectId") == project.id, expected=expected)
    return sorted(found, key=lambda e: e["type"] != "payment.succeeded")


def projects_milestone(projects_api, project, stage: str, until) -> dict:
    def current() -> dict:
        document = expect(milestones_of(projects_api, project.client.session, project.id), 200).body
        return next(m for m in document["milestones"] if m["stage"] == stage)
    return wait_until(current, until=until, timeout=PROJECTION_DEADLINE_SECONDS,
                      what=f"projects to learn that {stage} of project {project.id} is paid")


def assert_paid_directly(billing_api, project, stage: str, amount: str, cents: int) -> dict:
    """The stage is paid and released at once: nothing held, the whole amount the engineer's."""
    view = assert_ledger_matches_stage_view(billing_api, project)
    assert view["escrow"] is False
    paid = next(s for s in view["stages"] if s["paymentType"] == stage)
    assert (paid["status"], paid["releasedAmount"], paid["refundedAmount"]) == ("released", amount, "0.00")
    assert paid["paidAt"] and paid["releasedAt"]
    assert view["held"] == "0.00"
    assert [t for t in settled_transfers(project.id) if t[0] == stage] == [[stage, "release", str(cents)]]
    return view


def test_a_starter_clients_stage_goes_to_the_engineer_at_once_and_cannot_be_disputed(
        billing_api, projects_api, config, gateway, admin_session, billing_events):
    project = accepted_project(gateway, admin_session, amount=2500, client_plan="starter")
    assert payments_view(billing_api, project)["escrow"] is False, "known before anything is paid"

    pay_stage(billing_api, project.client.session, project.id, "down_payment", 1250)
    view = assert_paid_directly(billing_api, project, "down_payment", "1250.00", 125000)
    assert (view["released"], view["nextPayable"]) == ("1250.00", "milestone")

    paid, released = paid_events(billing_events, project, expected=2)
    assert (paid["type"], paid["data"]["escrow"], paid["data"]["amountCents"]) == ("payment.succeeded", False, 125000)
    assert (released["type"], released["data"]["paymentType"], released["data"]["amountCents"]) == (
        "stage.released", "down_payment", 125000)
    assert (released["data"]["clientId"], released["data"]["engineerId"]) == (project.client.id, project.engineer.id)

    # projects funds the stage, knows nothing is held, and refuses a dispute on it from either side.
    stage = projects_milestone(projects_api, project, "down_payment", until=lambda m: m["state"] == "funded")
    assert stage["paidDirectly"] is True
    for member in (project.client, project.engineer):
        refused = expect(act(projects_api, member.session, project.id, "down_payment", "dispute",
                             {"reason": "I want my money back"}), 409).body
        assert refused["code"] == "not_in_escrow"
        assert "not held in escrow" in refused["message"] and "no held money to dispute" in refused["message"]
    assert projects_milestone(projects_api, project, "down_payment", until=lambda m: True)["state"] == "funded"

    # An approval later (the review loop goes on for the work) moves no money a second time.
    approval = milestone_approved(project, "down_payment")
    publish_decisions(config, project, approval)
    processed_by_billing(approval)
    assert_paid_directly(billing_api, project, "down_payment", "1250.00", 125000)


def test_a_professional_clients_stage_is_held_as_before(billing_api, projects_api, gateway, admin_session,
                                                         billing_events):
    project = accepted_project(gateway, admin_session, amount=2500, client_plan="professional")
    pay_stage(billing_api, project.client.session, project.id, "down_payment", 1250)
    view = assert_ledger_matches_stage_view(billing_api, project)
    assert view["escrow"] is True
    assert [s["status"] for s in view["stages"]] == ["paid", "pending", "pending"]
    assert (view["held"], view["released"]) == ("1250.00", "0.00")
    assert settled_transfers(project.id) == []
    (paid,) = paid_events(billing_events, project, expected=1)
    assert (paid["type"], paid["data"]["escrow"]) == ("payment.succeeded", True)
    stage = projects_milestone(projects_api, project, "down_payment", until=lambda m: m["state"] == "funded")
    assert stage["paidDirectly"] is False


def test_a_project_accepted_on_starter_stays_direct_after_the_client_upgrades(billing_api, gateway, admin_session):
    project = accepted_project(gateway, admin_session, amount=2500, client_plan="starter")
    with ApiClient(gateway.base_url, None) as plain:
        assert subscribe(plain, project.client, "professional")["plan"] == "professional"
    assert payments_view(billing_api, project)["escrow"] is False
    pay_stage(billing_api, project.client.session, project.id, "down_payment", 1250)
    assert_paid_directly(billing_api, project, "down_payment", "1250.00", 125000)


@pytest.mark.serial  # moves billing's clock: every other test's deadlines move with it
def test_a_project_accepted_on_professional_stays_in_escrow_after_a_downgrade(config, billing_api, gateway,
                                                                               admin_session):
    project = accepted_project(gateway, admin_session, amount=2500, client_plan="professional")
    expect(billing_api.post("/api/cancel-subscription", session=project.client.session), 200)
    advance_clock(config, 31 * DAY)
    sweep(config)
    status = expect(billing_api.get("/api/subscription-status", session=project.client.session), 200).body
    assert status["plan"] == "starter", "the cancelled period ended"

    assert payments_view(billing_api, project)["escrow"] is True
    pay_stage(billing_api, project.client.session, project.id, "down_payment", 1250)
    view = assert_ledger_matches_stage_view(billing_api, project)
    assert [s["status"] for s in view["stages"]] == ["paid", "pending", "pending"]
    assert (view["held"], view["released"]) == ("1250.00", "0.00")
    assert settled_transfers(project.id) == []
