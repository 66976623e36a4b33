"""A DXF drawing's parts nested on sheets (issue 31 item 3): the preflight's report keeps the nesting at its sheet,
GET /api/projects/{id}/files/{fileId}/nesting answers it for the sheet, kerf and grain asked for, with layouts."""
from __future__ import annotations

import pytest

from lib.api_client import ApiClient, expect
from lib.billing import PaidProject, accepted_project, upgraded
from lib.deliverables import fixture, uploaded
from lib.projects import new_client, post_project

PDF = b"%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n"


@pytest.fixture(scope="module")
def deal(gateway: ApiClient, admin_session: str) -> PaidProject:
    """A project with an accepted bid whose client and engineer are on the professional plan (DXF uploads)."""
    project = accepted_project(gateway, admin_session)
    upgraded(gateway, project.engineer, "professional")
    upgraded(gateway, project.client, "professional")
    return project


@pytest.fixture(scope="module")
def panel(projects_api, deal) -> dict:
    """The side panel of four LINEs on CUT: one part of 560 x 720 mm."""
    return uploaded(projects_api, deal.engineer.session, deal.id, "nest-panel.dxf",
                    fixture("dxf/side_panel_four_lines.dxf"))


def nesting_path(deal: PaidProject, file: dict) -> str:
    return f"/api/projects/{deal.id}/files/{file['id']}/nesting"


def test_the_report_keeps_the_nesting_at_its_sheet(panel):
    nesting = panel["preflight"]["nesting"]
    assert (nesting["sheetWidthMm"], nesting["sheetLengthMm"], nesting["kerfMm"], nesting["grain"]) == \
        (1220, 2440, 4, False)
    assert (nesting["parts"], nesting["sheets"], nesting["lowerBound"], nesting["unfit"]) == (1, 1, 1, 0)
    assert nesting["approximate"] is False
    assert nesting["utilisation"] == pytest.approx(560 * 720 / (1220 * 2440))
    group = nesting["groups"][0]
    assert group["layer"] == "CUT" and group["parts"] == 1 and "layouts" not in group
    assert group["partSizes"] == [{"part": 0, "widthMm": 560, "heightMm": 720, "quantity": 1}]


def test_the_participants_get_the_layouts_of_the_sheet_they_choose(projects_api, deal, panel):
    path = nesting_path(deal, panel)
    for member in (deal.client, deal.engineer):
        nesting = expect(projects_api.get(path, session=member.session), 200).body
        assert (nesting["parts"], nesting["sheets"], nesting["grain"]) == (1, 1, False)
        layouts = nesting["groups"][0]["layouts"]
        assert len(layouts) == 1 and nesting["groups"][0]["layoutsOmitted"] == 0
        placed = layouts[0]["parts"][0]
        assert (placed["part"], placed["x"], placed["y"]) == (0, 0, 0)
        assert {placed["sizeX"], placed["sizeY"]} == {560, 720}

    # A sheet narrower than the panel is wide: free it turns; grained (its X along the sheet's length) it cannot.
    narrow = {"sheetWidth": 600, "sheetLength": 800, "kerf": 3}
    turned = expect(projects_api.get(path, params=narrow, session=deal.client.session), 200).body
    assert (turned["sheetWidthMm"], turned["sheetLengthMm"], turned["kerfMm"]) == (600, 800, 3)
    assert turned["sheets"] == 1 and turned["groups"][0]["layouts"][0]["parts"][0]["rotated"] is True
    grained = expect(projects_api.get(path, params={**narrow, "grain": "true"}, session=deal.client.session),
                     200).body
    assert grained["grain"] is True and (grained["sheets"], grained["unfit"]) == (0, 1)
    assert "turned it would" in grained["groups"][0]["unfitParts"][0]["reason"]


@pytest.mark.parametrize("params", [
    {"sheetWidth": "0"}, {"sheetLength": "10000.5"}, {"kerf": "51"}, {"sheetWidth": "wide"}, {"grain": "maybe"},
])
def test_a_bad_sheet_kerf_or_grain_is_a_400(projects_api, deal, panel, params):
    response = expect(projects_api.get(nesting_path(deal, panel), params=params, session=deal.client.session), 400)
    assert response.body["code"] == "invalid"
    assert any(word in response.message for word in ("sheet", "kerf", "grain")), response.message


def test_only_a_dxf_with_parts_is_nested(projects_api, deal):
    pdf = uploaded(projects_api, deal.client.session, deal.id, "nest-not-a-drawing.pdf", PDF)
    response = expect(projects_api.get(nesting_path(deal, pdf), session=deal.client.session), 409)
    assert response.message
    kitchen = uploaded(projects_api, deal.engineer.session, deal.id, "nest-kitchen.csv",
                       fixture("cutlists/kitchen.csv"))
    expect(projects_api.get(nesting_path(deal, kitchen), session=deal.client.session), 409)
    open_panel = uploaded(projects_api, deal.engineer.session, deal.id, "nest-three-lines.dxf",
                          fixture("dxf/side_panel_three_lines.dxf"))
    assert "nesting" not in open_panel["preflight"]
    expect(projects_api.get(nesting_path(deal, open_panel), session=deal.client.session), 409)


def test_nobody_else_gets_the_nesting(projects_api, api, deal, panel, admin_session):
    path = nesting_path(deal, panel)
    stranger = new_client(api)
    expect(projects_api.get(path, session=stranger.session), 403)
    # An admin reads a project's files only while it has an open dispute; this one has none.
    expect(projects_api.get(path, session=admin_session), 403)
    expect(projects_api.get(path, session=None), 401)
    # Another project's file under this project, and a file that does not exist, are unknown.
    theirs = post_project(projects_api, stranger)
    foreign = uploaded(projects_api, stranger.session, theirs["id"], "theirs.pdf", PDF)
    expect(projects_api.get(f"/api/projects/{deal.id}/files/{foreign['id']}/nesting", session=deal.client.session),
           404)
    expect(projects_api.get(f"/api/projects/{deal.id}/files/999999999/nesting", session=deal.client.session), 404)
