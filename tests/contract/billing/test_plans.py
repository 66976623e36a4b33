"""GET /api/plans: the three plans of spec section 9 as data, with their prices, limits and features (section 6 as
copy), cheapest first, for visitors and members alike. Each response is validated against
services/billing/openapi.yaml."""
from __future__ import annotations

from lib.api_client import expect
from lib.users import register

STARTER_FORMATS = ["dwg", "pdf", "jpg", "png"]
PROFESSIONAL_FORMATS = STARTER_FORMATS + ["dxf", "step", "iges", "mozaik", "cv", "kcd", "brd", "ecw", "hkp"]
ENTERPRISE_FORMATS = PROFESSIONAL_FORMATS + ["skp", "max", "3ds", "obj", "fbx", "ifc", "rvt"]


def plans_by_id(billing_api, session=None):
    answer = expect(billing_api.get("/api/plans", session=session), 200).body
    assert [plan["id"] for plan in answer] == ["starter", "professional", "enterprise"], "cheapest first"
    return {plan["id"]: plan for plan in answer}


def test_visitors_see_the_plans_with_the_spec_prices(billing_api):
    plans = plans_by_id(billing_api)
    assert {id: plan["price"] for id, plan in plans.items()} == {
        "starter": {"monthly": "0.00", "yearly": "0.00"},
        "professional": {"monthly": "29.00", "yearly": "290.00"},
        "enterprise": {"monthly": "99.00", "yearly": "990.00"},
    }
    assert {id: plan["yearlySaving"] for id, plan in plans.items()} == {
        "starter": "0.00", "professional": "58.00", "enterprise": "198.00"}


def test_each_plan_has_the_spec_limits(billing_api):
    plans = plans_by_id(billing_api)
    assert plans["starter"]["limits"] == {
        "activeProjects": 3, "monthlyProjects": 3, "uploadsPerProject": 5, "maxFileSizeMb": 10,
        "messagesPerDay": 20, "messagesPerMonth": 600, "fileFormats": STARTER_FORMATS}
    assert plans["professional"]["limits"] == {
        "activeProjects": -1, "monthlyProjects": -1, "uploadsPerProject": 25, "maxFileSizeMb": 100,
        "messagesPerDay": -1, "messagesPerMonth": -1, "fileFormats": PROFESSIONAL_FORMATS}
    assert plans["enterprise"]["limits"] == {
        "activeProjects": -1, "monthlyProjects": -1, "uploadsPerProject": -1, "maxFileSizeMb": 500,
        "messagesPerDay": -1, "messagesPerMonth": -1, "fileFormats": ENTERPRISE_FORMATS}
    assert [len(plans[id]["limits"]["fileFormats"]) for id in plans] == [4, 13, 20]


def test_features_grow_with_the_plan(billing_api):
    plans = plans_by_id(billing_api)
    assert plans["starter"]["features"] == []
    professional, enterprise = set(plans["professional"]["features"]), set(plans["enterprise"]["features"])
    assert "Escrow and milestone payments" in professional
    assert professional < enterprise
    assert enterprise - professional == {"Custom integrations", "White-label"}


PROFESSIONAL_CAPABILITIES = ["direct_messages", "analytics", "data_export", "advanced_filters", "priority_support",
                             "engineer_ratings", "verified_engineers", "custom_rates", "escrow", "milestone_payments"]


def test_capabilities_are_the_matrix_of_spec_section_6_in_order(billing_api):
    plans = plans_by_id(billing_api)
    assert plans["starter"]["capabilities"] == []
    assert plans["professional"]["capabilities"] == PROFESSIONAL_CAPABILITIES
    assert plans["enterprise"]["capabilities"] == PROFESSIONAL_CAPABILITIES + ["custom_integrations", "white_label"]


def test_members_see_the_same_plans(api, billing_api):
    member = register(api, role="client")
    assert plans_by_id(billing_api, member.session) == plans_by_id(billing_api)
