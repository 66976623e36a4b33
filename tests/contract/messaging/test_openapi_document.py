"""services/messaging/openapi.yaml says what docs/dev-contract.md ("Messaging") says. Offline: no running system
needed."""
from __future__ import annotations

import pytest

from lib.openapi_contract import schema_error

EXPECTED_STATUSES = {
    ("get", "/api/projects/{projectId}/messages"): {"200", "400", "401", "403", "404", "500"},
    ("get", "/api/notifications"): {"200", "400", "401", "500"},
    ("post", "/api/notifications/read-all"): {"200", "401", "403", "500"},
    ("delete", "/api/notifications"): {"204", "401", "403", "500"},
    ("post", "/api/notifications/{notificationId}/read"): {"200", "401", "403", "404", "500"},
    ("get", "/api/exports/messages.csv"): {"200", "401", "403", "500"},
    ("get", "/api/personal-data/messages"): {"200", "401", "500"},
    ("get", "/api/webhooks"): {"200", "401", "500"},
    ("post", "/api/webhooks"): {"201", "400", "401", "403", "409", "500"},
    ("delete", "/api/webhooks/{webhookId}"): {"204", "401", "403", "404", "500"},
    ("post", "/api/webhooks/{webhookId}/test"): {"202", "401", "403", "404", "500"},
    ("get", "/api/webhooks/{webhookId}/deliveries"): {"200", "400", "401", "404", "500"},
    ("get", "/api/support/status"): {"200", "500"},
    ("post", "/api/support/conversations"): {"200", "201", "400", "403", "429", "500"},
    ("get", "/api/support/conversations/mine"): {"200", "500"},
    ("get", "/api/support/conversations/{supportId}/messages"): {"200", "400", "404", "500"},
    ("post", "/api/support/conversations/{supportId}/messages"): {"201", "400", "403", "404", "409", "500"},
    ("post", "/api/support/resume"): {"200", "400", "403", "500"},
    ("get", "/api/admin/support/conversations"): {"200", "400", "401", "403", "500"},
    ("post", "/api/admin/support/conversations/{supportId}/close"): {"200", "401", "403", "404", "500"},
    ("get", "/healthz"): {"200"},
    ("get", "/readyz"): {"200", "503"},
}

MESSAGE = {"id": 5, "projectId": 7, "senderId": 3, "receiverId": 12, "content": "Hello", "createdAt":
           "2025-01-02T03:04:05.678Z", "clientMessageId": None,
           "sender": {"id": 3, "firstName": "Ann", "lastName": "Client"}}
NOTIFICATION = {"id": 9, "type": "bid", "title": "New Bid", "message": "An engineer bid $1,500.00.", "read": False,
                "timestamp": "2025-01-02T03:04:05.678Z", "kind": "new_bid", "link": "/project/7#bids", "projectId": 7}


@pytest.mark.parametrize("operation", sorted(EXPECTED_STATUSES), ids=lambda o: f"{o[0].upper()} {o[1]}")
def test_every_status_of_the_contract_is_documented(messaging_contract, operation):
    method, path = operation
    assert set(messaging_contract.operation(method, path).spec["responses"]) == EXPECTED_STATUSES[operation]


def test_error_responses_use_the_error_schema(messaging_contract):
    for (method, path), statuses in EXPECTED_STATUSES.items():
        if path in ("/healthz", "/readyz"):
            continue
        for status in statuses:
            if status.startswith(("4", "5")):
                _, _, response = messaging_contract.response(method, path, int(status))
                allowed = [{"$ref": "#/components/schemas/Error"}]
                if status == "403":  # a refusal for the plan names what the plan lacks
                    allowed.append({"$ref": "#/components/schemas/PlanRequired"})
                assert response["content"]["application/json"]["schema"] in allowed, (method, path, status)


def test_message_schema(messaging_contract):
    assert schema_error(messaging_contract, "Message", MESSAGE) is None
    assert schema_error(messaging_contract, "Message", {**MESSAGE, "clientMessageId": "5f0c2a8e-1b7d"}) is None
    for bad in ({"content": ""}, {"id": "5"}, {"sender": {"id": 3}}, {"extra": 1}, {"clientMessageId": "short"},
                {"clientMessageId": 5}):
        assert schema_error(messaging_contract, "Message", {**MESSAGE, **bad}) is not None, bad


def test_notification_schema(messaging_contract):
    assert schema_error(messaging_contract, "Notification", NOTIFICATION) is None
    # A notification from before kinds has none of them.
    assert schema_error(messaging_contract, "Notification",
                        {**NOTIFICATION, "kind": None, "link": None, "projectId": None}) is None
    for bad in ({"read": "no"}, {"title": ""}, {"timestamp": "yesterday"}, {"projectId": "7"}, {"kind": 3}):
        assert schema_error(messaging_contract, "Notification", {**NOTIFICATION, **bad}) is not None, bad
