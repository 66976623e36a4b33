"""Every event the services write is made from its contract (issue 27, item 6; docs/events.md): while a copy of every
row written to any service's outbox is kept (a trigger on each schema's `outbox`, installed here through
PG_ADMIN_URL and removed afterwards; the relay deletes a row once Kafka has it), the test drives the main flows:
sign-ups, an engineer approved and one rejected who applies again, a project cancelled (its client then deletes their
account), a project bid on, accepted,
talked about, paid stage by stage, its stages submitted, sent back, approved, disputed and resolved, and completed.
Then each copied row goes through the C++ contract readers (tests/unit/event_contract_check.cpp, built with the unit
tests): its envelope, its data read strictly as its type's, its topic and key, and its data exactly what the contract
writes (nothing finished in SQL). Every event type the flows cause must have been seen."""
from __future__ import annotations

import json
import subprocess
import uuid

import pytest

from lib.api_client import expect
from lib.billing import accepted_project
from lib.config import REPO_ROOT
from lib.database import execute, rows
from lib.deliverables import act, funded, submitted, uploaded
from lib.engineers import approve, pass_certification, patch_profile, register_client, register_engineer, revoke
from lib.messaging import known_to_messaging, open_socket, send_message
from lib.projects import post_project
from lib.waiting import wait_until

CHECKER = REPO_ROOT / "build" / "tests" / "unit" / "event_contract_check"
SCHEMAS = ("auth", "projects", "messaging", "billing", "analytics")
DEADLINE_SECONDS = 60
PDF = b"%PDF-1.4\n%%EOF\n"
# What the flows below cause.
EXPECTED = {
    "user.registered", "engineer.verified", "engineer.rejected", "engineer.reapplied", "engineer.certified",
    "engineer.verification_revoked",
    "project.posted", "bid.placed", "bid.accepted", "project.cancelled", "project.completed",
    "milestone.submitted", "milestone.changes_requested", "milestone.approved", "milestone.disputed",
    "dispute.resolved", "message.sent", "email.sent", "subscription.changed", "payment.succeeded",
    "stage.released", "stage.refunded", "files.uploaded", "account.deleted",
}

COPY_ROWS = """
CREATE SCHEMA contract_audit;
CREATE TABLE contract_audit.outbox_rows (
  id bigserial PRIMARY KEY, source text NOT NULL, topic text NOT NULL, event_key text NOT NULL,
  event_type text NOT NULL, payload jsonb NOT NULL);
-- SECURITY DEFINER: the services' roles write their outbox; the copy is written as its owner.
CREATE FUNCTION contract_audit.copy_row() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = pg_catalog AS $$
BEGIN
  INSERT INTO contract_audit.outbox_rows (source, topic, event_key, event_type, payload)
  VALUES (TG_TABLE_SCHEMA, NEW.topic, NEW.event_key, NEW.event_type, NEW.payload);
  RETURN NEW;
END $$;
""" + "".join(f"CREATE TRIGGER contract_audit AFTER INSERT ON {schema}.outbox "
              "FOR EACH ROW EXECUTE FUNCTION contract_audit.copy_row();\n" for schema in SCHEMAS)

REMOVE_COPY = "".join(f"DROP TRIGGER IF EXISTS contract_audit ON {schema}.outbox;\n" for schema in SCHEMAS) + \
    "DROP SCHEMA IF EXISTS contract_audit CASCADE;\n"


@pytest.fixture
def outbox_copies():
    if not CHECKER.exists():
        pytest.fail(f"{CHECKER} is missing: build the tests (cmake --build build, or make test)", pytrace=False)
    execute(REMOVE_COPY)  # what an interrupted run left
    execute(COPY_ROWS)
    yield
    execute(REMOVE_COPY)


def copied_types() -> set[str]:
    return {row[0] for row in rows("SELECT DISTINCT event_type FROM contract_audit.outbox_rows")}


def copied_rows() -> list[str]:
    """Each copied row as the checker reads it: one JSON object a line."""
    found = rows("SELECT json_build_object('topic', topic, 'key', event_key, 'type', event_type, "
                 "'payload', payload)::text FROM contract_audit.outbox_rows ORDER BY id")
    return [row[0] for row in found]


def reject(api, user_id: int, admin_session: str) -> None:
    expect(api.post(f"/api/admin/engineers/{user_id}/reject", json={"reason": "Please add finished work."},
                    session=admin_session), 200)


def test_every_outbox_row_of_the_main_flows_reads_back_through_its_contract(
        config, api, gateway, projects_api, admin_session, outbox_copies):
    # auth: sign-ups (user.registered; billing opens their starter plan: subscription.changed; messaging welcomes
    # them: email.sent), an application rejected and made again, the test passed, the verification withdrawn and
    # approved again.
    register_client(api)
    rejected = register_engineer(api)
    reject(api, rejected.id, admin_session)
    expect(patch_profile(api, rejected.id, {"bio": "Frameless kitchens since 2012."}, rejected.session), 200)
    pass_certification(api, rejected)
    expect(revoke(api, rejected.id, admin_session), 200)
    expect(approve(api, rejected.id, admin_session), 200)

    # projects: one cancelled; one bid on, accepted and paid (payment.succeeded) stage by stage.
    cancelled_by = register_client(api)
    cancelled = post_project(projects_api, cancelled_by)
    expect(projects_api.post(f"/api/projects/{cancelled['id']}/cancel", session=cancelled_by.session), 200)
    # auth: that client leaves (account.deleted).
    expect(api.request("DELETE", "/api/account", json={"password": cancelled_by.password},
                       session=cancelled_by.session), 204)
    deal = accepted_project(gateway, admin_session, amount=2500)

    # messaging: the client writes to the engineer (message.sent).
    known_to_messaging(deal.id, 1, deal.engineer.id, users=[deal.client.id, deal.engineer.id])
    socket = open_socket(config, deal.client.session)
    try:
        send_message(socket, deal.id, deal.engineer.id, f"outbox contract {uuid.uuid4().hex[:8]}")
        socket.receive_type("message_sent")
    finally:
        socket.close()

    # The review loop: the down payment sent back once and approved (stage.released), the milestone disputed and
    # split (stage.released and stage.refunded), the final delivery approved: the project is completed.
    brief = uploaded(projects_api, deal.engineer.session, deal.id, "layout.pdf", PDF)
    funded(projects_api, deal, "down_payment")
    submitted(projects_api, deal, "down_payment", [brief["id"]])
    expect(act(projects_api, deal.client.session, deal.id, "down_payment", "request-changes",
               {"note": "Wider drawers"}), 200)
    submitted(projects_api, deal, "down_payment", [brief["id"]], note="Wider drawers")
    expect(act(projects_api, deal.client.session, deal.id, "down_payment", "approve"), 200)
    funded(projects_api, deal, "milestone")
    document = expect(act(projects_api, deal.client.session, deal.id, "milestone", "dispute",
                          {"reason": "Not what we agreed"}), 200).body
    dispute_id = next(m for m in document["milestones"] if m["stage"] == "milestone")["dispute"]["id"]
    expect(projects_api.post(f"/api/admin/disputes/{dispute_id}/resolve",
                             json={"outcome": "split", "engineerPercent": 60, "note": "Half done"},
                             session=admin_session), 200)
    funded(projects_api, deal, "final_payment")
    submitted(projects_api, deal, "final_payment", [brief["id"]])
    expect(act(projects_api, deal.client.session, deal.id, "final_payment", "approve"), 200)

    wait_until(copied_types, until=lambda seen: EXPECTED <= seen, timeout=DEADLINE_SECONDS,
               what=f"outbox rows of every type the flows cause: {sorted(EXPECTED)}")

    lines = copied_rows()
    checked = subprocess.run([str(CHECKER)], input="\n".join(lines) + "\n", capture_output=True, text=True,
                             timeout=60)
    assert checked.returncode == 0, f"outbox rows that do not fit their contract:\n{checked.stdout}{checked.stderr}"
    assert checked.stdout.strip().endswith(f"{len(lines)} rows, 0 that do not fit their contract"), checked.stdout

    # Money travels in cents: the accepted bid of 2500 and its three stages (50, 30 and 20 %).
    def of_the_deal(event_type: str) -> list[dict]:
        found = [json.loads(line) for line in lines]
        return [row["payload"]["data"] for row in found
                if row["type"] == event_type and row["payload"]["data"].get("projectId") == deal.id]

    accepted = of_the_deal("bid.accepted")
    assert [event["amountCents"] for event in accepted] == [250000]
    assert "amount" not in accepted[0]
    payments = of_the_deal("payment.succeeded")
    assert sorted((p["paymentType"], p["amountCents"]) for p in payments) == [
        ("down_payment", 125000), ("final_payment", 50000), ("milestone", 75000)]
