"""The members' CSV exports (GET /api/exports/{projects,bids,payments,messages}.csv, issue 29 item 4): the refusal
a starter member gets, and an export read back as rows after checking it is a streamed RFC 4180 attachment."""
from __future__ import annotations

import csv
import io
import re

from lib.api_client import ApiResponse

PLAN_REQUIRED = {"message": "Data export is part of the Professional plan: upgrade to use it.",
                 "code": "plan_required", "capability": "data_export", "plan": "professional",
                 "link": "/premium-plans"}


def csv_table(response: ApiResponse) -> list[list[str]]:
    """The rows of an export (the header first), after checking how it was sent."""
    assert response.raw.headers["Content-Type"] == "text/csv; charset=utf-8"
    assert response.raw.headers.get("Transfer-Encoding") == "chunked", "streamed, not held whole"
    assert response.raw.headers.get("Cache-Control") == "private, no-store"
    disposition = response.raw.headers["Content-Disposition"]
    kind = response.path.rsplit("/", 1)[1].removesuffix(".csv")
    assert disposition.startswith(f'attachment; filename="cabinetworks-{kind}-') and disposition.endswith('.csv"')
    raw = response.raw.content.decode("utf-8")
    unquoted = re.sub(r'"(?:[^"]|"")*"', "", raw)
    assert raw.endswith("\r\n") and "\n" not in unquoted.replace("\r\n", ""), "CRLF line ends"
    return list(csv.reader(io.StringIO(raw, newline="")))


def refused_for_plan(response: ApiResponse) -> None:
    assert response.status == 403, response.describe()
    assert response.body == PLAN_REQUIRED
