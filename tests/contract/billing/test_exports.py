"""GET /api/exports/payments.csv (issue 29 item 4, docs in services/billing/openapi.yaml): a member's own payments as
CSV, professional plans and up, read from billing's own subscriptions (no projection). A starter member is refused
with 403 plan_required; an admin with 403 forbidden; nobody signed in with 401. A client's file has their plan and
stage payments, declined attempts included, with the card; the project's engineer's has the stage payments that
reached them, without the card; nobody sees another member's payments."""
from __future__ import annotations

import uuid

import pytest

from lib.api_client import expect
from lib.billing import DECLINED, accepted_project, confirm, start_stage, subscribe
from lib.exports import csv_table, refused_for_plan
from lib.projects import new_client

COLUMNS = ["id", "createdAt", "direction", "kind", "description", "projectId", "stage", "amount", "currency",
           "status", "card", "paidAt", "releasedAt", "refundedAt"]


def export(billing_api, session):
    return billing_api.get("/api/exports/payments.csv", session=session)


def test_a_starter_member_is_told_which_plan_exports(api, billing_api):
    refused_for_plan(export(billing_api, new_client(api).session))


def test_signed_out_and_admins_are_refused(billing_api, admin_session):
    expect(billing_api.get("/api/exports/payments.csv"), 401, "Not authenticated")
    refused = export(billing_api, admin_session)
    assert refused.status == 403 and refused.body["code"] == "forbidden", refused.describe()


@pytest.fixture
def paid_project(gateway, billing_api, admin_session):
    """A professional client and engineer; the client's first card for the down payment was declined, the second
    paid it."""
    project = accepted_project(gateway, admin_session, amount=2500)  # the client on professional, monthly
    subscribe(gateway, project.engineer, "professional", "yearly")
    intent = expect(start_stage(billing_api, project.client.session, project.id, "down_payment", 1250,
                                key=str(uuid.uuid4())), 200).body
    declined = confirm(billing_api, project.client.session, intent["clientSecret"], DECLINED)
    assert declined.status == 402, declined.describe()
    expect(confirm(billing_api, project.client.session, intent["clientSecret"]), 200)
    return project


def test_the_client_exports_what_they_paid_with_the_card(api, gateway, billing_api, paid_project):
    someone_else = new_client(api)
    subscribe(gateway, someone_else, "professional", "monthly")

    header, *lines = csv_table(expect(export(billing_api, paid_project.client.session), 200))
    assert header == COLUMNS
    assert [line[2:4] + line[6:10] for line in lines] == [
        ["paid", "subscription", "", "29.00", "usd", "succeeded"],
        ["paid", "project_stage", "down_payment", "1250.00", "usd", "succeeded"]], lines
    assert lines[1][5] == str(paid_project.id)
    assert all(line[10].endswith(" ending 4242") for line in lines), "the card that paid, by its last four digits"
    assert all(line[11] and not line[12] and not line[13] for line in lines), "paid, held (not released)"
    assert [int(line[0]) for line in lines] == sorted(int(line[0]) for line in lines)


def test_the_engineer_exports_the_stage_that_reached_them_without_the_card(billing_api, paid_project):
    header, *lines = csv_table(expect(export(billing_api, paid_project.engineer.session), 200))
    assert header == COLUMNS
    mine, received = lines
    assert mine[2:4] == ["paid", "subscription"] and mine[10].endswith(" ending 4242"), "their own plan"
    assert received[2:4] + received[5:10] == ["received", "project_stage", str(paid_project.id), "down_payment",
                                              "1250.00", "usd", "succeeded"]
    assert received[10] == "", "the client's card is not the engineer's business"
