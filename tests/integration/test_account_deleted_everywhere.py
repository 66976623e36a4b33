"""A deleted account reaches every service (issue 30 item 7; docs/events.md account.deleted): a client with a
finished, paid project, a project still posted, a direct conversation, a support conversation, e-mail settings, a plan paid minutes ago (so
refunded by the 30-day guarantee) and profile views
deletes their account; auth erases its row at once, and each other service, once its consumer has applied the event
(polled in its own schema), has erased or anonymised what it held, while the engineer keeps the project, its
payments and the ledger, and the client's project-chat history."""
from __future__ import annotations

import uuid

from lib.accounts import DELETED_NAME, delete_account, wait_open_in_auth
from lib.api_client import expect
from lib.billing import accepted_project
from lib.database import rows
from lib.deliverables import act, funded, submitted, uploaded
from lib.projects import post_project
from lib.waiting import wait_until

DEADLINE_SECONDS = 60


def count(sql: str) -> int:
    return int(rows(sql)[0][0])


def applied(what: str, sql: str, expected: object) -> None:
    wait_until(lambda: rows(sql), until=lambda found: found == expected, timeout=DEADLINE_SECONDS,
               what=f"{what} after account.deleted ({sql})")


def test_every_service_erases_or_anonymises_a_deleted_member(api, gateway, projects_api, admin_session):
    deal = accepted_project(gateway, admin_session, amount=2500)  # the client is on professional
    client, engineer = deal.client, deal.engineer
    still_posted = post_project(projects_api, client)
    conversation = expect(gateway.post("/api/direct-conversations",
                                       json={"recipientId": engineer.id, "content": "Private: my address is ..."},
                                       session=client.session), 201).body
    expect(gateway.request("PUT", "/api/email-preferences", json={"newBid": False}, session=client.session), 200)
    support = expect(gateway.post("/api/support/conversations", json={"message": "My card ends in 4242."},
                                  session=client.session), 201).body
    expect(gateway.post("/api/track-page-view", json={"page": f"/engineer/{engineer.id}",
                                                      "sessionId": uuid.uuid4().hex}, session=client.session), 204)
    wait_until(lambda: count(f"SELECT count(*) FROM analytics.profile_views WHERE viewer = 'user:{client.id}'"),
               until=lambda n: n == 1, timeout=DEADLINE_SECONDS, what="the client's profile view to be kept")

    funded(projects_api, deal, "down_payment")
    design = uploaded(projects_api, engineer.session, deal.id, "design.pdf", b"%PDF-1.4\n%%EOF\n")
    submitted(projects_api, deal, "down_payment", [design["id"]])
    expect(act(projects_api, client.session, deal.id, "down_payment", "approve"), 200)
    expect(projects_api.post(f"/api/projects/{deal.id}/complete", session=client.session), 200)
    wait_open_in_auth(deal.id, is_open=False)
    payments_before = count(f"SELECT count(*) FROM billing.payments WHERE payer_id = {client.id}")
    ledger_before = count("SELECT count(*) FROM billing.ledger_entries")

    expect(delete_account(api, client.session, client.password), 204)

    # projects: the name, the posted project closed (and announced), the finished one kept for the engineer.
    applied("projects' directory", f"SELECT first_name, last_name FROM projects.user_directory WHERE user_id = "
            f"{client.id}", [list(DELETED_NAME)])
    applied("the posted project cancelled", f"SELECT status FROM projects.projects WHERE id = {still_posted['id']}",
            [["cancelled"]])
    kept = expect(projects_api.get(f"/api/projects/{deal.id}", session=engineer.session), 200).body
    assert kept["status"] == "completed" and (kept["client"]["firstName"], kept["client"]["lastName"]) == DELETED_NAME
    # messaging: address, settings, e-mails, notifications and the direct conversation's contents are gone.
    applied("messaging's deleted members", f"SELECT count(*) FROM messaging.deleted_members WHERE user_id = "
            f"{client.id}", [["1"]])
    for table in ("email_contacts", "email_opt_outs", "email_outbox", "notifications"):
        assert count(f"SELECT count(*) FROM messaging.{table} WHERE user_id = {client.id}") == 0, table
    assert count(f"SELECT count(*) FROM messaging.direct_messages WHERE conversation_id = {conversation['id']}") == 0
    assert count(f"SELECT count(*) FROM messaging.support_messages WHERE conversation_id = {support['id']}") == 0
    assert count(f"SELECT count(*) FROM messaging.support_conversations WHERE member_id = {client.id}") == 0
    assert rows(f"SELECT first_name, last_name FROM messaging.user_directory WHERE user_id = {client.id}") == [
        list(DELETED_NAME)]
    # billing: the plan ended, its payment refunded (paid minutes ago: the 30-day guarantee covers it); payments and
    # the ledger kept.
    applied("billing's subscription", f"SELECT plan FROM billing.subscriptions WHERE user_id = {client.id}",
            [["starter"]])
    assert count(f"SELECT count(*) FROM billing.payments WHERE payer_id = {client.id}") == payments_before >= 2
    assert count("SELECT count(*) FROM billing.ledger_entries") >= ledger_before
    assert count(f"SELECT count(*) FROM billing.ledger_transfers t JOIN billing.payments p ON p.id = t.payment_id "
                 f"WHERE p.payer_id = {client.id} AND p.kind = 'subscription' AND t.kind = 'refund'") == 1
    stages = expect(gateway.get(f"/api/project-payments/{deal.id}", session=engineer.session), 200).body
    assert stages["stages"][0]["status"] == "released"
    # analytics: the signup counted but unlinked, the admins' activity line nameless, the profile view kept under an
    # anonymous viewer.
    applied("analytics' signup", f"SELECT count(*) FROM analytics.signups WHERE user_id = {client.id}", [["0"]])
    assert rows(f"SELECT text FROM analytics.activity WHERE user_id = {client.id} AND kind = 'signup'") == [
        ["Deleted member joined as a client"]]
    assert count(f"SELECT count(*) FROM analytics.profile_views WHERE viewer = 'user:{client.id}'") == 0
    assert count(f"SELECT count(*) FROM analytics.profile_views WHERE engineer_id = {engineer.id} "
                 "AND viewer LIKE 'deleted:%'") == 1
    # auth: the engineer's review eligibility and the rest are untouched; the client cannot come back.
    expect(api.post("/api/login", json={"username": client.username, "password": client.password}), 401)
