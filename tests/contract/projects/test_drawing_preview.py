"""A DXF version's preview (GET /api/projects/{id}/files/{fileId}/preview): drawn from the preflight's reading by its
child process, every layer as SVG path data; only the project's participants see it (as the files); 409 for a file
that is not a DXF; kept beside the stored object once per content and revalidated by its ETag (304)."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from lib.api_client import ApiClient, expect
from lib.billing import PaidProject, accepted_project, upgraded
from lib.deliverables import fixture, uploaded
from lib.projects import new_client, post_project

PDF = b"%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n"


@pytest.fixture(scope="module")
def deal(gateway: ApiClient, admin_session: str) -> PaidProject:
    """A project with an accepted bid whose engineer is on the professional plan (DXF uploads)."""
    project = accepted_project(gateway, admin_session)
    upgraded(gateway, project.engineer, "professional")
    return project


@pytest.fixture(scope="module")
def three_lines(projects_api, deal) -> dict:
    return uploaded(projects_api, deal.engineer.session, deal.id, "side-three-lines.dxf",
                    fixture("dxf/side_panel_three_lines.dxf"))


def preview_path(project_id: int, file_id: int) -> str:
    return f"/api/projects/{project_id}/files/{file_id}/preview"


def kept_preview(config, sha: str) -> Path:
    root = Path(os.environ.get("PROJECT_FILES_DIR", "") or config.state_dir / "project-files")
    return root / "objects" / sha[:2] / f"{sha}.preview-v1.json"


def test_the_three_line_panel_is_drawn_with_its_layer_and_box(projects_api, deal, three_lines):
    answer = expect(projects_api.get(preview_path(deal.id, three_lines["id"]), session=deal.client.session), 200)
    preview = answer.body
    assert preview["message"] == "" and preview["simplified"] is False
    assert preview["box"] == {"minX": 0, "minY": 0, "maxX": 560, "maxY": 720}
    assert preview["units"]["name"] == "millimeters"
    cut = next(layer for layer in preview["layers"] if layer["name"] == "CUT")
    assert cut["cut"] is True and cut["segments"] == 3 and cut["color"].startswith("#")
    assert cut["d"].count("M") == 3 and "560 720" in cut["d"]
    assert preview["shownSegments"] == preview["totalSegments"] == 3
    assert answer.headers.get("ETag") == f'"preview-v1-{three_lines["sha256"]}"'
    assert answer.headers.get("Cache-Control") == "private, no-cache"
    # The engineer who uploaded it sees the same drawing.
    assert expect(projects_api.get(preview_path(deal.id, three_lines["id"]), session=deal.engineer.session),
                  200).body == preview


def test_a_known_tag_is_answered_304_without_a_body(projects_api, deal, three_lines):
    path = preview_path(deal.id, three_lines["id"])
    tag = expect(projects_api.get(path, session=deal.client.session), 200).headers.get("ETag")
    for sent in (tag, f"W/{tag}", f'"other", {tag}', "*"):
        answer = expect(projects_api.get(path, session=deal.client.session, headers={"If-None-Match": sent}), 304)
        assert answer.text == "" and answer.headers.get("ETag") == tag
    assert projects_api.get(path, session=deal.client.session, headers={"If-None-Match": '"other"'}).status == 200


def test_the_preview_is_made_once_per_content_and_kept_beside_the_object(projects_api, config, deal, three_lines):
    path = preview_path(deal.id, three_lines["id"])
    first = expect(projects_api.get(path, session=deal.client.session), 200).body
    kept = kept_preview(config, three_lines["sha256"])
    assert kept.is_file()
    made = kept.stat().st_mtime_ns
    assert expect(projects_api.get(path, session=deal.client.session), 200).body == first
    # The same bytes under another name (another version, another file) are drawn from the same kept preview.
    again = uploaded(projects_api, deal.engineer.session, deal.id, "copy-of-three-lines.dxf",
                     fixture("dxf/side_panel_three_lines.dxf"))
    answer = expect(projects_api.get(preview_path(deal.id, again["id"]), session=deal.client.session), 200)
    assert answer.body == first and answer.headers.get("ETag") == f'"preview-v1-{three_lines["sha256"]}"'
    assert kept.stat().st_mtime_ns == made


def test_only_the_participants_see_it_as_they_see_the_files(projects_api, api, admin_session, deal, three_lines):
    path = preview_path(deal.id, three_lines["id"])
    stranger = new_client(api)
    assert projects_api.get(path, session=stranger.session).status == 403
    # An admin sees a project's files only while it has an open dispute.
    assert projects_api.get(path, session=admin_session).status == 403
    assert projects_api.get(path, session=None).status == 401
    # Another project's file under this project is unknown; an unknown file too.
    theirs = post_project(projects_api, stranger)
    foreign = uploaded(projects_api, stranger.session, theirs["id"], "theirs.pdf", PDF)
    assert projects_api.get(preview_path(deal.id, foreign["id"]), session=deal.client.session).status == 404
    assert projects_api.get(preview_path(deal.id, 987654321), session=deal.client.session).status == 404
    # Not even with a tag does a stranger learn anything.
    tag = f'"preview-v1-{three_lines["sha256"]}"'
    assert projects_api.get(path, session=stranger.session, headers={"If-None-Match": tag}).status == 403


def test_a_file_that_is_not_a_dxf_has_no_preview(projects_api, deal):
    pdf = uploaded(projects_api, deal.client.session, deal.id, "brief-for-preview.pdf", PDF)
    answer = expect(projects_api.get(preview_path(deal.id, pdf["id"]), session=deal.client.session), 409)
    assert answer.message == "Only a DXF drawing has a preview"


def test_a_drawing_that_cannot_be_read_says_why_and_draws_nothing(projects_api, deal):
    truncated = uploaded(projects_api, deal.engineer.session, deal.id, "side-cut-short.dxf",
                         fixture("dxf/cabinet_side_truncated.dxf"))
    preview = expect(projects_api.get(preview_path(deal.id, truncated["id"]), session=deal.client.session), 200).body
    assert preview["message"] == truncated["preflight"]["message"]
    assert preview["layers"] == [] and preview["box"] is None
