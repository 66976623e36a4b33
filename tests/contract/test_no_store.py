"""Answers that depend on the session are never kept by a browser or a proxy: `Cache-Control: no-store` on every
answer of every service, through nginx and on the services' own ports, errors included."""
from __future__ import annotations

import pytest

from lib.api_client import expect
from lib.engineers import register_engineer
from lib.messaging import known_to_messaging
from lib.projects import new_client, post_project

SIGNED_IN_GETS = [
    ("client", "/api/user"),
    ("client", "/api/my-projects"),
    ("client", "/api/projects"),
    ("client", "/api/projects/{project}"),
    ("client", "/api/projects/{project}/bids"),
    ("client", "/api/projects/{project}/messages"),
    ("client", "/api/notifications"),
    ("client", "/api/subscription-status"),
    ("engineer", "/api/engineer-profile"),
    ("engineer", "/api/engineer-profile/{engineer}"),
    ("engineer", "/api/certification/attempts"),
    ("admin", "/api/analytics/signups"),
    ("admin", "/api/analytics/daily-signups"),
    (None, "/api/engineers"),
]


@pytest.fixture(scope="module")
def people(api, projects_api, admin_session):
    client = new_client(api)
    engineer = register_engineer(api)
    project = post_project(projects_api, client)
    known_to_messaging(project["id"], bidders=0)  # its messages are messaging's once project.posted arrived
    return {"client": client.session, "engineer": engineer.session, "admin": admin_session,
            "ids": {"project": project["id"], "engineer": engineer.id}}


@pytest.mark.parametrize("who, path", SIGNED_IN_GETS, ids=[path for _, path in SIGNED_IN_GETS])
def test_every_answer_is_no_store(gateway, people, who, path):
    response = expect(gateway.get(path.format(**people["ids"]), session=people[who] if who else None), 200)
    assert response.headers.get("Cache-Control") == "no-store", response.describe()


@pytest.mark.parametrize("path", ["/api/user", "/api/my-projects", "/api/notifications", "/api/subscription-status",
                                  "/api/analytics/signups"])
def test_refusals_are_no_store_too(gateway, path):
    response = expect(gateway.get(path), 401)
    assert response.headers.get("Cache-Control") == "no-store", response.describe()


def test_sign_in_and_the_services_own_port(api, auth_direct, people):
    response = expect(auth_direct.get("/api/user", session=people["client"]), 200)
    assert response.headers.get("Cache-Control") == "no-store"
