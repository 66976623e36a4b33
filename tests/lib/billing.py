"""Billing in tests: projects with an accepted bid that billing has learnt of, the cards of the built-in test
provider, paying a stage or a plan, projects' decisions that move a held stage (milestone.approved,
dispute.resolved, published straight to Kafka), the ledger checked against the stages' view, and billing's own clock
(moved forward through its port, which nginx does not route; the services run with BILLING_TEST_CLOCK=1 under
scripts/run-tests.sh)."""
from __future__ import annotations

import time
import uuid
from dataclasses import dataclass
from typing import Any

import requests

from lib.api_client import ApiClient, ApiResponse, expect
from lib.config import SystemConfig
from lib.database import rows
from lib.kafka_publish import envelope, publish, utc_now
from lib.projects import accept, bid, new_client, post_project, verified_engineer
from lib.users import RegisteredUser
from lib.waiting import wait_until

SUCCEEDS = "4242 4242 4242 4242"
DECLINED = "4000 0000 0000 0002"
INSUFFICIENT_FUNDS = "4000 0000 0000 9995"
AUTHENTICATES = "4000 0025 0000 3155"
DEADLINE_SECONDS = 60  # billing learns of an accepted bid from projects.events


def card(number: str = SUCCEEDS, **overrides: Any) -> dict:
    return {"number": number, "expMonth": 12, "expYear": 2034, "cvc": "123", "postalCode": "94107", **overrides}


@dataclass
class PaidProject:
    project: dict
    client: RegisteredUser
    engineer: RegisteredUser

    @property
    def id(self) -> int:
        return int(self.project["id"])


def stages_of(gateway: ApiClient, session: str, project_id: int) -> ApiResponse:
    return gateway.get(f"/api/project-payments/{project_id}", session=session)


def accepted_project(gateway: ApiClient, admin_session: str, amount: Any = 2500,
                     client_plan: str = "professional") -> PaidProject:
    """A project whose bid of `amount` the client accepted, once billing knows its price. The client is on
    `client_plan` when the bid is accepted, which fixes the project's mode: professional (or enterprise) holds its
    stages in escrow, starter pays them to the engineer at once."""
    client = new_client(gateway)
    if client_plan != "starter":
        with ApiClient(gateway.base_url, None) as plain:
            subscribe(plain, client, client_plan)
    engineer = verified_engineer(gateway)
    project = post_project(gateway, client)
    placed = bid(gateway, engineer, project["id"], amount=amount)
    expect(accept(gateway, client.session, placed["id"]), 200)
    wait_until(lambda: stages_of(gateway, client.session, project["id"]).status, until=lambda s: s == 200,
               timeout=DEADLINE_SECONDS, what=f"billing to learn the accepted bid of project {project['id']}")
    return PaidProject(project, client, engineer)


def stage_form(project_id: int, payment_type: str, amount: Any) -> dict:
    form = {"projectId": project_id, "amount": amount, "paymentType": payment_type}
    if payment_type == "milestone":
        form["milestone"] = 1
    return form


def start_stage(gateway: ApiClient, session: str, project_id: int, payment_type: str, amount: Any,
                key: str | None = None) -> ApiResponse:
    headers = {"Idempotency-Key": key} if key else None
    return gateway.post("/api/create-project-payment", json=stage_form(project_id, payment_type, amount),
                        session=session, headers=headers)


def confirm(gateway: ApiClient, session: str, client_secret: str, number: str = SUCCEEDS) -> ApiResponse:
    return gateway.post("/api/payments/confirm", json={"clientSecret": client_secret, "card": card(number)},
                        session=session)


def pay_stage(gateway: ApiClient, session: str, project_id: int, payment_type: str, amount: Any) -> dict:
    intent = expect(start_stage(gateway, session, project_id, payment_type, amount, key=str(uuid.uuid4())), 200).body
    expect(confirm(gateway, session, intent["clientSecret"]), 200)
    return intent


def subscribe(gateway: ApiClient, member: RegisteredUser, plan: str = "professional",
              cycle: str = "monthly") -> dict:
    """The member pays the first period of a renewing plan with the card that succeeds (at once: no free trial)."""
    intent = expect(gateway.post("/api/get-or-create-subscription",
                                 json={"plan": plan, "billingCycle": cycle, "freeTrial": False},
                                 session=member.session), 200).body
    expect(confirm(gateway, member.session, intent["clientSecret"]), 200)
    return expect(gateway.get("/api/subscription-status", session=member.session), 200).body


def start_certification_fee(gateway: ApiClient, session: str, track: str, key: str | None = None,
                            **form: Any) -> ApiResponse:
    """POST /api/certification-payments: the intent of one attempt's fee at the track (get-or-create)."""
    headers = {"Idempotency-Key": key} if key else None
    return gateway.post("/api/certification-payments", json={"track": track, **form}, session=session,
                        headers=headers)


def pay_certification_fee(gateway: ApiClient, engineer: RegisteredUser, track: str = "cabinet_vision",
                          number: str = SUCCEEDS) -> dict:
    """The engineer pays one attempt's fee at the track with the card that succeeds; the intent it paid (auth then
    learns of it from certification.fee_paid)."""
    intent = expect(start_certification_fee(gateway, engineer.session, track, key=str(uuid.uuid4())), 200).body
    expect(confirm(gateway, engineer.session, intent["clientSecret"], number), 200)
    return intent


def billing_url(config: SystemConfig) -> str:
    return config.billing_direct_url


def advance_clock(config: SystemConfig, seconds: int) -> str:
    response = requests.post(f"{billing_url(config)}/internal/clock", json={"advanceSeconds": seconds}, timeout=10)
    assert response.status_code == 200, (
        f"billing's clock cannot be moved ({response.status_code}): start the services with BILLING_TEST_CLOCK=1 "
        "(scripts/run-tests.sh does)")
    return response.json()["now"]


def sweep(config: SystemConfig, rounds: int = 200) -> int:
    """Sweeps until a sweep changes nothing (one takes a bounded batch, oldest first: on a database where other
    members' periods ended too, one sweep may not reach the test's member); the subscriptions changed in all."""
    changed = 0
    for _ in range(rounds):
        response = requests.post(f"{billing_url(config)}/internal/sweep", timeout=30)
        assert response.status_code == 200, f"POST /internal/sweep: {response.status_code} {response.text}"
        if response.json()["changed"] == 0:
            return changed
        changed += response.json()["changed"]
    return changed


def events_seen(tail, matching, *, expected: int, timeout: float = 30, settle: float = 2,
                published_by: str | None = None) -> list[dict]:
    """The events on the tail's topic for which matching(event) holds: waits until `expected` arrived, then a little
    longer so that a duplicate would show. published_by (the schema of the service whose outbox writes them, for
    events a request just made wrote in its own transaction, such as a sweep's): instead of `settle` seconds, until
    every row of that outbox written by then is on the topic and read (TopicTail.read_published), which shows a
    duplicate of them for certain, however slow the relay."""
    found: list[dict] = []
    deadline = time.monotonic() + timeout
    while len(found) < expected and time.monotonic() < deadline:
        found += [record.value for record in tail.poll() if record.value and matching(record.value)]
    if published_by is not None:
        return found + [record.value for record in tail.read_published(published_by)
                        if record.value and matching(record.value)]
    settled = time.monotonic() + settle
    while time.monotonic() < settled:
        found += [record.value for record in tail.poll() if record.value and matching(record.value)]
    return found


def upgraded(client: ApiClient, member: RegisteredUser, plan: str = "enterprise") -> RegisteredUser:
    """The member on a paid plan without limits on projects or messages, once projects, messaging and auth learnt it
    (subscription.changed through Kafka): for tests that post or send more than starter allows. Any client of the
    gateway will do (billing's answers are not held to its contract here)."""
    with ApiClient(client.base_url, None) as gateway:
        current = expect(gateway.get("/api/subscription-status", session=member.session), 200).body
        if current["plan"] != plan:
            subscribe(gateway, member, plan, "monthly")
    for service in ("projects", "messaging", "auth"):
        wait_until(lambda: rows(f"SELECT plan FROM {service}.member_plans WHERE user_id = {int(member.id)}"),
                   until=lambda found: found == [[plan]], timeout=DEADLINE_SECONDS,
                   what=f"{service} to learn that user {member.id} is on {plan}")
    return member


# ---- projects' decisions about a held stage (projects.events, key: the project's id) ----

def milestone_approved(project: PaidProject, stage: str, *, event_id: str | None = None, automatic: bool = False,
                       request_id: str = "contract-test") -> dict:
    """The envelope of milestone.approved for one of the project's stages (docs/events.md)."""
    return envelope("milestone.approved", {
        "projectId": project.id, "clientId": project.client.id, "engineerId": project.engineer.id, "stage": stage,
        "automatic": automatic, "approvedAt": utc_now()}, event_id=event_id, request_id=request_id)


def dispute_resolved(project: PaidProject, stage: str, outcome: str, engineer_share_bp: int, *,
                     dispute_id: int = 1, admin_id: int = 1) -> dict:
    """The envelope of dispute.resolved for one of the project's stages (docs/events.md)."""
    return envelope("dispute.resolved", {
        "projectId": project.id, "clientId": project.client.id, "engineerId": project.engineer.id, "stage": stage,
        "disputeId": dispute_id, "outcome": outcome, "engineerShareBp": engineer_share_bp, "adminId": admin_id,
        "resolvedAt": utc_now()})


def publish_decisions(config: SystemConfig, project: PaidProject, *envelopes: dict) -> None:
    """Publish on projects.events under the project's key, in this order, as projects' relay would."""
    publish(config.kafka_bootstrap, "projects.events", project.id, *envelopes)


def processed_by_billing(*envelopes: dict) -> None:
    """Wait until billing's consumer recorded every one of these events as applied (processed_events)."""
    ids = ",".join(f"'{uuid.UUID(e['id'])}'" for e in envelopes)
    wanted = len({e["id"] for e in envelopes})
    wait_until(lambda: int(rows("SELECT count(*) FROM billing.processed_events WHERE consumer = 'billing' AND "
                                f"event_id IN ({ids})")[0][0]),
               until=lambda found: found == wanted, timeout=DEADLINE_SECONDS,
               what=f"billing to apply {[e['type'] + ' ' + e['id'] for e in envelopes]}")


def settled_transfers(project_id: int) -> list[list[str]]:
    """[stage, kind, amount in cents] of every transfer out of the project's escrow, in order."""
    return rows("SELECT p.stage, t.kind, e.amount_cents FROM billing.ledger_transfers t "
                "JOIN billing.payments p ON p.id = t.payment_id "
                "JOIN billing.ledger_entries e ON e.transfer_id = t.id AND e.amount_cents > 0 "
                f"WHERE p.project_id = {int(project_id)} AND t.kind <> 'payment' ORDER BY t.id")


def cents(money: str) -> int:
    """"1250.01" -> 125001."""
    dollars, _, hundredths = money.partition(".")
    return int(dollars) * 100 + int(hundredths)


def assert_ledger_matches_stage_view(gateway: ApiClient, project: PaidProject) -> dict:
    """Every transfer is two entries summing to zero, and the balances of the project's escrow, its client and its
    engineer recomputed from ledger_entries alone are what the stages' view says (the client and the engineer of a
    PaidProject are new, so their accounts' stage entries are this project's alone; the client's plan payments are
    left out). Returns the view."""
    assert rows("SELECT count(*) FROM (SELECT transfer_id FROM billing.ledger_entries GROUP BY transfer_id "
                "HAVING sum(amount_cents) <> 0 OR count(*) <> 2) unbalanced") == [["0"]]
    assert rows("SELECT count(*) FROM billing.ledger_transfers t WHERE NOT EXISTS "
                "(SELECT 1 FROM billing.ledger_entries e WHERE e.transfer_id = t.id)") == [["0"]]
    view = expect(stages_of(gateway, project.client.session, project.id), 200).body
    escrow, client, engineer = (f"escrow:project:{project.id}", f"client:{project.client.id}",
                                f"engineer:{project.engineer.id}")
    balances = {account: int(balance) for account, balance in rows(
        "SELECT e.account, sum(e.amount_cents) FROM billing.ledger_entries e "
        "JOIN billing.ledger_transfers t ON t.id = e.transfer_id JOIN billing.payments p ON p.id = t.payment_id "
        f"WHERE p.kind = 'project_stage' AND e.account IN ('{escrow}', '{client}', '{engineer}') GROUP BY e.account")}
    stages = view["stages"]
    paid = sum(s["amountCents"] for s in stages if s["status"] != "pending")
    held = sum(s["amountCents"] for s in stages if s["status"] == "paid")
    released = sum(cents(s["releasedAmount"]) for s in stages)
    refunded = sum(cents(s["refundedAmount"]) for s in stages)
    assert balances.get(escrow, 0) == held == cents(view["held"]), (balances, view)
    assert balances.get(engineer, 0) == released == cents(view["released"]), (balances, view)
    assert balances.get(client, 0) == refunded - paid, (balances, view)
    for stage in stages:
        moved = cents(stage["releasedAmount"]) + cents(stage["refundedAmount"])
        assert moved == (stage["amountCents"] if stage["status"] in ("released", "refunded", "split") else 0), stage
    return view
