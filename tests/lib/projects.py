"""Projects slice helpers (docs/dev-contract.md "Projects and bids"): the spec's option lists, valid forms, posting,
bidding, and engineers who may bid. Calls go through the ApiClient given, so every response is checked against the
openapi.yaml of that client (the projects service's for projects calls, auth's for users and approval)."""
from __future__ import annotations

from typing import Any

from .api_client import ApiClient, ApiResponse, expect
from .database import rows
from .engineers import pass_certification, register_client, register_engineer, token
from .users import RegisteredUser
from .waiting import wait_until

# Spec section 9, exactly.
CABINET_TYPES = ["Kitchen Cabinets", "Bathroom Vanity", "Built-in Storage", "Custom Millwork", "Office Furniture",
                 "Entertainment Center"]
BUDGET_RANGES = ["$500 - $1,000", "$1,000 - $2,500", "$2,500 - $5,000", "$5,000+"]
TIMELINES = ["1-2 weeks", "2-4 weeks", "1-2 months", "Flexible"]
MATERIALS = ["Plywood", "MDF", "Solid Wood", "Mixed Materials"]
DELIVERABLES = ["CNC Files (DXF)", "Cut Lists", "Assembly Drawings", "3D Renderings", "Material Lists",
                "Hardware Specifications", "Installation Guide", "CAD Files"]

NOT_AUTHENTICATED = "Not authenticated"
PROJECT_NOT_FOUND = "Project not found"
BID_NOT_FOUND = "Bid not found"
FILL_IN_REQUIRED = "Please fill in all required fields"
FILL_IN_ALL = "Please fill in all fields"
ONLY_CLIENTS_POST = "Only clients can post projects"
ONLY_VERIFIED_BID = "Only verified engineers can bid on projects"
ONLY_THE_CLIENT = "Only the project's client can do this"
ONLY_THE_CLIENT_ACCEPTS = "Only the project's client can accept bids"
CANNOT_SEE_BIDS = "You cannot see the bids of this project"
ALREADY_BID = "You've already submitted a bid for this project."
NOT_ACCEPTING_BIDS = "This project is no longer accepting bids"
CANNOT_ACCEPT = "This bid can no longer be accepted"
ONLY_IN_PROGRESS_COMPLETES = "Only a project in progress can be completed"
ONLY_POSTED_CANCELS = "Only a posted project can be cancelled"
CROSS_SITE = {"Origin": "https://evil.example"}
# A project or bid id no test creates (ids are serial).
UNKNOWN_ID = 2_000_000_000
MALFORMED_IDS = ["abc", "0", "-1", "1.5", "12abc", "99999999999999999999"]
VERIFIED_DEADLINE_SECONDS = 30


def project_form(**overrides: Any) -> dict[str, Any]:
    """A valid post-project body whose title carries a word no other test uses (searchable: form['title'])."""
    form: dict[str, Any] = {
        "title": f"Oak kitchen {token('prj')}",
        "description": "Twelve base cabinets and eight uppers, frameless, with CNC nesting files.",
        "cabinetType": "Kitchen Cabinets",
        "budgetRange": "$1,000 - $2,500",
        "timeline": "2-4 weeks",
        "materialType": "Plywood",
        "deliverables": ["Cut Lists", "CAD Files"],
    }
    form.update(overrides)
    return form


def post_project(projects_api: ApiClient, client: RegisteredUser, **overrides: Any) -> dict:
    return expect(projects_api.post("/api/projects", json=project_form(**overrides), session=client.session), 201).body


def bid_form(project_id: int, **overrides: Any) -> dict[str, Any]:
    return {"projectId": project_id, "amount": 1500, "proposal": "Cut lists and nesting in Cabinet Vision.",
            "timeline": "2 weeks", **overrides}


def place_bid(projects_api: ApiClient, engineer: RegisteredUser, project_id: int, **overrides: Any) -> ApiResponse:
    return projects_api.post("/api/bids", json=bid_form(project_id, **overrides), session=engineer.session)


def bid(projects_api: ApiClient, engineer: RegisteredUser, project_id: int, **overrides: Any) -> dict:
    return expect(place_bid(projects_api, engineer, project_id, **overrides), 201).body


def accept(projects_api: ApiClient, session: str | None, bid_id: int | str, **kwargs: Any) -> ApiResponse:
    return projects_api.post(f"/api/bids/{bid_id}/accept", session=session, **kwargs)


def project_of(projects_api: ApiClient, session: str, project_id: int) -> dict:
    return expect(projects_api.get(f"/api/projects/{project_id}", session=session), 200).body


def bids_of(projects_api: ApiClient, session: str, project_id: int) -> list[dict]:
    return expect(projects_api.get(f"/api/projects/{project_id}/bids", session=session), 200).body


def known_to_projects(users: list[RegisteredUser]) -> None:
    """Wait until the projects service's user directory has the users (user.registered through Kafka): before that,
    their projects and bids show them with empty names."""
    ids = ",".join(str(int(user.id)) for user in users)
    wait_until(lambda: int(rows(f"SELECT count(*) FROM projects.user_directory WHERE user_id IN ({ids})")[0][0]),
               until=lambda known: known == len(users), timeout=VERIFIED_DEADLINE_SECONDS,
               what=f"{len(users)} user(s) in the projects service's user directory")


def new_client(api: ApiClient) -> RegisteredUser:
    """A client the projects service already knows by name."""
    client = register_client(api)
    known_to_projects([client])
    return client


def verified_engineers(api: ApiClient, count: int = 1) -> list[RegisteredUser]:
    """New engineers verified the only way there is, by passing the certification test, returned once the projects
    service has learnt it (engineer.certified through Kafka into projects.verified_engineers, read as the database
    superuser like the integration tests)."""
    engineers = [register_engineer(api) for _ in range(count)]
    for engineer in engineers:
        pass_certification(api, engineer)
    ids = ",".join(str(int(engineer.id)) for engineer in engineers)
    wait_until(lambda: int(rows(f"SELECT count(*) FROM projects.verified_engineers WHERE user_id IN ({ids})")[0][0]),
               until=lambda known: known == count, timeout=VERIFIED_DEADLINE_SECONDS,
               what=f"{count} certified engineer(s) in the projects service's projection")
    return engineers


def verified_engineer(api: ApiClient) -> RegisteredUser:
    return verified_engineers(api, 1)[0]
