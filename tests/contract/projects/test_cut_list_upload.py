"""Cut lists as people write them (issue 31 item 5): a CSV nobody could read is refused at upload with the line and
the reason, and nothing is stored; a readable one in its own wording (qty, L, W, inches with fractions, the thickness
in the material) is stored and previewed in millimetres with its units and warnings."""
from __future__ import annotations

import pytest

from lib.api_client import ApiClient, expect
from lib.billing import PaidProject, accepted_project
from lib.deliverables import files_of, upload, uploaded

INCHES = b"""Qty,Part Name,L,W,Material,Grain Direction
2,Side,30,23 1/2,"3/4"" Birch ply",yes
3,Shelf,22-3/4,11.25,3/4 in Birch ply,no
1,Back,30,24,Hardboard,no
"""


@pytest.fixture(scope="module")
def deal(gateway: ApiClient, admin_session: str) -> PaidProject:
    """A project with an accepted bid; its members stay on the starter plan (CSV cut lists are on every plan)."""
    return accepted_project(gateway, admin_session)


@pytest.mark.parametrize("content, line, reason", [
    (b"Kitchen,2026\nnotes,more notes\n", "Line 1", "is not a cut-list header"),
    (b"part,material,length\nSide,18mm ply,720\n", "Line 1", "has no column for width, quantity"),
    (b"part,material,qty,W,Width,length\n", "Line 1", "has two columns for width"),
    (b"part,material,length,width,qty\nSide,Birch ply,720,560,2\nTop,18mm ply,abc,560,1\n", "line 2",
     "thickness is missing"),
])
def test_a_cut_list_that_cannot_be_read_is_refused_at_upload_with_the_line(projects_api, deal, content, line,
                                                                          reason):
    response = expect(upload(projects_api, deal.engineer.session, deal.id, "cuts.csv", content), 400)
    assert response.body["code"] == "unreadable_cut_list"
    assert response.message.startswith("This cut list cannot be read. ")
    assert line in response.message and reason in response.message
    listed = expect(files_of(projects_api, deal.engineer.session, deal.id), 200).body
    assert "cuts.csv" not in [f["name"] for f in listed["files"]]


def test_a_readable_cut_list_is_stored_and_previewed_in_millimetres_with_its_warnings(projects_api, deal):
    stored = uploaded(projects_api, deal.engineer.session, deal.id, "inches.csv", INCHES)
    assert stored["version"] == 1 and stored["cutListPreview"] is True
    listed = expect(files_of(projects_api, deal.engineer.session, deal.id), 200).body
    assert listed["limits"]["used"] == 1  # the refused ones were not counted
    preview = expect(projects_api.get(f"/api/projects/{deal.id}/files/{stored['id']}/cut-list",
                                      session=deal.client.session), 200).body["cutList"]
    assert preview["error"] is None and preview["units"] == "in"
    assert len(preview["warnings"]) == 1 and "read as inches" in preview["warnings"][0]
    side, shelf = preview["rows"]
    assert (side["part"], side["quantity"], side["grain"]) == ("Side", 2, True)
    assert side["lengthMm"] == pytest.approx(762) and side["widthMm"] == pytest.approx(596.9)
    assert side["thicknessMm"] == pytest.approx(19.05) and shelf["thicknessMm"] == pytest.approx(19.05)
    assert shelf["lengthMm"] == pytest.approx(577.85)
    assert [p["line"] for p in preview["problems"]] == [4]
    assert "thickness is missing" in preview["problems"][0]["reason"]
