"""Held money leaves escrow only by projects' decisions, consumed from projects.events (published here straight to
Kafka, as projects' relay would): milestone.approved releases a paid stage to the engineer; dispute.resolved gives
the engineer floor(amount * engineerShareBp / 10000) and the client the rest. Each stage leaves escrow once, whatever
is redelivered or decided again; a decision about a stage that is not paid, or one that makes no sense, is logged and
skipped and the consumer goes on. After each scenario the ledger balances and agrees with GET
/api/project-payments/{id}, and billing.events carries stage.released / stage.refunded with the amounts moved. The
client's own release (POST /api/project-payments/{id}/release) is gone. Responses are validated against
services/billing/openapi.yaml."""
from __future__ import annotations

import uuid

from lib.api_client import expect
from lib.billing import (accepted_project, assert_ledger_matches_stage_view, dispute_resolved, events_seen,
                         milestone_approved, pay_stage, processed_by_billing, publish_decisions, settled_transfers,
                         stages_of)
from lib.logs import LogTail
from lib.waiting import wait_until

# A bid of $2,000.02 makes odd stages: 1000.01 (50 %), 600.00 (30 %), 400.01 (the remainder).
ODD_BID = "2000.02"


def stage_events(tail, project, *, expected: int) -> list[tuple[str, str, int]]:
    """(type, paymentType, amountCents) of the project's stage.released and stage.refunded seen on billing.events."""
    found = events_seen(tail, lambda e: e["type"] in ("stage.released", "stage.refunded") and
                        e["data"]["projectId"] == project.id, expected=expected)
    for event in found:
        assert (event["data"]["clientId"], event["data"]["engineerId"]) == (project.client.id, project.engineer.id)
    return [(e["type"], e["data"]["paymentType"], e["data"]["amountCents"]) for e in found]


def stage_view(billing_api, project, payment_type: str) -> dict:
    body = expect(stages_of(billing_api, project.client.session, project.id), 200).body
    return next(s for s in body["stages"] if s["paymentType"] == payment_type)


def test_an_approved_milestone_releases_the_held_stage_once(billing_api, config, gateway, admin_session,
                                                            billing_events):
    project = accepted_project(gateway, admin_session, amount="2500.01")
    pay_stage(billing_api, project.client.session, project.id, "down_payment", 1250)
    pay_stage(billing_api, project.client.session, project.id, "milestone", 750)

    request_id = f"contract-{uuid.uuid4().hex[:12]}"
    approval = milestone_approved(project, "down_payment", request_id=request_id)
    # Kafka redelivers it (same id), and projects announces it again (another id, automatic this time).
    again = milestone_approved(project, "down_payment", automatic=True)
    publish_decisions(config, project, approval, approval, again)
    processed_by_billing(approval, again)

    assert settled_transfers(project.id) == [["down_payment", "release", "125000"]]
    down = stage_view(billing_api, project, "down_payment")
    assert (down["status"], down["releasedAmount"], down["refundedAmount"]) == ("released", "1250.00", "0.00")
    assert down["releasedAt"] and down["paidAt"]
    milestone = stage_view(billing_api, project, "milestone")
    assert (milestone["status"], milestone["releasedAmount"], milestone["releasedAt"]) == ("paid", "0.00", None)
    view = assert_ledger_matches_stage_view(billing_api, project)
    assert (view["held"], view["released"]) == ("750.00", "1250.00")

    released = events_seen(billing_events, lambda e: e["type"] == "stage.released" and
                           e["data"]["projectId"] == project.id, expected=1)
    assert [(e["data"]["paymentType"], e["data"]["amountCents"]) for e in released] == [("down_payment", 125000)]
    assert released[0]["requestId"] == request_id, "stage.released carries the request of the approval"
    assert released[0]["data"]["clientId"] == project.client.id
    assert released[0]["data"]["engineerId"] == project.engineer.id


def test_a_dispute_refund_returns_it_all_to_the_client(billing_api, config, gateway, admin_session, billing_events):
    project = accepted_project(gateway, admin_session, amount=ODD_BID)
    pay_stage(billing_api, project.client.session, project.id, "down_payment", "1000.01")

    refund = dispute_resolved(project, "down_payment", "refund", 0, dispute_id=11)
    # An approval arriving after the refund finds the money gone: nothing changes.
    late_approval = milestone_approved(project, "down_payment")
    publish_decisions(config, project, refund, refund, late_approval)
    processed_by_billing(refund, late_approval)

    assert settled_transfers(project.id) == [["down_payment", "refund", "100001"]]
    down = stage_view(billing_api, project, "down_payment")
    assert (down["status"], down["releasedAmount"], down["refundedAmount"], down["releasedAt"]) == (
        "refunded", "0.00", "1000.01", None)
    view = assert_ledger_matches_stage_view(billing_api, project)
    assert (view["held"], view["released"]) == ("0.00", "0.00")
    assert stage_events(billing_events, project, expected=1) == [("stage.refunded", "down_payment", 100001)]


def test_a_split_gives_the_engineer_the_share_rounded_down_and_the_client_the_rest(billing_api, config, gateway,
                                                                                    admin_session, billing_events):
    project = accepted_project(gateway, admin_session, amount=ODD_BID)
    for stage, amount in (("down_payment", "1000.01"), ("milestone", "600.00"), ("final_payment", "400.01")):
        pay_stage(billing_api, project.client.session, project.id, stage, amount)

    # 60 % of 100001 cents is 60000.6: the engineer gets 60000, the client 40001. The final stage is released by a
    # dispute (all to the engineer); the milestone stays held.
    split = dispute_resolved(project, "down_payment", "split", 6000, dispute_id=21)
    release = dispute_resolved(project, "final_payment", "release", 10000, dispute_id=22)
    # The same stage decided again (another dispute id) changes nothing: it left escrow once.
    second = dispute_resolved(project, "down_payment", "refund", 0, dispute_id=23)
    publish_decisions(config, project, split, release, second)
    processed_by_billing(split, release, second)

    assert settled_transfers(project.id) == [["down_payment", "release", "60000"],
                                             ["down_payment", "refund", "40001"],
                                             ["final_payment", "release", "40001"]]
    down = stage_view(billing_api, project, "down_payment")
    assert (down["status"], down["releasedAmount"], down["refundedAmount"]) == ("split", "600.00", "400.01")
    assert down["releasedAt"]
    final = stage_view(billing_api, project, "final_payment")
    assert (final["status"], final["releasedAmount"], final["refundedAmount"]) == ("released", "400.01", "0.00")
    view = assert_ledger_matches_stage_view(billing_api, project)
    assert (view["held"], view["released"]) == ("600.00", "1000.01")
    assert [s["status"] for s in view["stages"]] == ["split", "paid", "released"]
    assert view["nextPayable"] is None

    assert sorted(stage_events(billing_events, project, expected=3)) == [
        ("stage.refunded", "down_payment", 40001),
        ("stage.released", "down_payment", 60000),
        ("stage.released", "final_payment", 40001),
    ]


def test_a_stage_not_paid_or_a_nonsensical_decision_is_skipped_and_the_consumer_goes_on(
        billing_api, config, gateway, admin_session, billing_events):
    log = LogTail(config.state_dir / "log" / "billing.log")
    project = accepted_project(gateway, admin_session, amount="2500.01")
    pay_stage(billing_api, project.client.session, project.id, "down_payment", 1250)

    not_paid = milestone_approved(project, "milestone")
    nonsense = [
        dispute_resolved(project, "down_payment", "split", 10000, dispute_id=31),   # a split of everything
        dispute_resolved(project, "down_payment", "refund", 2500, dispute_id=32),   # a refund paying the engineer
        dispute_resolved(project, "down_payment", "release", 0, dispute_id=33),     # a release paying nobody
        dispute_resolved(project, "down_payment", "halve", 5000, dispute_id=34),    # no such outcome
        dispute_resolved(project, "down_payment", "split", 10001, dispute_id=35),   # more than all of it
        milestone_approved(project, "delivery"),                                    # no such stage
    ]
    stranger = milestone_approved(project, "down_payment")
    stranger["data"]["engineerId"] = project.client.id  # not the engineer of the accepted bid
    good = milestone_approved(project, "down_payment")
    publish_decisions(config, project, not_paid, *nonsense, stranger, good)

    # The later good event still applies, after the rest.
    processed_by_billing(not_paid, good)
    assert settled_transfers(project.id) == [["down_payment", "release", "125000"]]
    view = assert_ledger_matches_stage_view(billing_api, project)
    assert [s["status"] for s in view["stages"]] == ["released", "pending", "pending"]
    assert (view["held"], view["released"]) == ("0.00", "1250.00")
    assert stage_events(billing_events, project, expected=1) == [("stage.released", "down_payment", 125000)]

    # Each skipped event was logged with its id.
    for event in (not_paid, *nonsense, stranger):
        wait_until(log.text, until=lambda text: event["id"] in text, timeout=10,
                   what=f"billing's log to name the skipped {event['type']} {event['id']}")

    # The stage that was not paid can still be paid, and then released by a later approval.
    pay_stage(billing_api, project.client.session, project.id, "milestone", 750)
    later = milestone_approved(project, "milestone")
    publish_decisions(config, project, later)
    processed_by_billing(later)
    assert stage_view(billing_api, project, "milestone")["status"] == "released"
    assert_ledger_matches_stage_view(billing_api, project)


def test_an_approval_for_a_project_billing_does_not_know_is_skipped(billing_api, config, gateway, admin_session):
    project = accepted_project(gateway, admin_session)
    pay_stage(billing_api, project.client.session, project.id, "down_payment", 1250)
    unknown = milestone_approved(project, "down_payment")
    unknown["data"]["projectId"] = 1_950_000_000 + uuid.uuid4().int % 49_000_000
    good = milestone_approved(project, "down_payment")
    publish_decisions(config, project, unknown, good)
    processed_by_billing(unknown, good)
    assert stage_view(billing_api, project, "down_payment")["status"] == "released"
    assert_ledger_matches_stage_view(billing_api, project)


def test_the_clients_hand_release_is_gone(billing_api, gateway, admin_session):
    project = accepted_project(gateway, admin_session)
    pay_stage(billing_api, project.client.session, project.id, "down_payment", 1250)
    for member in (project.client, project.engineer):
        unknown_route = gateway.post(f"/api/project-payments/{project.id}/no-such-call",
                                     json={"paymentType": "down_payment"}, session=member.session)
        answer = gateway.post(f"/api/project-payments/{project.id}/release", json={"paymentType": "down_payment"},
                              session=member.session)
        # Through the gateway, the service answers it as any call it does not have.
        assert answer.status == unknown_route.status == 404, answer.describe()
        assert answer.body == unknown_route.body == {"message": "Not found", "code": "http_404"}
    assert "/api/project-payments/{projectId}/release" not in billing_api.contract.document["paths"]
    assert stage_view(billing_api, project, "down_payment")["status"] == "paid"
    assert settled_transfers(project.id) == []
