"""Billing in tests: projects with an accepted bid that billing has learnt of, the cards of the built-in test
provider, paying a stage or a plan, and billing's own clock (moved forward through its port, which nginx does not
route; the services run with BILLING_TEST_CLOCK=1 under scripts/run-tests.sh)."""
from __future__ import annotations

import time
import uuid
from dataclasses import dataclass
from typing import Any

import requests

from lib.api_client import ApiClient, ApiResponse, expect
from lib.config import SystemConfig
from lib.database import rows
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


def accepted_project(gateway: ApiClient, admin_session: str, amount: Any = 2500) -> PaidProject:
    """A project whose bid of `amount` the client accepted, once billing knows its price."""
    client = new_client(gateway)
    engineer = verified_engineer(gateway, admin_session)
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
    """The member pays the first period of a renewing plan with the card that succeeds."""
    intent = expect(gateway.post("/api/get-or-create-subscription", json={"plan": plan, "billingCycle": cycle},
                                 session=member.session), 200).body
    expect(confirm(gateway, member.session, intent["clientSecret"]), 200)
    return expect(gateway.get("/api/subscription-status", session=member.session), 200).body


def billing_url(config: SystemConfig) -> str:
    return config.billing_direct_url


def advance_clock(config: SystemConfig, seconds: int) -> str:
    response = requests.post(f"{billing_url(config)}/internal/clock", json={"advanceSeconds": seconds}, timeout=10)
    assert response.status_code == 200, (
        f"billing's clock cannot be moved ({response.status_code}): start the services with BILLING_TEST_CLOCK=1 "
        "(scripts/run-tests.sh does)")
    return response.json()["now"]


def sweep(config: SystemConfig) -> int:
    response = requests.post(f"{billing_url(config)}/internal/sweep", timeout=30)
    assert response.status_code == 200, f"POST /internal/sweep: {response.status_code} {response.text}"
    return response.json()["changed"]


def events_seen(tail, matching, *, expected: int, timeout: float = 30, settle: float = 2) -> list[dict]:
    """The events on the tail's topic for which matching(event) holds: waits until `expected` arrived, then a little
    longer so that a duplicate would show."""
    found: list[dict] = []
    deadline = time.monotonic() + timeout
    while len(found) < expected and time.monotonic() < deadline:
        found += [record.value for record in tail.poll() if record.value and matching(record.value)]
    settled = time.monotonic() + settle
    while time.monotonic() < settled:
        found += [record.value for record in tail.poll() if record.value and matching(record.value)]
    return found


def upgraded(client: ApiClient, member: RegisteredUser, plan: str = "enterprise") -> RegisteredUser:
    """The member on a paid plan without limits on projects or messages, once projects and messaging have learnt it
    (subscription.changed through Kafka): for tests that post or send more than starter allows. Any client of the
    gateway will do (billing's answers are not held to its contract here)."""
    with ApiClient(client.base_url, None) as gateway:
        current = expect(gateway.get("/api/subscription-status", session=member.session), 200).body
        if current["plan"] != plan:
            subscribe(gateway, member, plan, "monthly")
    for service in ("projects", "messaging"):
        wait_until(lambda: rows(f"SELECT plan FROM {service}.member_plans WHERE user_id = {int(member.id)}"),
                   until=lambda found: found == [[plan]], timeout=DEADLINE_SECONDS,
                   what=f"{service} to learn that user {member.id} is on {plan}")
    return member
