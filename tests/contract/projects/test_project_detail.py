"""GET /api/projects/{id} (docs/dev-contract.md "Projects and bids")."""
from __future__ import annotations

import pytest

from lib.api_client import expect
from lib.engineers import register_client, register_engineer
from lib.projects import MALFORMED_IDS, NOT_AUTHENTICATED, PROJECT_NOT_FOUND, UNKNOWN_ID, new_client, post_project


def test_anyone_signed_in_sees_a_project(api, projects_api, admin_session):
    client = new_client(api)
    project = post_project(projects_api, client)
    for session in (client.session, register_client(api).session, register_engineer(api).session, admin_session):
        assert expect(projects_api.get(f"/api/projects/{project['id']}", session=session), 200).body == project


def test_an_unknown_project(api, projects_api):
    expect(projects_api.get(f"/api/projects/{UNKNOWN_ID}", session=register_client(api).session), 404,
           PROJECT_NOT_FOUND)


@pytest.mark.parametrize("malformed", MALFORMED_IDS)
def test_a_malformed_id_is_an_unknown_project(api, projects_api, malformed):
    expect(projects_api.get(f"/api/projects/{malformed}", session=register_client(api).session), 404,
           PROJECT_NOT_FOUND)


def test_seeing_a_project_needs_a_session(api, projects_api):
    project = post_project(projects_api, register_client(api))
    expect(projects_api.get(f"/api/projects/{project['id']}"), 401, NOT_AUTHENTICATED)
