"""services/auth/openapi.yaml says what docs/dev-contract.md says, and the validator catches what it must.
Offline: no running system needed."""
from __future__ import annotations

import pytest

from lib.openapi_contract import (ContractViolation, HeaderSource, OpenApiContract, assert_session_cookie_document,
                                  schema_error)

EXPECTED_STATUSES = {
    ("post", "/api/register"): {"201", "400", "403", "409", "429", "500"},
    ("post", "/api/login"): {"200", "400", "401", "403", "429", "500"},
    ("post", "/api/logout"): {"204", "403", "500"},
    ("get", "/api/user"): {"200", "401", "500"},
    ("put", "/api/user/profile"): {"200", "400", "401", "403", "500"},
    ("post", "/api/upload-image"): {"201", "400", "401", "403", "413", "500"},
    ("get", "/api/engineers"): {"200", "400", "403", "500"},
    ("get", "/api/engineer-profile"): {"200", "401", "403", "500"},
    ("get", "/api/engineer-profile/{userId}"): {"200", "404", "500"},
    ("patch", "/api/engineer-profile/{userId}"): {"200", "400", "401", "403", "404", "500"},
    ("get", "/api/engineers/{userId}/reviews"): {"200", "403", "404", "500"},
    ("post", "/api/engineers/{userId}/reviews"): {"201", "400", "401", "403", "404", "409", "500"},
    ("post", "/api/admin/engineers/{userId}/approve"): {"200", "401", "403", "404", "409", "500"},
    ("post", "/api/admin/engineers/{userId}/revoke"): {"200", "400", "401", "403", "404", "409", "500"},
    ("get", "/api/certification/questions"): {"200", "401", "403", "409", "429", "500"},
    ("post", "/api/certification/attempt"): {"200", "400", "401", "403", "409", "500"},
    ("get", "/api/certification/attempts"): {"200", "401", "403", "500"},
    ("get", "/api/personal-data/account"): {"200", "401", "500"},
    ("get", "/api/certification/tracks"): {"200", "500"},
    ("get", "/api/certification/tracks/{track}"): {"200", "404", "500"},
    ("post", "/api/certification/tracks/{track}/attempts"): {"200", "201", "401", "403", "404", "409", "500", "503"},
    ("get", "/api/certification/tracks/{track}/attempts"): {"200", "401", "403", "404", "500"},
    ("post", "/api/certification/tracks/{track}/attempts/{attemptId}/submit"):
        {"200", "400", "401", "403", "404", "409", "500"},
    ("get", "/api/certificates/{certificateId}"): {"200", "404", "500"},
    ("get", "/api/api-tokens"): {"200", "401", "403", "500"},
    ("post", "/api/api-tokens"): {"201", "400", "401", "403", "409", "500"},
    ("delete", "/api/api-tokens/{tokenId}"): {"204", "401", "403", "404", "500"},
    ("get", "/api/branding"): {"200", "401", "500"},
    ("put", "/api/branding"): {"200", "400", "401", "403", "500"},
    ("put", "/api/branding/logo"): {"200", "400", "401", "403", "413", "500"},
    ("delete", "/api/branding/logo"): {"200", "401", "403", "500"},
    ("get", "/api/branding/{userId}"): {"200", "404", "500"},
    ("get", "/api/branding/{userId}/logo"): {"200", "404", "500"},
    ("get", "/healthz"): {"200"},
    ("get", "/readyz"): {"200", "503"},
}

VALID_USER = {"id": 1, "username": "ada.l", "email": "ada@example.com", "firstName": "Ada", "lastName": "Lovelace",
              "role": "engineer", "phone": None, "location": None, "profileImage": None,
              "createdAt": "2025-01-02T03:04:05.678Z"}


def test_document_basics(auth_contract):
    assert_session_cookie_document(auth_contract)


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
                # PlanRequired is an Error with the fields of a plan refusal (issue 29).
                assert schema in ({"$ref": "#/components/schemas/Error"},
                                  {"$ref": "#/components/schemas/PlanRequired"}), (method, path, status)


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


VALID_PROFILE = {
    "userId": 12,
    "user": {"id": 12, "username": "ada.l", "firstName": "Ada", "lastName": "Lovelace", "location": None,
             "profileImage": None, "createdAt": "2025-01-02T03:04:05.678Z"},
    "bio": "", "hourlyRate": None, "experience": "", "yearsExperience": 0, "softwareSkills": [], "specializations": [],
    "languages": [], "education": [], "certifications": [], "portfolioImages": [], "responseTime": "Within 24 hours",
    "availability": "Available now", "showContactInfo": False, "rating": None, "reviewCount": 0,
    "completedProjects": 0, "isVerified": False, "certificationStatus": "pending", "certificationScore": None,
    "certificationDate": None, "trackCertifications": [],
}
VALID_QUESTION = {"id": 3, "category": "Cabinet Vision", "difficulty": "beginner", "question": "What is UCS?",
                  "options": ["a", "b", "c"]}


def test_engineer_profile_schema(auth_contract):
    profile = auth_contract.document["components"]["schemas"]["EngineerProfile"]
    assert profile["additionalProperties"] is False
    # What the plans hide is left out (issue 29 items 6 and 7): rating, reviewCount and hourlyRate are optional.
    assert set(profile["required"]) == set(VALID_PROFILE) - {"rating", "reviewCount", "hourlyRate"}
    assert schema_error(auth_contract, "EngineerProfile", VALID_PROFILE) is None
    reviewed = {**VALID_PROFILE, "rating": "4.8", "reviewCount": 12}
    assert schema_error(auth_contract, "EngineerProfile", reviewed) is None
    with_contact = {**VALID_PROFILE, "user": {**VALID_PROFILE["user"], "email": "ada@example.com", "phone": None}}
    assert schema_error(auth_contract, "EngineerProfile", with_contact) is None, "email/phone are optional, not banned"
    for bad in ({"rating": 5}, {"rating": "5"}, {"certificationStatus": "approved"}, {"hourlyRate": "75"},
                {"yearsExperience": 2.5}, {"availability": "Sometimes"}, {"passwordHash": "x"}):
        assert schema_error(auth_contract, "EngineerProfile", {**VALID_PROFILE, **bad}) is not None, bad
    leaky = {**VALID_PROFILE, "user": {**VALID_PROFILE["user"], "passwordHash": "x"}}
    assert schema_error(auth_contract, "EngineerProfile", leaky) is not None


def test_certification_questions_never_carry_the_answer(auth_contract):
    question = auth_contract.document["components"]["schemas"]["CertificationQuestion"]
    assert question["additionalProperties"] is False
    assert set(question["properties"]) == {"id", "category", "difficulty", "question", "options"}
    assert schema_error(auth_contract, "CertificationQuestion", VALID_QUESTION) is None
    for leak in ("correctAnswer", "correct_option", "answer", "correctOption"):
        assert schema_error(auth_contract, "CertificationQuestion", {**VALID_QUESTION, leak: 0}) is not None, leak
    start = auth_contract.resolve(auth_contract.response("get", "/api/certification/questions", 200)[2]
                                  ["content"]["application/json"]["schema"])
    assert start["additionalProperties"] is False


def test_directory_total_count_and_retake_retry_after_headers(auth_contract):
    total = auth_contract.resolve(auth_contract.response("get", "/api/engineers", 200)[2]["headers"]["X-Total-Count"])
    assert total["required"] is True and total["schema"]["type"] == "integer"
    retake = auth_contract.resolve(
        auth_contract.response("get", "/api/certification/questions", 429)[2]["headers"]["Retry-After"])
    assert retake["required"] is True and retake["schema"]["type"] == "integer"
    assert retake["schema"]["maximum"] >= 7 * 24 * 3600, "a retake can be 7 days away"


def test_uploaded_image_schema(auth_contract):
    assert schema_error(auth_contract, "UploadedImage", {"url": "/uploads/ab12cd.png"}) is None
    assert schema_error(auth_contract, "UploadedImage", {"url": "https://evil.example/x.png"}) is not None
    assert schema_error(auth_contract, "UploadedImage", {"url": "/uploads/../etc/passwd"}) is not None


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
