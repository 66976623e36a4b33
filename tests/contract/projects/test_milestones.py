"""The milestone review loop: a paid stage is submitted with frozen files, the client asks for changes at most three
times and approves (billing releases the money), 7 days of silence approve it, a failing DXF blocks the final delivery
unless the client waives it, and admins settle disputes by release, refund or split with the ledger summing to zero."""
from __future__ import annotations

import pytest

from lib.api_client import ApiClient, expect
from lib.billing import PaidProject, accepted_project, assert_ledger_matches_stage_view, events_seen, upgraded
from lib.deliverables import (act, advance_clock, files_of, fixture, funded, milestones_of, state_of, stage_status,
                              submitted, sweep, uploaded)
from lib.kafka_tail import TopicTail
from lib.waiting import wait_until

PDF = b"%PDF-1.4\n%%EOF\n"
DAY = 86400


@pytest.fixture
def deal(gateway: ApiClient, admin_session: str) -> PaidProject:
    """A project with an accepted bid of 2500.00."""
    return accepted_project(gateway, admin_session, amount=2500)


@pytest.fixture
def projects_events(config):
    tail = TopicTail(config.kafka_bootstrap, "projects.events")
    yield tail
    tail.close()


def events_of(tail: TopicTail, project_id: int, event_type: str, expected: int = 1) -> list[dict]:
    """The data of the project's events of that type: waits for `expected`, then until projects' outbox sent what it
    held (the approvals here are written by the request or sweep that made them), so a duplicate would show."""
    return [event["data"] for event in events_seen(
        tail, lambda e: e.get("type") == event_type and e["data"].get("projectId") == project_id, expected=expected,
        published_by="projects")]


def test_the_review_loop_stops_at_three_revision_requests_and_approval_releases_the_stage(
        projects_api, gateway, deal, projects_events):
    states = [m["state"] for m in expect(milestones_of(projects_api, deal.client.session, deal.id), 200).body["milestones"]]
    assert states == ["pending", "pending", "pending"]
    # Nothing can be submitted before the stage is paid.
    brief = uploaded(projects_api, deal.engineer.session, deal.id, "design.pdf", PDF)
    assert act(projects_api, deal.engineer.session, deal.id, "down_payment", "submit",
               {"fileIds": [brief["id"]]}).status == 409

    funded(projects_api, deal, "down_payment")
    document = submitted(projects_api, deal, "down_payment", [brief["id"]], note="First layout")
    stage = document["milestones"][0]
    assert stage["state"] == "submitted" and stage["autoApproveAt"]
    assert stage["submissions"][0]["files"][0]["sha256"] == brief["sha256"]

    for used in (1, 2, 3):
        document = expect(act(projects_api, deal.client.session, deal.id, "down_payment", "request-changes",
                              {"note": f"Change {used}"}), 200).body
        assert document["milestones"][0]["state"] == "changes_requested"
        assert document["milestones"][0]["revisionsUsed"] == used
        fixed = uploaded(projects_api, deal.engineer.session, deal.id, "design.pdf", PDF + str(used).encode())
        document = submitted(projects_api, deal, "down_payment", [fixed["id"]])
        assert document["milestones"][0]["submissions"][-1]["revision"] == used + 1
    refused = expect(act(projects_api, deal.client.session, deal.id, "down_payment", "request-changes",
                         {"note": "One more"}), 409)
    assert refused.message == "Maximum Revisions Reached"

    # The engineer cannot approve their own work; the client can.
    assert act(projects_api, deal.engineer.session, deal.id, "down_payment", "approve").status == 403
    document = expect(act(projects_api, deal.client.session, deal.id, "down_payment", "approve"), 200).body
    assert document["milestones"][0]["state"] == "approved"
    # Earlier submissions keep the files they had: the first still names version 1.
    assert document["milestones"][0]["submissions"][0]["files"][0]["version"] == 1

    assert stage_status(gateway, deal, "down_payment", "released")["releasedAmount"] == "1250.00"
    # Billing shows the release at once; projects' timeline learns it from billing's stage.released a moment later.
    kinds = wait_until(
        lambda: [entry["kind"] for entry in expect(milestones_of(projects_api, deal.client.session, deal.id),
                                                   200).body["timeline"]],
        until=lambda seen: "released" in seen, timeout=30, what="the release in the project's timeline")
    assert kinds[0] == "funded" and kinds.count("submitted") == 4 and kinds.count("changes_requested") == 3
    assert "approved" in kinds
    approvals = events_of(projects_events, deal.id, "milestone.approved")
    assert [(a["stage"], a["automatic"]) for a in approvals] == [("down_payment", False)]
    assert_ledger_matches_stage_view(gateway, deal)


def test_who_may_do_what(projects_api, deal):
    funded(projects_api, deal, "down_payment")
    file = uploaded(projects_api, deal.client.session, deal.id, "brief.pdf", PDF)
    # The client cannot submit; unknown stages and files of other projects are refused.
    assert act(projects_api, deal.client.session, deal.id, "down_payment", "submit",
               {"fileIds": [file["id"]]}).status == 403
    assert act(projects_api, deal.engineer.session, deal.id, "deposit", "submit",
               {"fileIds": [file["id"]]}).status == 404
    assert act(projects_api, deal.engineer.session, deal.id, "down_payment", "submit",
               {"fileIds": [file["id"] + 10_000_000]}).status == 400
    assert act(projects_api, deal.engineer.session, deal.id, "down_payment", "submit", {"fileIds": []}).status == 400
    assert act(projects_api, deal.engineer.session, deal.id, "down_payment", "submit",
               {"fileIds": [file["id"]], "note": "x" * 2001}).status == 400
    # Approving or asking for changes needs a submission.
    assert act(projects_api, deal.client.session, deal.id, "down_payment", "approve").status == 409
    assert act(projects_api, deal.client.session, deal.id, "down_payment", "request-changes",
               {"note": "?"}).status == 409
    submitted(projects_api, deal, "down_payment", [file["id"]])
    assert act(projects_api, deal.engineer.session, deal.id, "down_payment", "request-changes",
               {"note": "self"}).status == 403
    assert act(projects_api, deal.client.session, deal.id, "down_payment", "request-changes",
               {"note": "  "}).status == 400
    # The second stage waits for the first to be approved.
    funded(projects_api, deal, "milestone")
    assert act(projects_api, deal.engineer.session, deal.id, "milestone", "submit",
               {"fileIds": [file["id"]]}).status == 409


@pytest.mark.serial  # moves the service's clock: every other test's deadlines move with it
def test_seven_days_of_silence_approve_the_stage(projects_api, gateway, config, deal, projects_events):
    funded(projects_api, deal, "down_payment")
    file = uploaded(projects_api, deal.engineer.session, deal.id, "layout.pdf", PDF)
    submitted(projects_api, deal, "down_payment", [file["id"]])
    advance_clock(config, 6 * DAY)
    sweep(config)
    assert state_of(projects_api, deal.client.session, deal.id, "down_payment") == "submitted"
    advance_clock(config, DAY + 60)
    assert sweep(config) >= 1
    assert state_of(projects_api, deal.client.session, deal.id, "down_payment") == "approved"
    assert stage_status(gateway, deal, "down_payment", "released")["releasedAmount"] == "1250.00"
    approvals = events_of(projects_events, deal.id, "milestone.approved")
    assert [(a["stage"], a["automatic"]) for a in approvals] == [("down_payment", True)]
    timeline = expect(milestones_of(projects_api, deal.client.session, deal.id), 200).body["timeline"]
    assert "auto_approved" in [entry["kind"] for entry in timeline]


@pytest.mark.serial  # moves the service's clock: every other test's deadlines move with it
def test_a_stage_submitted_after_the_clock_moved_waits_its_own_seven_days(projects_api, config, deal):
    """Times are taken from the clock the sweep reads: once the (test) clock is ahead of the database's, a stage
    submitted then is not overdue at once (an end-to-end test found its stage approved before the client looked)."""
    advance_clock(config, 8 * DAY)
    funded(projects_api, deal, "down_payment")
    file = uploaded(projects_api, deal.engineer.session, deal.id, "layout.pdf", PDF)
    submitted(projects_api, deal, "down_payment", [file["id"]])
    sweep(config)
    assert state_of(projects_api, deal.client.session, deal.id, "down_payment") == "submitted"
    advance_clock(config, 7 * DAY + 60)
    sweep(config)
    assert state_of(projects_api, deal.client.session, deal.id, "down_payment") == "approved"


def test_a_failing_dxf_blocks_the_final_delivery_until_the_client_waives_it(projects_api, gateway, deal):
    upgraded(gateway, deal.engineer, "professional")
    for stage in ("down_payment", "milestone"):
        funded(projects_api, deal, stage)
        design = uploaded(projects_api, deal.engineer.session, deal.id, f"{stage}.pdf", PDF)
        submitted(projects_api, deal, stage, [design["id"]])
        expect(act(projects_api, deal.client.session, deal.id, stage, "approve"), 200)
    funded(projects_api, deal, "final_payment")
    broken = uploaded(projects_api, deal.engineer.session, deal.id, "side.dxf",
                      fixture("dxf/cabinet_side_open_contour.dxf"))
    assert broken["preflight"]["status"] == "fail"
    refused = expect(act(projects_api, deal.engineer.session, deal.id, "final_payment", "submit",
                         {"fileIds": [broken["id"]]}), 409)
    assert "fails preflight" in refused.message and "side.dxf" in refused.message

    # A fixed version passes; the client may also accept the broken one.
    fixed = uploaded(projects_api, deal.engineer.session, deal.id, "side.dxf", fixture("dxf/cabinet_side_clean.dxf"))
    assert fixed["version"] == 2 and fixed["preflight"]["status"] == "pass"
    expect(projects_api.post(f"/api/projects/{deal.id}/files/{broken['id']}/waive-preflight",
                             session=deal.client.session), 200)
    submitted(projects_api, deal, "final_payment", [broken["id"], fixed["id"]])
    # Before approving, the client reads the delivery checked as a set: per file and in one line.
    document = expect(milestones_of(projects_api, deal.client.session, deal.id), 200).body
    final = next(m for m in document["milestones"] if m["stage"] == "final_payment")
    submission = final["submissions"][-1]
    by_version = {file["version"]: file for file in submission["files"]}
    assert by_version[1]["preflightStatus"] == "fail" and by_version[1]["preflightWaived"] is True
    assert by_version[1]["openContours"] == 1
    assert by_version[2]["preflightStatus"] == "pass" and by_version[2]["openContours"] == 0
    assert by_version[2]["partCount"] == fixed["preflight"]["partCount"] >= 1
    assert by_version[2]["fitsSheet"] is True
    nesting = fixed["preflight"].get("nesting")
    assert by_version[2]["sheets"] == (nesting["sheets"] if nesting else None)
    assert submission["verdict"].endswith("; preflight waived by the client: side.dxf has 1 open contour")
    assert "fit 1220 \u00d7 2440" in submission["verdict"], submission["verdict"]
    expect(act(projects_api, deal.client.session, deal.id, "final_payment", "approve"), 200)
    # The final approval delivers the project.
    project = expect(projects_api.get(f"/api/projects/{deal.id}", session=deal.client.session), 200).body
    assert project["status"] == "completed"
    assert stage_status(gateway, deal, "final_payment", "released")["releasedAmount"] == "500.00"
    assert_ledger_matches_stage_view(gateway, deal)


@pytest.mark.parametrize("outcome, percent, released, refunded, status", [
    ("refund", None, "0.00", "1250.00", "refunded"),
    ("split", 60, "750.00", "500.00", "split"),
    ("release", None, "1250.00", "0.00", "released"),
])
def test_an_admin_settles_a_dispute(projects_api, gateway, admin_session, deal, outcome, percent, released, refunded,
                                    status):
    funded(projects_api, deal, "down_payment")
    document = expect(act(projects_api, deal.client.session, deal.id, "down_payment", "dispute",
                          {"reason": "Nothing delivered in three weeks"}), 200).body
    stage = document["milestones"][0]
    assert stage["state"] == "disputed" and stage["dispute"]["reason"] == "Nothing delivered in three weeks"
    # A disputed stage cannot be submitted or disputed again; participants cannot settle it.
    assert act(projects_api, deal.engineer.session, deal.id, "down_payment", "dispute", {"reason": "x"}).status == 409
    dispute_id = stage["dispute"]["id"]
    decision = {"outcome": outcome, "note": "Decided on the evidence"}
    if percent is not None:
        decision["engineerPercent"] = percent
    path = f"/api/admin/disputes/{dispute_id}/resolve"
    assert projects_api.post(path, json=decision, session=deal.client.session).status == 403
    listed = expect(projects_api.get("/api/admin/disputes", session=admin_session), 200).body["disputes"]
    assert dispute_id in [d["id"] for d in listed if d["resolvedAt"] is None]
    # While the project has a dispute an admin may read its files (the evidence).
    assert files_of(projects_api, admin_session, deal.id).status == 200

    resolved = expect(projects_api.post(path, json=decision, session=admin_session), 200).body
    assert resolved["outcome"] == outcome and resolved["resolvedAt"]
    assert projects_api.post(path, json=decision, session=admin_session).status == 409
    assert state_of(projects_api, deal.client.session, deal.id, "down_payment") == "resolved"
    # Decided: the admin's access to the evidence ends with the dispute.
    assert files_of(projects_api, admin_session, deal.id).status == 403

    stage = stage_status(gateway, deal, "down_payment", status)
    assert (stage["releasedAmount"], stage["refundedAmount"]) == (released, refunded)
    assert_ledger_matches_stage_view(gateway, deal)


@pytest.mark.parametrize("decision", [
    {"outcome": "split"},
    {"outcome": "split", "engineerPercent": 100},
    {"outcome": "split", "engineerPercent": 0},
    {"outcome": "refund", "engineerPercent": 50},
    {"outcome": "keep"},
    {},
])
def test_a_malformed_decision_is_refused(projects_api, admin_session, deal, decision):
    funded(projects_api, deal, "down_payment")
    dispute = expect(act(projects_api, deal.engineer.session, deal.id, "down_payment", "dispute",
                         {"reason": "The client stopped answering"}), 200).body["milestones"][0]["dispute"]
    assert projects_api.post(f"/api/admin/disputes/{dispute['id']}/resolve", json=decision,
                             session=admin_session).status == 400
