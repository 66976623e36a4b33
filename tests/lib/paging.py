"""Paged lists (?page=&pageSize=, answered with {<items>, total, page, pageSize}): reading one through every page, and
the hostile page parameters every such list must refuse with a 400 that says why (libs/common cw::fields::page)."""
from __future__ import annotations

from typing import Any

from lib.api_client import ApiClient, expect

MAX_PAGE_SIZE = 100
PAGE_OUT_OF_RANGE = "page must be a whole number from 1 to 100000"
PAGE_SIZE_OUT_OF_RANGE = "pageSize must be a whole number from 1 to 100"

# (query parameters, the 400's message)
BAD_PAGE_PARAMETERS: list[tuple[dict[str, Any], str]] = [
    ({"page": "0"}, PAGE_OUT_OF_RANGE),
    ({"page": "-1"}, PAGE_OUT_OF_RANGE),
    ({"page": "1e9"}, PAGE_OUT_OF_RANGE),
    ({"page": "1000000000"}, PAGE_OUT_OF_RANGE),
    ({"page": "100001"}, PAGE_OUT_OF_RANGE),
    ({"page": "99999999999999999999"}, PAGE_OUT_OF_RANGE),
    ({"page": "abc"}, PAGE_OUT_OF_RANGE),
    ({"page": "1.5"}, PAGE_OUT_OF_RANGE),
    ({"page": " 1"}, PAGE_OUT_OF_RANGE),
    ({"page": "1\x00"}, "page must not contain a null character"),
    ({"page": b"\xff"}, "page must be valid UTF-8 text"),
    ({"page": "\u0661"}, PAGE_OUT_OF_RANGE),  # an Arabic-Indic digit one
    ({"pageSize": "0"}, PAGE_SIZE_OUT_OF_RANGE),
    ({"pageSize": "101"}, PAGE_SIZE_OUT_OF_RANGE),
    ({"pageSize": "-5"}, PAGE_SIZE_OUT_OF_RANGE),
    ({"pageSize": "ten"}, PAGE_SIZE_OUT_OF_RANGE),
    ({"page": "2", "pageSize": "1000"}, PAGE_SIZE_OUT_OF_RANGE),
]


def every_page(api: ApiClient, path: str, session: str, items: str, **params: Any) -> tuple[list[dict], dict]:
    """Every item of the list in the order of its pages, and its first page read with the largest size. The size read
    with gives about three pages (so more than one whenever the list holds two or more items)."""
    first = expect(api.get(path, session=session, params={**params, "pageSize": MAX_PAGE_SIZE}), 200).body
    total = first["total"]
    size = min(MAX_PAGE_SIZE, max(1, -(-total // 3)))
    listed: list[dict] = []
    for number in range(1, -(-total // size) + 1):
        page = expect(api.get(path, session=session, params={**params, "page": number, "pageSize": size}), 200).body
        assert (page["page"], page["pageSize"], page["total"]) == (number, size, total), page
        listed.extend(page[items])
    return listed, first
