"""Engineer profiles: GET /api/engineer-profile[/{userId}] and PATCH /api/engineer-profile/{userId}
(docs/dev-contract.md "Engineers"). Every response is validated against services/auth/openapi.yaml."""
from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from lib.api_client import expect
from lib.billing import upgraded
from lib.engineers import (AVAILABILITIES, ENGINEER_NOT_FOUND, LIST_FIELDS, READ_ONLY_FIELDS, RESPONSE_TIMES,
                           UNKNOWN_USER_ID, get_profile, patch_profile, profile_of, register_client,
                           register_engineer, uploaded_url)
from lib.users import secret_fields

NOT_AUTHENTICATED = "Not authenticated"
ONLY_OWN = "You can only edit your own profile"
ONLY_ENGINEERS = "Only engineers have an engineer profile"
EVIL_ORIGIN = "https://evil.example"

# As the engineer sees their own profile (a starter engineer's rate shows to them only, marked locked).
DEFAULTS = {
    "bio": "", "hourlyRate": None, "experience": "", "yearsExperience": 0,
    "softwareSkills": [], "specializations": [], "languages": [], "education": [], "certifications": [],
    "portfolioImages": [], "responseTime": "Within 24 hours", "availability": "Available now",
    "showContactInfo": False, "rating": None, "reviewCount": 0, "completedProjects": 0, "isVerified": False,
    "certificationStatus": "pending", "certificationScore": None, "certificationDate": None, "hourlyRateLocked": True,
}


@pytest.fixture
def engineer(api):
    return register_engineer(api, phone="+1 555 0142", location="Grand Rapids, MI")


@pytest.fixture(scope="module")
def professional_engineer(api):
    """An engineer whose plan has custom_rates (auth learnt it from subscription.changed)."""
    return upgraded(api, register_engineer(api), "professional")


def parse_time(value: str) -> datetime:
    return datetime.fromisoformat(value.replace("Z", "+00:00"))


def assert_unchanged(api, engineer, before: dict) -> None:
    after = profile_of(api, engineer.id, engineer.session)
    assert after == before, f"a refused PATCH changed the profile:\nbefore {before}\nafter  {after}"


# --- reading --------------------------------------------------------------------------------------------------------
def test_a_new_engineer_has_the_default_profile(api, engineer):
    profile = profile_of(api, engineer.id, engineer.session)
    assert profile["userId"] == engineer.id
    for field, expected in DEFAULTS.items():
        assert profile[field] == expected, f"default {field}: expected {expected!r}, got {profile[field]!r}"
    public = profile_of(api, engineer.id)
    for hidden in ("rating", "reviewCount", "hourlyRate", "hourlyRateLocked"):
        assert hidden not in public, f"a visitor sees {hidden} (issue 29 items 6 and 7)"
    assert public["ratingsLocked"] is True
    user = profile["user"]
    assert user["id"] == engineer.id
    for field in ("username", "firstName", "lastName", "location", "profileImage"):
        assert user[field] == engineer.user[field], field
    assert parse_time(user["createdAt"]) == parse_time(engineer.user["createdAt"])
    assert secret_fields(profile) == []


def test_own_profile(api, engineer):
    own = expect(api.get("/api/engineer-profile", session=engineer.session), 200).body
    assert own["userId"] == engineer.id
    assert own == profile_of(api, engineer.id, engineer.session)


def test_own_profile_needs_a_session(api):
    expect(api.get("/api/engineer-profile"), 401, NOT_AUTHENTICATED)


def test_own_profile_is_for_engineers_only(api, admin_session):
    client = register_client(api)
    expect(api.get("/api/engineer-profile", session=client.session), 403, ONLY_ENGINEERS)
    expect(api.get("/api/engineer-profile", session=admin_session), 403, ONLY_ENGINEERS)


def test_unknown_engineer(api):
    expect(get_profile(api, UNKNOWN_USER_ID), 404, ENGINEER_NOT_FOUND)


def test_a_client_has_no_engineer_profile(api):
    client = register_client(api)
    expect(get_profile(api, client.id), 404, ENGINEER_NOT_FOUND)
    expect(get_profile(api, client.id, client.session), 404, ENGINEER_NOT_FOUND)


@pytest.mark.parametrize("bad_id", ["abc", "0", "-1", "1.5"])
def test_malformed_user_id_is_not_found(api, bad_id):
    # Interpretation: the contract lists only 404 for this call, so an id that cannot be a user id is "not found".
    expect(get_profile(api, bad_id), 404, ENGINEER_NOT_FOUND)


# --- contact information --------------------------------------------------------------------------------------------
def test_contact_info_is_hidden_from_others_by_default(api, engineer):
    other_engineer = register_engineer(api)
    client = register_client(api)
    for who, session in (("anonymous", None), ("another engineer", other_engineer.session),
                         ("a client", client.session)):
        user = profile_of(api, engineer.id, session)["user"]
        assert "email" not in user and "phone" not in user, f"{who} sees contact info: {user}"


def test_contact_info_is_visible_to_the_engineer_and_admins(api, engineer, admin_session):
    for who, response in (
            ("the engineer (by id)", get_profile(api, engineer.id, engineer.session)),
            ("the engineer (own)", api.get("/api/engineer-profile", session=engineer.session)),
            ("an admin", get_profile(api, engineer.id, admin_session))):
        user = expect(response, 200).body["user"]
        assert user.get("email", "").lower() == engineer.payload["email"].lower(), f"{who}: {user}"
        assert user.get("phone") == "+1 555 0142", f"{who}: {user}"


def test_show_contact_info_makes_it_public_and_can_be_turned_off(api, engineer):
    expect(patch_profile(api, engineer.id, {"showContactInfo": True}, engineer.session), 200)
    user = profile_of(api, engineer.id)["user"]
    assert user.get("email", "").lower() == engineer.payload["email"].lower(), user
    assert user.get("phone") == "+1 555 0142", user

    expect(patch_profile(api, engineer.id, {"showContactInfo": False}, engineer.session), 200)
    user = profile_of(api, engineer.id)["user"]
    assert "email" not in user and "phone" not in user, user


# --- editing: who ---------------------------------------------------------------------------------------------------
def test_engineer_edits_own_profile(api, engineer):
    image = uploaded_url(api, engineer.session)
    changes = {
        "bio": "Frameless kitchens, CNC-ready drawings.",
        "experience": "Ten years in a custom shop.",
        "hourlyRate": None,
        "yearsExperience": 10,
        "responseTime": "Within 1 hour",
        "availability": "Available in 2 weeks",
        "softwareSkills": ["Cabinet Vision", "Microvellum"],
        "specializations": ["Kitchens"],
        "languages": ["English", "Spanish"],
        "education": ["BSc Industrial Design"],
        "certifications": ["AWI QCP"],
        "portfolioImages": [image],
        "showContactInfo": True,
    }
    updated = expect(patch_profile(api, engineer.id, changes, engineer.session), 200).body
    for field, value in changes.items():
        assert updated[field] == value, f"{field}: sent {value!r}, answer has {updated[field]!r}"
    stored = profile_of(api, engineer.id, engineer.session)
    assert stored == updated, "the PATCH answer and a later GET differ"


def test_patch_is_partial(api, engineer):
    expect(patch_profile(api, engineer.id, {"bio": "first", "yearsExperience": 3}, engineer.session), 200)
    updated = expect(patch_profile(api, engineer.id, {"availability": "Available in 1 week"}, engineer.session), 200).body
    assert (updated["bio"], updated["yearsExperience"], updated["availability"]) == ("first", 3, "Available in 1 week")


def test_engineer_cannot_edit_another_engineers_profile(api, engineer):
    other = register_engineer(api)
    before = profile_of(api, engineer.id, engineer.session)
    expect(patch_profile(api, engineer.id, {"bio": "hijacked"}, other.session), 403, ONLY_OWN)
    assert_unchanged(api, engineer, before)


def test_client_cannot_edit_an_engineer_profile(api, engineer):
    client = register_client(api)
    before = profile_of(api, engineer.id, engineer.session)
    expect(patch_profile(api, engineer.id, {"bio": "hijacked"}, client.session), 403, ONLY_OWN)
    assert_unchanged(api, engineer, before)


def test_admin_cannot_edit_an_engineer_profile(api, engineer, admin_session):
    # "who: that engineer" — nobody else, admins included.
    before = profile_of(api, engineer.id, engineer.session)
    expect(patch_profile(api, engineer.id, {"bio": "admin edit"}, admin_session), 403, ONLY_OWN)
    assert_unchanged(api, engineer, before)


def test_anonymous_cannot_edit(api, engineer):
    before = profile_of(api, engineer.id, engineer.session)
    expect(patch_profile(api, engineer.id, {"bio": "anonymous"}, None), 401, NOT_AUTHENTICATED)
    assert_unchanged(api, engineer, before)


def test_patch_of_an_unknown_engineer(api, engineer):
    # Contract ambiguity: 403 (not your profile) and 404 (no such engineer) both fit; the order is not stated.
    response = patch_profile(api, UNKNOWN_USER_ID, {"bio": "x"}, engineer.session)
    assert response.status in (403, 404), response.describe()
    assert response.message == (ONLY_OWN if response.status == 403 else ENGINEER_NOT_FOUND), response.describe()


def test_cross_site_patch_is_refused(api, engineer):
    before = profile_of(api, engineer.id, engineer.session)
    expect(patch_profile(api, engineer.id, {"bio": "csrf"}, engineer.session, headers={"Origin": EVIL_ORIGIN}), 403)
    assert_unchanged(api, engineer, before)


# --- editing: what --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("field", sorted(READ_ONLY_FIELDS))
def test_read_only_field_is_refused_and_not_stored(api, engineer, field):
    before = profile_of(api, engineer.id, engineer.session)
    value = engineer.id + 1 if field == "userId" else READ_ONLY_FIELDS[field]
    expect(patch_profile(api, engineer.id, {field: value}, engineer.session), 400, f"{field} cannot be changed")
    assert_unchanged(api, engineer, before)


def test_read_only_field_refuses_the_whole_request(api, engineer):
    before = profile_of(api, engineer.id, engineer.session)
    body = {"bio": "should not be stored", "isVerified": True}
    expect(patch_profile(api, engineer.id, body, engineer.session), 400, "isVerified cannot be changed")
    assert_unchanged(api, engineer, before)


INVALID_VALUES = [
    ("hourlyRate", -1), ("hourlyRate", 1001), ("hourlyRate", "abc"), ("hourlyRate", "75"), ("hourlyRate", True),
    ("yearsExperience", 71), ("yearsExperience", -1), ("yearsExperience", 2.5), ("yearsExperience", "5"),
    ("yearsExperience", None),
    ("availability", "Sometimes"), ("availability", "available now"), ("availability", None),
    ("responseTime", "Within 2 weeks"), ("responseTime", 24),
    ("bio", "b" * 2001), ("bio", 5), ("experience", "e" * 2001),
    ("softwareSkills", "AutoCAD"), ("softwareSkills", [1, 2]), ("softwareSkills", [f"skill {i}" for i in range(31)]),
    ("languages", ["y" * 81]), ("certifications", {"a": 1}),
    ("portfolioImages", ["https://evil.example/x.png"]), ("portfolioImages", "/uploads/x.png"),
    ("showContactInfo", "yes"), ("showContactInfo", 1),
]


@pytest.mark.parametrize("field,value", INVALID_VALUES,
                         ids=[f"{f}={str(v)[:20]}" for f, v in INVALID_VALUES])
def test_invalid_value_is_refused_naming_the_field(api, engineer, field, value):
    before = profile_of(api, engineer.id, engineer.session)
    response = expect(patch_profile(api, engineer.id, {field: value}, engineer.session), 400)
    assert field in (response.message or ""), f"the message must name {field}: {response.describe()}"
    assert_unchanged(api, engineer, before)


def test_too_many_portfolio_images(api, engineer):
    # Distinct images: the contract does not say whether repeated entries count (the service drops duplicates).
    images = [uploaded_url(api, engineer.session) for _ in range(21)]
    response = expect(patch_profile(api, engineer.id, {"portfolioImages": images}, engineer.session), 400)
    assert "portfolioImages" in response.message, response.describe()
    updated = expect(patch_profile(api, engineer.id, {"portfolioImages": images[:20]}, engineer.session), 200).body
    assert updated["portfolioImages"] == images[:20]


@pytest.mark.parametrize("field,value", [
    ("hourlyRate", None), ("yearsExperience", 0), ("yearsExperience", 70),
    ("bio", "b" * 2000), ("experience", "e" * 2000), ("bio", ""),
    *[("responseTime", v) for v in RESPONSE_TIMES], *[("availability", v) for v in AVAILABILITIES],
])
def test_edge_values_are_accepted(api, engineer, field, value):
    updated = expect(patch_profile(api, engineer.id, {field: value}, engineer.session), 200).body
    assert updated[field] == value
    assert profile_of(api, engineer.id, engineer.session)[field] == value


@pytest.mark.parametrize("value", [0, 1000, 42.5])
def test_edge_rates_are_accepted_on_a_plan_with_custom_rates(api, professional_engineer, value):
    engineer = professional_engineer
    updated = expect(patch_profile(api, engineer.id, {"hourlyRate": value}, engineer.session), 200).body
    assert updated["hourlyRate"] == value and "hourlyRateLocked" not in updated
    assert profile_of(api, engineer.id)["hourlyRate"] == value


@pytest.mark.parametrize("field", LIST_FIELDS)
def test_list_entries_are_trimmed_and_empty_ones_dropped(api, engineer, field):
    sent = ["  Cabinet Vision ", "", "   ", "\tMicrovellum\n", "AutoCAD"]
    updated = expect(patch_profile(api, engineer.id, {field: sent}, engineer.session), 200).body
    assert updated[field] == ["Cabinet Vision", "Microvellum", "AutoCAD"]
    assert profile_of(api, engineer.id)[field] == ["Cabinet Vision", "Microvellum", "AutoCAD"]


def test_list_limits_30_entries_of_80_characters(api, engineer):
    entries = [f"{i:02d}" + "s" * 78 for i in range(30)]
    updated = expect(patch_profile(api, engineer.id, {"softwareSkills": entries}, engineer.session), 200).body
    assert updated["softwareSkills"] == entries


def test_limits_count_after_trimming(api, engineer):
    # Interpretation: the limits apply to the stored list (after trimming and dropping). 80 characters plus surrounding spaces is 80 characters once trimmed; 30 entries plus empty ones are 30.
    padded = ["  " + "p" * 80 + "  "] + [f"e{i}" for i in range(29)] + ["", "  "]
    updated = expect(patch_profile(api, engineer.id, {"languages": padded}, engineer.session), 200).body
    assert updated["languages"] == ["p" * 80] + [f"e{i}" for i in range(29)]


def test_unknown_fields_are_ignored(api, engineer):
    before = profile_of(api, engineer.id, engineer.session)
    body = {"favouriteWood": "walnut", "firstName": "Mallory", "user": {"firstName": "Mallory"}, "bio": "kept"}
    updated = expect(patch_profile(api, engineer.id, body, engineer.session), 200).body
    assert "favouriteWood" not in updated
    assert updated["bio"] == "kept"
    assert updated["user"]["firstName"] == before["user"]["firstName"], "PATCH must not edit the user"


def test_empty_patch_changes_nothing(api, engineer):
    before = profile_of(api, engineer.id, engineer.session)
    assert expect(patch_profile(api, engineer.id, {}, engineer.session), 200).body == before


@pytest.mark.parametrize("body", [b"not json", b"[]", b"42", b"null", b""], ids=["text", "array", "number", "null",
                                                                              "empty"])
def test_patch_body_must_be_a_json_object(api, engineer, body):
    response = api.request("PATCH", f"/api/engineer-profile/{engineer.id}", data=body, session=engineer.session,
                           headers={"Content-Type": "application/json"})
    expect(response, 400, "Request body must be a JSON object")


def test_created_at_is_the_registration_time(api, engineer):
    created = parse_time(profile_of(api, engineer.id)["user"]["createdAt"])
    assert abs(created - datetime.now(timezone.utc)) < timedelta(minutes=5), created
