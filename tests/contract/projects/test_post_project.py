"""POST /api/projects (docs/dev-contract.md "Projects and bids")."""
from __future__ import annotations

import pytest

from lib.api_client import expect
from lib.billing import upgraded
from lib.engineers import register_client, register_engineer
from lib.projects import (BUDGET_RANGES, CABINET_TYPES, CROSS_SITE, DELIVERABLES, FILL_IN_REQUIRED, MATERIALS,
                          NOT_AUTHENTICATED, ONLY_CLIENTS_POST, TIMELINES, new_client, post_project, project_form)

REQUIRED = ["title", "description", "cabinetType", "budgetRange", "timeline", "materialType"]


def post(projects_api, body, session, **kwargs):
    return projects_api.post("/api/projects", json=body, session=session, **kwargs)


def test_a_client_posts_a_project(api, projects_api):
    client = new_client(api)
    form = project_form()
    project = expect(post(projects_api, form, client.session), 201).body
    for field in REQUIRED + ["deliverables"]:
        assert project[field] == form[field], field
    assert project["status"] == "posted"
    assert project["clientId"] == client.id
    assert project["client"] == {"id": client.id, "username": client.username,
                                 "firstName": client.payload["firstName"], "lastName": client.payload["lastName"]}
    assert (project["assignedEngineerId"], project["assignedEngineer"], project["finalAmount"]) == (None, None, None)
    assert (project["completedAt"], project["bidCount"]) == (None, 0)
    assert project["createdAt"] == project["updatedAt"]
    assert expect(projects_api.get(f"/api/projects/{project['id']}", session=client.session), 200).body == project


def test_text_is_trimmed_deliverables_are_optional_and_kept_once(api, projects_api):
    client = register_client(api)
    form = project_form()
    project = post_project(projects_api, client, title=f"  {form['title']}  ", description=f"\n{form['description']} ",
                           deliverables=["CAD Files", "Cut Lists", "CAD Files"])
    assert (project["title"], project["description"]) == (form["title"], form["description"])
    assert project["deliverables"] == ["CAD Files", "Cut Lists"]
    without = project_form()
    del without["deliverables"]
    assert expect(post(projects_api, without, client.session), 201).body["deliverables"] == []
    assert post_project(projects_api, client, deliverables=None)["deliverables"] == []


@pytest.mark.parametrize("field,options", [("cabinetType", CABINET_TYPES), ("budgetRange", BUDGET_RANGES),
                                           ("timeline", TIMELINES), ("materialType", MATERIALS)])
def test_every_option_of_the_spec_is_accepted(api, projects_api, field, options):
    client = upgraded(api, register_client(api))  # more projects than starter allows
    for option in options:
        assert post_project(projects_api, client, **{field: option})[field] == option


def test_all_deliverables_at_once(api, projects_api):
    assert post_project(projects_api, register_client(api), deliverables=DELIVERABLES)["deliverables"] == DELIVERABLES


@pytest.mark.parametrize("field", REQUIRED)
@pytest.mark.parametrize("blank", ["missing", None, "", "   "], ids=["missing", "null", "empty", "spaces"])
def test_a_missing_field_asks_to_fill_in_everything(api, projects_api, field, blank):
    form = project_form()
    if blank == "missing":
        del form[field]
    else:
        form[field] = blank
    expect(post(projects_api, form, register_client(api).session), 400, FILL_IN_REQUIRED)


@pytest.mark.parametrize("field,value,message", [
    ("title", "Oak", "title must be 5 to 120 characters"),
    ("title", "x" * 121, "title must be 5 to 120 characters"),
    ("description", "Too short, really.", "description must be 20 to 5000 characters"),
    ("description", "x" * 5001, "description must be 20 to 5000 characters"),
    ("title", 12345, "title must be text"),
    ("description", "Twelve base cabinets\u0000 and eight uppers", "description must not contain a null character"),
], ids=["title-short", "title-long", "description-short", "description-long", "title-number", "null-character"])
def test_lengths_and_types(api, projects_api, field, value, message):
    expect(post(projects_api, project_form(**{field: value}), register_client(api).session), 400, message)


def test_limits_count_characters_not_bytes(api, projects_api):
    client = register_client(api)
    assert post_project(projects_api, client, title="Küche")["title"] == "Küche"
    assert len(post_project(projects_api, client, title="é" * 120)["title"]) == 120


@pytest.mark.parametrize("field", ["cabinetType", "budgetRange", "timeline", "materialType"])
@pytest.mark.parametrize("value", ["Something else", "kitchen cabinets", 3], ids=["unknown", "lower-case", "number"])
def test_values_outside_the_specs_lists(api, projects_api, field, value):
    response = expect(post(projects_api, project_form(**{field: value}), register_client(api).session), 400)
    assert response.message.startswith(f"{field} must be one of: "), response.describe()


@pytest.mark.parametrize("deliverables", [["Blueprints"], "Cut Lists", [1], {"a": 1}],
                         ids=["unknown", "not-a-list", "number", "object"])
def test_deliverables_outside_the_specs_list(api, projects_api, deliverables):
    response = expect(post(projects_api, project_form(deliverables=deliverables), register_client(api).session), 400)
    assert response.message.startswith("deliverables must be a list of: "), response.describe()


@pytest.mark.parametrize("body", ["not json", "[1, 2]", '"text"'])
def test_the_body_must_be_a_json_object(api, projects_api, body):
    response = projects_api.post("/api/projects", data=body, session=register_client(api).session,
                                 headers={"Content-Type": "application/json"})
    expect(response, 400, "Request body must be a JSON object")


def test_posting_needs_a_session(projects_api):
    expect(post(projects_api, project_form(), None), 401, NOT_AUTHENTICATED)
    expect(post(projects_api, project_form(), "garbage"), 401, NOT_AUTHENTICATED)


def test_an_engineer_cannot_post(api, projects_api):
    engineer = register_engineer(api)
    expect(post(projects_api, project_form(), engineer.session), 403, ONLY_CLIENTS_POST)
    # Who before what: the form is not even read.
    expect(post(projects_api, {}, engineer.session), 403, ONLY_CLIENTS_POST)


def test_an_admin_cannot_post(projects_api, admin_session):
    expect(post(projects_api, project_form(), admin_session), 403, ONLY_CLIENTS_POST)


def test_cross_site_posting_is_refused(api, projects_api):
    expect(post(projects_api, project_form(), register_client(api).session, headers=CROSS_SITE), 403)
