"""What the plans show and allow in auth (issue 29 items 5, 6 and 7; docs in services/auth/openapi.yaml): ratings and
review texts for viewers whose plan has engineer_ratings (the engineer always sees their own), the directory's advanced
filters for plans with advanced_filters, and an hourly rate that shows only while the engineer's plan has
custom_rates. Auth learns each member's plan from billing's subscription.changed (member_plans)."""
from __future__ import annotations

import pytest

from lib.api_client import expect
from lib.billing import advance_clock, sweep, upgraded
from lib.database import rows
from lib.engineers import (directory, pass_certification, patch_profile, profile_of, register_client, register_engineer, token,
                           total_count)
from lib.waiting import wait_until

DAY = 86400


def plan_required(capability: str, name: str) -> dict:
    return {"message": f"{name} is part of the Professional plan: upgrade to use it.", "code": "plan_required",
            "capability": capability, "plan": "professional", "link": "/premium-plans"}


RATINGS_REQUIRED = plan_required("engineer_ratings", "Engineer ratings")
FILTERS_REQUIRED = plan_required("advanced_filters", "Advanced filters")
RATES_REQUIRED = plan_required("custom_rates", "Custom rates")
ADVANCED = {"minRating": "4", "minRate": "10", "maxRate": "90", "minCompletedProjects": "1",
            "availability": "Available now", "maxResponseTime": "Within 6 hours", "verifiedOnly": "true",
            "sort": "rating"}


@pytest.fixture(scope="module")
def professional_client(api):
    return upgraded(api, register_client(api), "professional")


@pytest.fixture(scope="module")
def enterprise_client(api):
    return upgraded(api, register_client(api), "enterprise")


def reviews(api, engineer_id: int, session: str | None):
    return api.get(f"/api/engineers/{engineer_id}/reviews", session=session)


def refused(response, body: dict) -> None:
    assert response.status == 403, response.describe()
    assert response.body == body


def assert_locked(profile: dict) -> None:
    assert "rating" not in profile and "reviewCount" not in profile, profile
    assert profile["ratingsLocked"] is True


def assert_ratings(profile: dict) -> None:
    assert profile["rating"] is None and profile["reviewCount"] == 0, profile  # no reviews: no rating, not 5.0
    assert "ratingsLocked" not in profile


# --- item 6: ratings ------------------------------------------------------------------------------------------------
def test_visitors_and_starter_members_get_profiles_without_ratings(api):
    engineer = register_engineer(api)
    for session in (None, register_client(api).session, register_engineer(api).session):
        assert_locked(profile_of(api, engineer.id, session))
        refused(reviews(api, engineer.id, session), RATINGS_REQUIRED)


@pytest.mark.parametrize("plan", ["professional", "enterprise"])
def test_professional_and_enterprise_members_see_ratings_and_reviews(api, request, plan):
    viewer = request.getfixturevalue(f"{plan}_client")
    engineer = register_engineer(api)
    assert_ratings(profile_of(api, engineer.id, viewer.session))
    assert expect(reviews(api, engineer.id, viewer.session), 200).body == []


def test_an_engineer_always_sees_their_own_rating(api, admin_session):
    engineer = register_engineer(api, lastName=token("Own"))
    assert_ratings(profile_of(api, engineer.id, engineer.session))
    assert_ratings(expect(api.get("/api/engineer-profile", session=engineer.session), 200).body)
    assert expect(reviews(api, engineer.id, engineer.session), 200).body == []
    assert_ratings(profile_of(api, engineer.id, admin_session))


def test_directory_cards_show_ratings_as_the_plans_allow(api, professional_client):
    word = token("Cards")
    first, second = register_engineer(api, lastName=word), register_engineer(api, lastName=word)
    for card in expect(directory(api, None, search=word), 200).body:
        assert_locked(card)
    for card in expect(directory(api, professional_client.session, search=word), 200).body:
        assert_ratings(card)
    own = {card["userId"]: card for card in expect(directory(api, first.session, search=word), 200).body}
    assert_ratings(own[first.id])
    assert_locked(own[second.id])


# --- item 5: advanced filters ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("name,value", list(ADVANCED.items()))
def test_starter_and_visitors_are_refused_each_advanced_filter(api, name, value):
    for session in (None, register_client(api).session):
        refused(directory(api, session, **{name: value}), FILTERS_REQUIRED)


def test_basic_search_and_filters_stay_free(api):
    client = register_client(api)
    expect(directory(api, client.session, search="oak", software="Cabinet Vision", location="usa",
                     verifiedOnly="false", minRating=""), 200)


@pytest.mark.parametrize("plan", ["professional", "enterprise"])
def test_professional_and_enterprise_use_every_filter(api, request, plan):
    viewer = request.getfixturevalue(f"{plan}_client")
    expect(directory(api, viewer.session, **ADVANCED), 200)
    for sort in ("rating", "rate", "experience"):
        expect(directory(api, viewer.session, sort=sort), 200)


@pytest.mark.parametrize("name,value,message", [
    ("minRating", "-1", "minRating must be a number from 0 to 5"),
    ("minRating", "5.5", "minRating must be a number from 0 to 5"),
    ("minRating", "abc", "minRating must be a number from 0 to 5"),
    ("minRating", "NaN", "minRating must be a number from 0 to 5"),
    ("minRate", "-5", "minRate must be a number from 0 to 1000"),
    ("minRate", "1e9", "minRate must be a number from 0 to 1000"),
    ("maxRate", "99999999999999999999", "maxRate must be a number from 0 to 1000"),
    ("minCompletedProjects", "-1", "minCompletedProjects must be a whole number from 0 to 100000"),
    ("minCompletedProjects", "2.5", "minCompletedProjects must be a whole number from 0 to 100000"),
    ("minCompletedProjects", "100001", "minCompletedProjects must be a whole number from 0 to 100000"),
    ("availability", "whenever", "availability must be one of"),
    ("maxResponseTime", "Within 1 minute", "maxResponseTime must be one of"),
    ("verifiedOnly", "yes", "verifiedOnly must be one of"),
    ("sort", "price", "sort must be one of"),
])
def test_odd_filter_values_are_refused_naming_the_filter(api, professional_client, name, value, message):
    response = directory(api, professional_client.session, **{name: value})
    assert response.status == 400, response.describe()
    assert response.message.startswith(message), response.describe()


def test_a_rate_range_upside_down_is_refused(api, professional_client):
    expect(directory(api, professional_client.session, minRate="90", maxRate="10"), 400,
           "minRate must not be above maxRate")


def test_the_filters_filter(api, professional_client, admin_session):
    word = token("Filter")
    quick = register_engineer(api, lastName=word)
    slow = register_engineer(api, lastName=word)
    busy = register_engineer(api, lastName=word)
    expect(patch_profile(api, quick.id, {"responseTime": "Within 1 hour", "yearsExperience": 3}, quick.session), 200)
    expect(patch_profile(api, slow.id, {"responseTime": "Within 2-3 days", "yearsExperience": 20}, slow.session), 200)
    expect(patch_profile(api, busy.id, {"availability": "Busy until further notice", "yearsExperience": 9},
                         busy.session), 200)
    pass_certification(api, slow)

    def found(**params) -> list[int]:
        response = expect(directory(api, professional_client.session, search=word, **params), 200)
        assert total_count(response) == len(response.body)
        return [card["userId"] for card in response.body]

    assert sorted(found(maxResponseTime="Within 6 hours")) == [quick.id]
    assert sorted(found(maxResponseTime="Within 24 hours")) == sorted([quick.id, busy.id])
    assert sorted(found(availability="Available now")) == sorted([quick.id, slow.id])
    assert found(verifiedOnly="true") == [slow.id]
    assert found(minCompletedProjects="1") == []
    assert found(minRating="1") == [], "no reviews: no rating to filter on"
    assert found(sort="experience") == [slow.id, busy.id, quick.id]


# --- item 7: custom rates -------------------------------------------------------------------------------------------
def test_a_starter_engineer_cannot_set_a_rate_and_shows_none(api):
    engineer = register_engineer(api)
    refused(patch_profile(api, engineer.id, {"hourlyRate": 80, "bio": "not stored either"}, engineer.session),
            RATES_REQUIRED)
    own = profile_of(api, engineer.id, engineer.session)
    assert (own["hourlyRate"], own["bio"], own["hourlyRateLocked"]) == (None, "", True)
    expect(patch_profile(api, engineer.id, {"hourlyRate": None, "bio": "clearing is fine"}, engineer.session), 200)
    assert "hourlyRate" not in profile_of(api, engineer.id)


def test_a_rate_shows_while_the_plan_has_custom_rates_and_hides_at_once_on_a_downgrade(
        api, gateway, config, professional_client):
    word = token("Rate")
    engineer = upgraded(api, register_engineer(api, lastName=word), "professional")
    cheaper = upgraded(api, register_engineer(api, lastName=word), "professional")
    expect(patch_profile(api, engineer.id, {"hourlyRate": 85.5}, engineer.session), 200)
    expect(patch_profile(api, cheaper.id, {"hourlyRate": 40}, cheaper.session), 200)
    assert profile_of(api, engineer.id)["hourlyRate"] == 85.5
    cards = expect(directory(api, None, search=word), 200).body
    assert {card["userId"]: card["hourlyRate"] for card in cards} == {engineer.id: 85.5, cheaper.id: 40}
    rated = expect(directory(api, professional_client.session, search=word, sort="rate"), 200).body
    assert [card["userId"] for card in rated] == [engineer.id, cheaper.id]
    in_range = expect(directory(api, professional_client.session, search=word, minRate="50", maxRate="100"), 200)
    assert [card["userId"] for card in in_range.body] == [engineer.id]

    expect(gateway.post("/api/cancel-subscription", session=engineer.session), 200)
    advance_clock(config, 31 * DAY)
    assert sweep(config) >= 1
    wait_until(lambda: rows(f"SELECT plan FROM auth.member_plans WHERE user_id = {int(engineer.id)}"),
               until=lambda found: found == [["starter"]], timeout=30,
               what=f"auth to learn that user {engineer.id} fell back to starter")
    assert "hourlyRate" not in profile_of(api, engineer.id), "hidden at once"
    cards = expect(directory(api, None, search=word), 200).body
    assert {card["userId"]: card.get("hourlyRate") for card in cards} == {engineer.id: None, cheaper.id: 40}
    in_range = expect(directory(api, professional_client.session, search=word, minRate="50", maxRate="100"), 200)
    assert in_range.body == [], "a hidden rate is not filtered on either"
    own = profile_of(api, engineer.id, engineer.session)
    assert (own["hourlyRate"], own["hourlyRateLocked"]) == (85.5, True), "kept, for when they upgrade again"
    expect(patch_profile(api, engineer.id, {"hourlyRate": 85.5, "bio": "same rate sent again"}, engineer.session),
           200)
    refused(patch_profile(api, engineer.id, {"hourlyRate": 90}, engineer.session), RATES_REQUIRED)
