"""POST /api/projects/{id}/invitations and GET /api/my-invitations (issue 29 item 7, docs in
services/projects/openapi.yaml): a client whose plan has verified_engineers invites a verified engineer to bid on
their open project; the engineer is notified by messaging (invitation.sent) and finds it among their invitations.
A starter client is refused with plan_required; inviting twice changes nothing."""
from __future__ import annotations

import pytest

from lib.api_client import ApiClient, expect
from lib.billing import upgraded
from lib.engineers import register_engineer
from lib.projects import new_client, post_project, verified_engineer
from lib.waiting import wait_until

PLAN_REQUIRED = {"message": "Verified engineers is part of the Professional plan: upgrade to use it.",
                 "code": "plan_required", "capability": "verified_engineers", "plan": "professional",
                 "link": "/premium-plans"}
NOT_VERIFIED = "Only verified engineers can be invited to bid"
NOT_OPEN = "Only open projects take invitations: this one is no longer open"


def invite(projects_api: ApiClient, session: str | None, project_id: int | str, engineer_id) -> object:
    return projects_api.post(f"/api/projects/{project_id}/invitations", json={"engineerId": engineer_id},
                             session=session)


def invitations_of(projects_api: ApiClient, session: str) -> list[dict]:
    return expect(projects_api.get("/api/my-invitations", session=session), 200).body


@pytest.fixture(scope="module")
def engineer(api, admin_session):
    return verified_engineer(api)


@pytest.mark.parametrize("plan", ["professional", "enterprise"])
def test_a_paying_client_invites_a_verified_engineer_who_is_told(api, projects_api, messaging_api, engineer, plan):
    client = upgraded(api, new_client(api), plan)
    project = post_project(projects_api, client)
    sent = expect(invite(projects_api, client.session, project["id"], engineer.id), 201).body
    assert (sent["projectId"], sent["engineerId"]) == (project["id"], engineer.id)

    again = expect(invite(projects_api, client.session, project["id"], engineer.id), 200).body
    assert again == sent, "the same invitation"

    listed = [i for i in invitations_of(projects_api, engineer.session) if i["projectId"] == project["id"]]
    assert len(listed) == 1 and listed[0]["id"] == sent["id"]
    assert listed[0]["projectTitle"] == project["title"]
    assert listed[0]["clientName"] == f"{client.payload['firstName']} {client.payload['lastName']}"

    expected = f"{listed[0]['clientName']} invited you to bid on \"{project['title']}\"."
    found = wait_until(
        lambda: [n for n in expect(messaging_api.get("/api/notifications", session=engineer.session), 200).body
                 if n.get("kind") == "bid_invitation" and n.get("projectId") == project["id"]],
        until=lambda notes: len(notes) >= 1, timeout=60, what="the engineer's invitation notification")
    assert len(found) == 1, "told once, however often invited"
    assert (found[0]["title"], found[0]["message"], found[0]["link"]) == (
        "Invitation to Bid", expected, f"/project/{project['id']}")


def test_a_starter_client_is_told_which_plan_invites(api, projects_api, engineer):
    client = new_client(api)
    project = post_project(projects_api, client)
    refused = invite(projects_api, client.session, project["id"], engineer.id)
    assert refused.status == 403 and refused.body == PLAN_REQUIRED, refused.describe()


def test_who_and_what_can_be_invited(api, projects_api, admin_session, engineer):
    client = upgraded(api, new_client(api), "professional")
    other = new_client(api)
    theirs = post_project(projects_api, other)
    expect(invite(projects_api, client.session, theirs["id"], engineer.id), 404, "Project not found")
    expect(invite(projects_api, client.session, 2_000_000_000, engineer.id), 404, "Project not found")

    project = post_project(projects_api, client)
    unverified = register_engineer(api)
    expect(invite(projects_api, client.session, project["id"], unverified.id), 400, NOT_VERIFIED)
    expect(invite(projects_api, client.session, project["id"], client.id), 400, NOT_VERIFIED)
    for bad in ("12", None, 0, -3, 1.5):
        expect(invite(projects_api, client.session, project["id"], bad), 400,
               "engineerId must be the user id of an engineer")
    expect(invite(projects_api, None, project["id"], engineer.id), 401, "Not authenticated")
    refused = invite(projects_api, engineer.session, project["id"], engineer.id)
    assert refused.status == 403 and refused.body["code"] == "forbidden", refused.describe()

    expect(projects_api.post(f"/api/projects/{project['id']}/cancel", session=client.session), 200)
    expect(invite(projects_api, client.session, project["id"], engineer.id), 409, NOT_OPEN)


def test_only_engineers_have_invitations_and_closed_projects_leave_the_list(api, projects_api, engineer):
    client = upgraded(api, new_client(api), "professional")
    refused = projects_api.get("/api/my-invitations", session=client.session)
    assert refused.status == 403, refused.describe()
    expect(projects_api.get("/api/my-invitations"), 401, "Not authenticated")

    project = post_project(projects_api, client)
    expect(invite(projects_api, client.session, project["id"], engineer.id), 201)
    assert project["id"] in [i["projectId"] for i in invitations_of(projects_api, engineer.session)]
    expect(projects_api.post(f"/api/projects/{project['id']}/cancel", session=client.session), 200)
    assert project["id"] not in [i["projectId"] for i in invitations_of(projects_api, engineer.session)]
