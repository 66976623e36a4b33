"""services/auth/openapi.yaml says what docs/dev-contract.md says, and the validator catches what it must.
Offline: no running system needed."""
from __future__ import annotations

import pytest

from lib.openapi_contract import ContractViolation, HeaderSource, OpenApiContract, schema_error

EXPECTED_STATUSES = {
    ("post", "/api/register"): {"201", "400", "403", "409", "429", "500"},
    ("post", "/api/login"): {"200", "400", "401", "403", "429", "500"},
    ("post", "/api/logout"): {"204", "403", "500"},
    ("get", "/api/user"): {"200", "401", "500"},
    ("get", "/healthz"): {"200"},
    ("get", "/readyz"): {"200", "503"},
}

VALID_USER = {"id": 1, "username": "ada.l", "email": "ada@example.com", "firstName": "Ada", "lastName": "Lovelace",
              "role": "engineer", "phone": None, "location": None, "profileImage": None,
              "createdAt": "2025-01-02T03:04:05.678Z"}


def walk_refs(node):
    if isinstance(node, dict):
        if "$ref" in node:
            yield node["$ref"]
        for value in node.values():
            yield from walk_refs(value)
    elif isinstance(node, list):
        for value in node:
            yield from walk_refs(value)


def test_document_basics(auth_contract):
    document = auth_contract.document
    assert document["openapi"] == "3.0.3"
    scheme = document["components"]["securitySchemes"]["cookieAuth"]
    assert (scheme["type"], scheme["in"], scheme["name"]) == ("apiKey", "cookie", "cw_session")
    for ref in walk_refs(document):
        auth_contract.resolve({"$ref": ref})  # raises when unresolvable


@pytest.mark.parametrize("operation", sorted(EXPECTED_STATUSES), ids=lambda o: f"{o[0].upper()} {o[1]}")
def test_every_status_of_the_contract_is_documented(auth_contract, operation):
    method, path = operation
    documented = set(auth_contract.operation(method, path).spec["responses"])
    assert documented == EXPECTED_STATUSES[operation]


def test_error_responses_use_the_error_schema(auth_contract):
    for (method, path), statuses in EXPECTED_STATUSES.items():
        if path in ("/healthz", "/readyz"):
            continue
        for status in statuses:
            if status.startswith(("4", "5")):
                _, _, response = auth_contract.response(method, path, int(status))
                schema = response["content"]["application/json"]["schema"]
                assert schema == {"$ref": "#/components/schemas/Error"}, (method, path, status)


def test_sign_in_responses_document_the_cookie_and_429_retry_after(auth_contract):
    for method, path, status in (("post", "/api/register", 201), ("post", "/api/login", 200)):
        header = auth_contract.resolve(auth_contract.response(method, path, status)[2]["headers"]["Set-Cookie"])
        assert header["required"] is True
    retry_after = auth_contract.resolve(auth_contract.response("post", "/api/login", 429)[2]["headers"]["Retry-After"])
    assert retry_after["required"] is True and retry_after["schema"]["type"] == "integer"


def test_user_schema_is_closed_and_has_no_secrets(auth_contract):
    user = auth_contract.document["components"]["schemas"]["User"]
    assert user["additionalProperties"] is False
    assert not any(word in name.lower() for name in user["properties"] for word in ("password", "hash", "salt"))
    assert schema_error(auth_contract, "User", VALID_USER) is None
    assert schema_error(auth_contract, "User", {**VALID_USER, "passwordHash": "x"}) is not None
    assert schema_error(auth_contract, "User", {**VALID_USER, "phone": 5}) is not None
    assert schema_error(auth_contract, "User", {**VALID_USER, "role": "superuser"}) is not None
    assert schema_error(auth_contract, "User", {**VALID_USER, "createdAt": "yesterday"}) is not None
    assert schema_error(auth_contract, "User", {k: v for k, v in VALID_USER.items() if k != "location"}) is not None


def test_error_schema(auth_contract):
    assert schema_error(auth_contract, "Error", {"message": "x", "code": "y"}) is None
    assert schema_error(auth_contract, "Error", {"message": "x"}) is None
    assert schema_error(auth_contract, "Error", {"code": "y"}) is not None
    assert schema_error(auth_contract, "Error", {"message": ""}) is not None


def _headers(**pairs: str) -> HeaderSource:
    return HeaderSource((name.replace("_", "-"), value) for name, value in pairs.items())


def test_validator_rejects_undocumented_statuses_paths_and_bodies(auth_contract: OpenApiContract):
    json_type = "application/json"
    with pytest.raises(ContractViolation, match="status 418 is not documented"):
        auth_contract.validate_response("GET", "/api/user", 418, _headers(), b"{}", json_type)
    with pytest.raises(ContractViolation, match="path not documented"):
        auth_contract.validate_response("GET", "/api/nope", 200, _headers(), b"{}", json_type)
    with pytest.raises(ContractViolation, match="method not documented"):
        auth_contract.validate_response("DELETE", "/api/user", 200, _headers(), b"{}", json_type)
    with pytest.raises(ContractViolation, match="does not match the schema"):
        auth_contract.validate_response("GET", "/api/user", 401, _headers(), b'{"error": "x"}', json_type)
    with pytest.raises(ContractViolation, match="not JSON"):
        auth_contract.validate_response("GET", "/api/user", 401, _headers(), b"<html>", json_type)
    with pytest.raises(ContractViolation, match="Content-Type"):
        auth_contract.validate_response("GET", "/api/user", 401, _headers(), b"{}", "text/html")
    with pytest.raises(ContractViolation, match="required header Set-Cookie missing"):
        auth_contract.validate_response("POST", "/api/login", 200, _headers(), b"{}", json_type)
    with pytest.raises(ContractViolation, match="Retry-After"):
        auth_contract.validate_response("POST", "/api/login", 429, _headers(Retry_After="soon"),
                                        b'{"message": "x"}', json_type)
    with pytest.raises(ContractViolation, match="without a body"):
        auth_contract.validate_response("POST", "/api/logout", 204, _headers(), b"{}", None)


def test_validator_accepts_conforming_responses(auth_contract: OpenApiContract):
    import json
    cookie = "cw_session=abc123; Path=/; HttpOnly; SameSite=Lax; Max-Age=604800"
    body = auth_contract.validate_response(
        "POST", "/api/login", 200,
        HeaderSource([("Set-Cookie", "other=1; Path=/"), ("Set-Cookie", cookie)]),
        json.dumps(VALID_USER).encode(), "application/json; charset=utf-8")
    assert body == VALID_USER
    assert auth_contract.validate_response("POST", "/api/login?x=1", 429, _headers(Retry_After="900"),
                                           b'{"message": "wait"}', "application/json") == {"message": "wait"}
    assert auth_contract.validate_response("POST", "/api/logout", 204, _headers(), b"", None) is None
