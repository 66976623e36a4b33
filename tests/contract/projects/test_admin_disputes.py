"""The admins' list of milestone disputes a page at a time (services/projects/openapi.yaml, listDisputes): open ones
first, then resolved ones, each group newest first; every dispute is reached by paging, exactly once; total and
openCount count them over all pages. page and pageSize are read as every paged list reads them (a 400 that says why,
never a 500). Admins only."""
from __future__ import annotations

import pytest

from lib.api_client import ApiClient, expect
from lib.billing import accepted_project
from lib.deliverables import act, funded
from lib.engineers import register_client, register_engineer
from lib.paging import BAD_PAGE_PARAMETERS, every_page
from lib.projects import NOT_AUTHENTICATED

LIST = "/api/admin/disputes"
ADMINS_ONLY = "Only admins can see disputes"


def opened_dispute(projects_api: ApiClient, gateway: ApiClient, admin_session: str) -> int:
    """A new dispute on a paid down payment; its id."""
    deal = accepted_project(gateway, admin_session, amount=2500)
    funded(projects_api, deal, "down_payment")
    document = expect(act(projects_api, deal.client.session, deal.id, "down_payment", "dispute",
                          {"reason": "Nothing delivered in three weeks"}), 200).body
    return document["milestones"][0]["dispute"]["id"]


@pytest.fixture(scope="module")
def open_and_resolved(projects_api, gateway, admin_session) -> tuple[int, int]:
    """Two new disputes: the first still open, the second refunded."""
    still_open = opened_dispute(projects_api, gateway, admin_session)
    resolved = opened_dispute(projects_api, gateway, admin_session)
    expect(projects_api.post(f"{LIST}/{resolved}/resolve", json={"outcome": "refund", "note": ""},
                             session=admin_session), 200)
    return still_open, resolved


@pytest.mark.serial  # reads every dispute, anybody's, as a whole
def test_every_dispute_is_reached_page_by_page_open_ones_first(projects_api, admin_session, open_and_resolved):
    still_open, resolved = open_and_resolved
    listed, first = every_page(projects_api, LIST, admin_session, "disputes")
    ids = [d["id"] for d in listed]
    assert len(ids) == len(set(ids)) == first["total"] >= 2, "every dispute once, across the pages"
    assert {still_open, resolved} <= set(ids)

    opened = [d for d in listed if d["resolvedAt"] is None]
    assert listed[:len(opened)] == opened, "open ones first"
    assert first["openCount"] == len(opened)
    assert next(d for d in listed if d["id"] == still_open)["resolvedAt"] is None
    assert next(d for d in listed if d["id"] == resolved)["outcome"] == "refund"
    for group in (ids[:len(opened)], ids[len(opened):]):
        assert group == sorted(group, reverse=True), "newest first"

    defaults = expect(projects_api.get(LIST, session=admin_session), 200).body
    assert (defaults["page"], defaults["pageSize"]) == (1, 20) and len(defaults["disputes"]) <= 20
    past_the_end = expect(projects_api.get(LIST, session=admin_session, params={"page": 100000}), 200).body
    assert past_the_end["disputes"] == [] and past_the_end["total"] == first["total"]
    assert past_the_end["openCount"] == first["openCount"]


@pytest.mark.parametrize("params, message", BAD_PAGE_PARAMETERS, ids=[repr(p) for p, _ in BAD_PAGE_PARAMETERS])
def test_a_bad_page_or_page_size_is_a_400_that_says_why(projects_api, admin_session, params, message):
    expect(projects_api.get(LIST, session=admin_session, params=params), 400, message)


def test_repeated_or_empty_page_parameters_are_read_as_the_first_or_the_default(projects_api, admin_session):
    page = expect(projects_api.get(LIST, session=admin_session, params={"page": ["1", "2"], "pageSize": ["1", "0"]}),
                  200).body
    assert (page["page"], page["pageSize"]) == (1, 1) and len(page["disputes"]) <= 1
    page = expect(projects_api.get(LIST, session=admin_session, params={"page": "", "pageSize": ""}), 200).body
    assert (page["page"], page["pageSize"]) == (1, 20)


def test_only_admins_read_a_page(projects_api, api):
    params = {"page": 2, "pageSize": 5}
    expect(projects_api.get(LIST, params=params), 401, NOT_AUTHENTICATED)
    for member in (register_client(api), register_engineer(api)):
        expect(projects_api.get(LIST, session=member.session, params=params), 403, ADMINS_ONLY)
