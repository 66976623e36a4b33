"""GET /api/exports/projects.csv and /api/exports/bids.csv (issue 29 items 1 and 4, docs in
services/projects/openapi.yaml): a member's own data as CSV, professional plans and up. A starter member is refused
with 403 plan_required naming the capability, the cheapest plan that has it and /premium-plans; an admin with 403
forbidden (no plan); nobody signed in with 401. Upgraded (subscription.changed reaches projects' member_plans), the
member gets an RFC 4180, formula-safe CSV of their rows only, streamed; falling back to starter at the end of a
cancelled period refuses them again."""
from __future__ import annotations

import pytest

from lib.api_client import expect
from lib.billing import advance_clock, subscribe, sweep, upgraded
from lib.database import rows
from lib.exports import csv_table as table, refused_for_plan
from lib.projects import accept, bid, new_client, post_project, verified_engineer
from lib.waiting import wait_until

DAY = 86400
PROJECT_COLUMNS = ["id", "title", "status", "cabinetType", "budgetRange", "timeline", "materialType", "finalAmount",
                   "createdAt", "completedAt"]
BID_COLUMNS = ["id", "projectId", "projectTitle", "amount", "timeline", "status", "createdAt"]


def export(projects_api, member, name: str):
    return projects_api.get(f"/api/exports/{name}", session=member.session if member else None)


@pytest.mark.parametrize("name", ["projects.csv", "bids.csv"])
def test_a_starter_member_is_told_which_plan_exports(api, projects_api, name):
    client = new_client(api)
    post_project(projects_api, client)
    refused_for_plan(export(projects_api, client, name))


@pytest.mark.parametrize("name", ["projects.csv", "bids.csv"])
def test_signed_out_and_admins_are_refused(projects_api, admin_session, name):
    expect(projects_api.get(f"/api/exports/{name}"), 401, "Not authenticated")
    refused = projects_api.get(f"/api/exports/{name}", session=admin_session)
    assert refused.status == 403 and refused.body["code"] == "forbidden", refused.describe()


def test_a_professional_client_exports_their_projects_and_nobody_elses(api, projects_api):
    client = upgraded(api, new_client(api), "professional")
    other = new_client(api)
    theirs = post_project(projects_api, other)
    tricky = post_project(projects_api, client, title='=HYPERLINK("x")', materialType="Plywood")
    plain = post_project(projects_api, client, title="Walnut, oak and 厨房 cabinets")

    response = expect(export(projects_api, client, "projects.csv"), 200)
    header, *lines = table(response)
    assert header == PROJECT_COLUMNS
    assert [int(line[0]) for line in lines] == [tricky["id"], plain["id"]], "their own projects, by id"
    assert theirs["id"] not in [int(line[0]) for line in lines]
    assert lines[0][1] == "'=HYPERLINK(\"x\")", "a formula is never a formula"
    assert '"\'=HYPERLINK(""x"")"' in response.raw.content.decode("utf-8"), "quoted, quotes doubled"
    assert lines[1][1] == "Walnut, oak and 厨房 cabinets"
    assert lines[1][2:8] == ["posted", "Kitchen Cabinets", "$1,000 - $2,500", "2-4 weeks", "Plywood", ""]
    assert lines[1][8] == plain["createdAt"] and lines[1][9] == ""


def test_bids_export_for_the_engineer_and_the_client(api, projects_api, admin_session):
    client = upgraded(api, new_client(api), "professional")
    engineer = upgraded(api, verified_engineer(api), "professional")
    project = post_project(projects_api, client, title="Bath vanity")
    other_project = post_project(projects_api, new_client(api))
    placed = bid(projects_api, engineer, project["id"], amount=1600)
    elsewhere = bid(projects_api, engineer, other_project["id"], amount=900)
    expect(accept(projects_api, client.session, placed["id"]), 200)

    header, *mine = table(expect(export(projects_api, engineer, "bids.csv"), 200))
    assert header == BID_COLUMNS
    assert [line[:6] for line in mine] == [
        [str(placed["id"]), str(project["id"]), "Bath vanity", "1600.00", "2 weeks", "accepted"],
        [str(elsewhere["id"]), str(other_project["id"]), other_project["title"], "900.00", "2 weeks", "pending"]]

    header, *theirs = table(expect(export(projects_api, client, "bids.csv"), 200))
    assert [line[0] for line in theirs] == [str(placed["id"])], "only the bids on the client's projects"

    header, *assigned = table(expect(export(projects_api, engineer, "projects.csv"), 200))
    assert [(line[0], line[2], line[7]) for line in assigned] == [(str(project["id"]), "in_progress", "1600.00")]


@pytest.mark.serial  # moves billing's clock: every other test's deadlines move with it
def test_falling_back_to_starter_refuses_the_export_again(config, api, gateway, projects_api):
    client = new_client(api)
    subscribe(gateway, client, "professional", "monthly")
    upgraded(api, client, "professional")
    expect(export(projects_api, client, "projects.csv"), 200)
    expect(gateway.post("/api/cancel-subscription", session=client.session), 200)

    advance_clock(config, 31 * DAY)
    assert sweep(config) >= 1
    wait_until(lambda: rows(f"SELECT plan FROM projects.member_plans WHERE user_id = {int(client.id)}"),
               until=lambda found: found == [["starter"]], timeout=30,
               what=f"projects to learn that user {client.id} fell back to starter")
    refused_for_plan(export(projects_api, client, "projects.csv"))
