"""services/projects/openapi.yaml says what docs/dev-contract.md ("Projects and bids") says. Offline: no running
system needed."""
from __future__ import annotations

import pytest

from lib.openapi_contract import required_contract, schema_error
from lib.projects import BUDGET_RANGES, CABINET_TYPES, DELIVERABLES, MATERIALS, TIMELINES

EXPECTED_STATUSES = {
    ("get", "/api/projects"): {"200", "400", "401", "500"},
    ("post", "/api/projects"): {"201", "400", "401", "403", "409", "500"},
    ("get", "/api/projects/{projectId}"): {"200", "401", "404", "500"},
    ("get", "/api/my-projects"): {"200", "401", "500"},
    ("post", "/api/projects/{projectId}/complete"): {"200", "401", "403", "404", "409", "500"},
    ("post", "/api/projects/{projectId}/cancel"): {"200", "401", "403", "404", "409", "500"},
    ("get", "/api/projects/{projectId}/bids"): {"200", "401", "403", "404", "500"},
    ("post", "/api/bids"): {"201", "400", "401", "403", "404", "409", "500"},
    ("post", "/api/bids/{bidId}/accept"): {"200", "401", "403", "404", "409", "500"},
    ("get", "/api/personal-data/projects"): {"200", "401", "500"},
    ("post", "/api/projects/{projectId}/invitations"): {"200", "201", "400", "401", "403", "404", "409", "500"},
    ("get", "/api/my-invitations"): {"200", "401", "403", "500"},
    ("get", "/healthz"): {"200"},
    ("get", "/readyz"): {"200", "503"},
}

PARTY = {"id": 3, "username": "ann.c", "firstName": "Ann", "lastName": "Client"}
ENGINEER = {"id": 12, "username": "ada.l", "firstName": "Ada", "lastName": "Lovelace", "isVerified": True}
PROJECT = {
    "id": 7, "title": "Oak kitchen run", "description": "Twelve base cabinets and eight uppers, frameless.",
    "cabinetType": "Kitchen Cabinets", "budgetRange": "$1,000 - $2,500", "timeline": "2-4 weeks",
    "materialType": "Plywood", "deliverables": ["Cut Lists"], "status": "posted", "clientId": 3,
    "assignedEngineerId": None, "finalAmount": None, "createdAt": "2025-01-02T03:04:05.678Z",
    "updatedAt": "2025-01-02T03:04:05.678Z", "completedAt": None, "client": PARTY, "assignedEngineer": None,
    "bidCount": 0,
}
BID = {"id": 31, "projectId": 7, "engineerId": 12, "engineer": ENGINEER, "amount": "1500.00",
       "proposal": "Cut lists within a week.", "timeline": "1 week", "status": "pending",
       "createdAt": "2025-01-02T04:00:00.000Z"}


@pytest.mark.parametrize("operation", sorted(EXPECTED_STATUSES), ids=lambda o: f"{o[0].upper()} {o[1]}")
def test_every_status_of_the_contract_is_documented(projects_contract, operation):
    method, path = operation
    assert set(projects_contract.operation(method, path).spec["responses"]) == EXPECTED_STATUSES[operation]


def test_error_responses_use_the_error_schema(projects_contract):
    for (method, path), statuses in EXPECTED_STATUSES.items():
        if path in ("/healthz", "/readyz"):
            continue
        for status in statuses:
            if status.startswith(("4", "5")):
                _, _, response = projects_contract.response(method, path, int(status))
                # PlanRequired is an Error with the fields of a plan refusal (issue 29).
                assert response["content"]["application/json"]["schema"] in (
                    {"$ref": "#/components/schemas/Error"}, {"$ref": "#/components/schemas/PlanRequired"}), \
                    (method, path, status)


def test_posting_takes_the_idempotency_key_billing_takes(projects_contract):
    posting = projects_contract.operation("post", "/api/projects").spec
    (key,) = [projects_contract.resolve(parameter) for parameter in posting["parameters"]]
    billing = required_contract("billing")
    assert key == billing.resolve(billing.document["components"]["parameters"]["IdempotencyKey"])


def test_enums_are_the_specs_lists(projects_contract):
    schemas = projects_contract.document["components"]["schemas"]
    assert schemas["CabinetType"]["enum"] == CABINET_TYPES
    assert schemas["BudgetRange"]["enum"] == BUDGET_RANGES
    assert schemas["Timeline"]["enum"] == TIMELINES
    assert schemas["MaterialType"]["enum"] == MATERIALS
    assert schemas["Deliverable"]["enum"] == DELIVERABLES
    assert schemas["ProjectStatus"]["enum"] == ["posted", "in_progress", "completed", "cancelled"]
    assert schemas["BidStatus"]["enum"] == ["pending", "accepted", "declined"]


def test_browse_documents_its_total_count(projects_contract):
    header = projects_contract.resolve(projects_contract.response("get", "/api/projects", 200)[2]["headers"]
                                       ["X-Total-Count"])
    assert header["required"] is True and header["schema"]["type"] == "integer"


def test_project_schema(projects_contract):
    assert schema_error(projects_contract, "Project", PROJECT) is None
    assigned = {**PROJECT, "status": "in_progress", "assignedEngineerId": 12, "finalAmount": "1500.00",
                "assignedEngineer": ENGINEER}
    assert schema_error(projects_contract, "Project", assigned) is None
    for bad in ({"status": "assigned"}, {"finalAmount": 1500}, {"finalAmount": "1500.5"}, {"cabinetType": "Kitchen"},
                {"deliverables": ["Blueprints"]}, {"client": {**PARTY, "email": "a@b.c"}}, {"bids": []},
                {"assignedEngineer": PARTY}, {"title": "Oak"}):
        assert schema_error(projects_contract, "Project", {**PROJECT, **bad}) is not None, bad
    assert schema_error(projects_contract, "Project", {k: v for k, v in PROJECT.items() if k != "bidCount"})


def test_project_with_bids_schema(projects_contract):
    assert schema_error(projects_contract, "ProjectWithBids", {**PROJECT, "bids": [BID]}) is None
    assert schema_error(projects_contract, "ProjectWithBids", PROJECT) is not None


def test_bid_schema(projects_contract):
    assert schema_error(projects_contract, "Bid", BID) is None
    for bad in ({"amount": 1500}, {"amount": "1500"}, {"status": "rejected"}, {"engineer": PARTY},
                {"engineer": {**ENGINEER, "email": "a@b.c"}}):
        assert schema_error(projects_contract, "Bid", {**BID, **bad}) is not None, bad


def test_accepted_bid_schema(projects_contract):
    accepted = {"bid": {**BID, "status": "accepted"},
                "project": {**PROJECT, "status": "in_progress", "assignedEngineerId": 12, "finalAmount": "1500.00",
                            "assignedEngineer": ENGINEER}}
    assert schema_error(projects_contract, "AcceptedBid", accepted) is None
    assert schema_error(projects_contract, "AcceptedBid", {**accepted, "bid": BID}) is not None
    assert schema_error(projects_contract, "AcceptedBid", {**accepted, "project": PROJECT}) is not None
