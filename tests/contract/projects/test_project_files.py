"""Project files: participants upload, list and download them (streamed through nginx, hashed, versioned by name);
nobody else gets anything; plans limit formats, sizes and counts; the content must be what the name says; a DXF is
preflighted and a CSV cut list previewed."""
from __future__ import annotations

import json
import socket
from urllib.parse import quote, urlsplit

import pytest
import requests

from lib.api_client import ApiClient, expect
from lib.billing import PaidProject, accepted_project, upgraded
from lib.config import gateway_secret
from lib.deliverables import act, files_of, fixture, funded, milestones_of, sha256, upload, uploaded
from lib.engineers import png_bytes
from lib.projects import accept, bid, new_client, post_project, verified_engineer

PDF = b"%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n"


@pytest.fixture(scope="module")
def deal(gateway: ApiClient, admin_session: str) -> PaidProject:
    """A project with an accepted bid whose client and engineer are on the professional plan (DXF uploads, 25 per
    project)."""
    project = accepted_project(gateway, admin_session)
    upgraded(gateway, project.engineer, "professional")
    upgraded(gateway, project.client, "professional")
    return project


def download(gateway: ApiClient, session: str | None, file: dict) -> requests.Response:
    return requests.get(gateway.base_url + file["downloadUrl"], cookies={"cw_session": session} if session else {},
                        timeout=30)


def test_participants_upload_list_and_download_the_same_bytes(projects_api, gateway, deal):
    stored = expect(upload(projects_api, deal.client.session, deal.id, "brief.pdf", PDF), 201).body
    assert stored["name"] == "brief.pdf" and stored["version"] == 1 and stored["format"] == "pdf"
    assert stored["sha256"] == sha256(PDF) and stored["sizeBytes"] == len(PDF)
    assert stored["uploadedBy"]["id"] == deal.client.id and stored["preflight"] is None

    listed = expect(files_of(projects_api, deal.engineer.session, deal.id), 200).body
    assert stored["id"] in [f["id"] for f in listed["files"]]

    answer = download(gateway, deal.engineer.session, stored)
    assert answer.status_code == 200 and answer.content == PDF
    assert answer.headers["Content-Type"] == "application/pdf"
    assert answer.headers["Content-Disposition"].startswith('attachment; filename="brief.pdf"')
    assert answer.headers["X-Content-SHA256"] == sha256(PDF)
    assert "sandbox" in answer.headers["Content-Security-Policy"]


def test_a_name_used_again_is_its_next_version(projects_api, deal):
    first = uploaded(projects_api, deal.engineer.session, deal.id, "layout.png", png_bytes(4, 4))
    second = uploaded(projects_api, deal.engineer.session, deal.id, "layout.png", png_bytes(8, 8))
    assert (first["version"], second["version"]) == (1, 2)
    assert first["sha256"] != second["sha256"]
    versions = [f["version"] for f in expect(files_of(projects_api, deal.client.session, deal.id), 200).body["files"]
                if f["name"] == "layout.png"]
    assert versions == [2, 1]


def test_the_same_bytes_as_the_latest_version_are_refused_not_stored_again(projects_api, deal):
    # The client's uploads (the engineer's allowance of this shared deal goes to the other tests).
    session = deal.client.session
    first = uploaded(projects_api, session, deal.id, "door.png", png_bytes(4, 4))
    second = uploaded(projects_api, session, deal.id, "door.png", png_bytes(8, 8))
    expect(upload(projects_api, session, deal.id, "door.png", png_bytes(8, 8)), 409,
           "This file is identical to version 2 of door.png")
    # Only the latest version counts: the bytes of version 1 again are a change back, stored as version 3.
    third = uploaded(projects_api, session, deal.id, "door.png", png_bytes(4, 4))
    assert (first["version"], second["version"], third["version"]) == (1, 2, 3)
    # The same bytes under another name are another file.
    assert uploaded(projects_api, session, deal.id, "door-copy.png", png_bytes(4, 4))["version"] == 1
    versions = [f["version"] for f in expect(files_of(projects_api, session, deal.id), 200).body["files"]
                if f["name"] == "door.png"]
    assert versions == [3, 2, 1]


def test_nobody_else_gets_anything(projects_api, gateway, api, admin_session):
    client = new_client(api)
    winner, loser = verified_engineer(api), verified_engineer(api)
    project = post_project(projects_api, client)
    chosen = bid(projects_api, winner, project["id"])
    bid(projects_api, loser, project["id"])
    expect(accept(projects_api, client.session, chosen["id"]), 200)
    stored = uploaded(projects_api, client.session, project["id"], "secret.pdf", PDF)
    assert download(gateway, winner.session, stored).status_code == 200

    other_client = new_client(api)
    for outsider in (other_client, loser):
        assert files_of(projects_api, outsider.session, project["id"]).status == 403
        assert download(gateway, outsider.session, stored).status_code == 403
        assert upload(projects_api, outsider.session, project["id"], "x.pdf", PDF).status == 403
        assert projects_api.get(f"/api/projects/{project['id']}/milestones", session=outsider.session).status == 403
    # An admin reads a project's files only while it has an open dispute
    # (test_an_admin_reads_the_files_and_stages_only_while_the_dispute_is_open).
    assert files_of(projects_api, admin_session, project["id"]).status == 403
    assert files_of(projects_api, None, project["id"]).status == 401
    assert download(gateway, None, stored).status_code == 401
    assert upload(projects_api, None, project["id"], "x.pdf", PDF).status == 401
    # Another project's file id under this project is unknown.
    theirs = post_project(projects_api, other_client)
    foreign = uploaded(projects_api, other_client.session, theirs["id"], "theirs.pdf", PDF)
    response = requests.get(f"{gateway.base_url}/api/projects/{project['id']}/files/{foreign['id']}/download",
                            cookies={"cw_session": client.session}, timeout=10)
    assert response.status_code == 404


def test_an_admin_reads_the_files_and_stages_only_while_the_dispute_is_open(projects_api, gateway, admin_session):
    project = accepted_project(gateway, admin_session)
    stored = uploaded(projects_api, project.client.session, project.id, "measurements.pdf", PDF)
    funded(projects_api, project, "down_payment")
    document = expect(act(projects_api, project.engineer.session, project.id, "down_payment", "dispute",
                          {"reason": "The client stopped answering"}), 200).body
    dispute_id = document["milestones"][0]["dispute"]["id"]

    listed = expect(files_of(projects_api, admin_session, project.id), 200).body
    assert stored["id"] in [f["id"] for f in listed["files"]] and listed["canUpload"] is False
    answer = download(gateway, admin_session, stored)
    assert answer.status_code == 200 and answer.content == PDF
    assert expect(milestones_of(projects_api, admin_session, project.id), 200).body["milestones"][0]["dispute"]
    assert upload(projects_api, admin_session, project.id, "admin.pdf", PDF).status == 403

    expect(projects_api.post(f"/api/admin/disputes/{dispute_id}/resolve", json={"outcome": "refund", "note": ""},
                             session=admin_session), 200)
    expect(files_of(projects_api, admin_session, project.id), 403)
    answer = download(gateway, admin_session, stored)
    assert answer.status_code == 403 and answer.json()["code"] == "forbidden"
    expect(milestones_of(projects_api, admin_session, project.id), 403)
    expect(projects_api.get(f"/api/projects/{project.id}/files/{stored['id']}/cut-list", session=admin_session), 403)
    # The participants keep theirs.
    expect(files_of(projects_api, project.client.session, project.id), 200)
    assert download(gateway, project.engineer.session, stored).status_code == 200


def test_a_client_may_share_files_before_any_bid_is_accepted(projects_api, api):
    client = new_client(api)
    project = post_project(projects_api, client)
    assert upload(projects_api, client.session, project["id"], "sketch.pdf", PDF).status == 201


@pytest.mark.parametrize("name, content", [
    ("drawing.pdf", b"MZ\x90\x00 this is a Windows program"),
    ("photo.png", b"%PDF-1.4 a pdf calling itself a png"),
    ("photo.jpg", png_bytes(2, 2)),
    ("side.dxf", PDF),
    ("plan.dwg", b"<html><script>alert(1)</script></html>"),
    ("cut.csv", b"part,material\x00,thickness\n"),
    ("model.step", b"not a step file"),
])
def test_content_that_is_not_what_its_name_says_is_an_unknown_format(projects_api, deal, name, content):
    upgraded_engineer = deal.engineer
    response = expect(upload(projects_api, upgraded_engineer.session, deal.id, name, content), 400)
    assert response.message.startswith("Unknown Format: ")


@pytest.mark.parametrize("name", ["virus.exe", "page.html", "script.js", "noextension", "archive.zip", "dot."])
def test_an_extension_outside_the_list_is_refused_before_the_body(projects_api, deal, name):
    response = expect(upload(projects_api, deal.client.session, deal.id, name, PDF), 400)
    assert response.message.startswith("Unknown Format: ")


@pytest.mark.parametrize("name, message", [
    ("", "name"),
    ("a\u202ereversed.pdf", "bidirectional"),
    ("tab\there.pdf", "control"),
    ("x" * 300 + ".pdf", "255"),
])
def test_hostile_names_are_refused(projects_api, deal, name, message):
    response = expect(upload(projects_api, deal.client.session, deal.id, name, PDF), 400)
    assert message in response.message


def refusal_before_the_body(config, session: str, project_id: int, name: str) -> tuple[int, dict]:
    """Announces a 5 MB upload named `name` and sends none of its body: nginx must answer from projects' check alone
    (auth_request), before it reads a byte. The status and the JSON error."""
    target = urlsplit(config.base_url)
    with socket.create_connection((target.hostname, target.port), timeout=10) as connection:
        connection.sendall((f"POST /api/projects/{project_id}/files?name={quote(name, safe='')} HTTP/1.1\r\n"
                            f"Host: {target.netloc}\r\nCookie: cw_session={session}\r\n"
                            f"Content-Length: {5 * 1024 * 1024}\r\nContent-Type: application/octet-stream\r\n"
                            "Connection: close\r\n\r\n").encode())
        # Read the answer only: nginx keeps the connection a while for the body it discards (lingering close).
        answer = b""
        while b"\r\n\r\n" not in answer and (chunk := connection.recv(65536)):
            answer += chunk
        head, _, body = answer.partition(b"\r\n\r\n")
        lines = head.decode().split("\r\n")
        length = int(next(line.split(":", 1)[1] for line in lines if line.lower().startswith("content-length:")))
        while len(body) < length and (chunk := connection.recv(65536)):
            body += chunk
    return int(lines[0].split(" ", 2)[1]), json.loads(body[:length].decode())


# Each character class a name cannot hold (README, Deliverables: no control or bidirectional characters), put in the
# middle of an otherwise good name.
CONTROL = ["\u0001", "\u001b", "\u007f", "\u0080", "\u0085", "\u009b", "\u009f", "\u2028", "\u2029"]
BIDIRECTIONAL = ["\u061c", "\u200e", "\u200f", "\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066",
                 "\u2067", "\u2068", "\u2069"]
INVISIBLE = ["\u00ad", "\u180e", "\u200b", "\u200c", "\u200d", "\u2060", "\u2061", "\u2062", "\u2063",
             "\u2064", "\ufeff", "\U000e0001"]


@pytest.mark.parametrize("character, words", [(c, "control characters") for c in CONTROL]
                         + [(c, "bidirectional control characters") for c in BIDIRECTIONAL]
                         + [(c, "invisible formatting characters") for c in INVISIBLE],
                         ids=lambda value: f"U+{ord(value):04X}" if len(value) == 1 else value)
def test_control_bidirectional_and_invisible_characters_are_refused_before_the_body(config, deal, character, words):
    status, error = refusal_before_the_body(config, deal.client.session, deal.id, f"side{character}panel.pdf")
    assert status == 400, error
    assert error["message"] == f"A file name cannot hold {words} (U+{ord(character):04X})"
    assert error["code"] == "invalid"


def test_a_good_name_is_let_through_to_the_body(config, deal):
    """The same raw request with a plain name passes the check: nginx then waits for the body it was promised."""
    target = urlsplit(config.base_url)
    with socket.create_connection((target.hostname, target.port), timeout=5) as connection:
        connection.sendall((f"POST /api/projects/{deal.id}/files?name=side-panel.pdf HTTP/1.1\r\n"
                            f"Host: {target.netloc}\r\nCookie: cw_session={deal.client.session}\r\n"
                            "Content-Length: 1000\r\nContent-Type: application/octet-stream\r\n\r\n").encode())
        connection.settimeout(1.5)
        with pytest.raises(TimeoutError):
            connection.recv(4096)


def test_a_path_in_the_name_is_dropped_and_quotes_stay_out_of_the_header(projects_api, gateway, deal):
    stored = uploaded(projects_api, deal.client.session, deal.id, '../../etc/"quoted"; x=1 \u00e9.pdf', PDF)
    assert stored["name"] == '"quoted"; x=1 \u00e9.pdf'
    disposition = download(gateway, deal.client.session, stored).headers["Content-Disposition"]
    assert disposition == ('attachment; filename="_quoted__ x=1 __.pdf"; '
                           "filename*=UTF-8''%22quoted%22%3B%20x%3D1%20%C3%A9.pdf")


def test_a_forged_upload_path_is_ignored(projects_api, config, deal):
    # Through the gateway nginx sets the header itself: the body sent is what is stored.
    stored = expect(upload(projects_api, deal.client.session, deal.id, "forged.pdf", PDF,
                           headers={"X-Upload-File": "/etc/passwd"}), 201).body
    assert stored["sha256"] == sha256(PDF)
    # On the service's own port the hand-off needs the gateway's proof (test_gateway_trust.py)...
    response = requests.post(f"{config.projects_direct_url}/api/projects/{deal.id}/files", params={"name": "p.pdf"},
                             headers={"X-Upload-File": "/etc/passwd"}, cookies={"cw_session": deal.client.session},
                             timeout=10)
    assert response.status_code == 403 and response.json()["code"] == "gateway_only"
    # ...and even with it, a path outside the files folder's incoming/ is refused.
    response = requests.post(f"{config.projects_direct_url}/api/projects/{deal.id}/files", params={"name": "p.pdf"},
                             headers={"X-Upload-File": "/etc/passwd", "X-Gateway-Secret": gateway_secret()},
                             cookies={"cw_session": deal.client.session}, timeout=10)
    assert response.status_code == 400 and "gateway" in response.json()["message"]


def test_the_starter_plan_limits_formats_size_and_count(projects_api, gateway, admin_session):
    project = accepted_project(gateway, admin_session, client_plan="starter")
    client = project.client
    refused = expect(upload(projects_api, client.session, project.id, "side.dxf",
                            fixture("dxf/cabinet_side_clean.dxf")), 403)
    assert "Starter plan does not include .dxf" in refused.message and "/premium-plans" in refused.message
    assert "The Professional plan takes them" in refused.message
    assert refused.body["requiredPlan"] == "professional" and refused.body["upgradeUrl"] == "/premium-plans"

    too_big = PDF + b"0" * (10 * 1024 * 1024)
    refused = expect(upload(projects_api, client.session, project.id, "big.pdf", too_big), 403)
    assert refused.message == ("Your Starter plan allows 10 MB per file. Upgrade at /premium-plans for larger "
                               "files.")

    for index in range(5):
        uploaded(projects_api, client.session, project.id, f"doc{index}.pdf", PDF)
    limits = expect(files_of(projects_api, client.session, project.id), 200).body["limits"]
    assert limits["used"] == 5 and limits["uploadsPerProject"] == 5 and "dxf" not in limits["extensions"]
    # The page names the way up before it sends a file: every extension the plan refuses, with the plan taking it.
    assert limits["upgrades"]["dxf"] == "professional" and limits["upgrades"]["skp"] == "enterprise"
    assert not set(limits["upgrades"]) & set(limits["extensions"])
    refused = expect(upload(projects_api, client.session, project.id, "doc5.pdf", PDF), 403)
    assert refused.message == ("Your Starter plan allows 5 uploads per project. Upgrade at /premium-plans for more "
                               "uploads.")
    # The engineer's uploads count against the engineer's own plan.
    assert upload(projects_api, project.engineer.session, project.id, "theirs.pdf", PDF).status == 201


def test_a_refused_format_names_the_cheapest_plan_of_billing_that_takes_it(config, gateway, admin_session):
    """The gateway's check before the body answers as the upload does; the plan it names is the first of billing's
    plans (cheapest first) whose formats hold the extension."""
    project = accepted_project(gateway, admin_session, client_plan="starter")
    plans = expect(gateway.get("/api/plans"), 200).body  # cheapest first
    starter = next(plan for plan in plans if plan["id"] == "starter")
    checked = 0
    for plan in plans:
        for extension in plan["limits"]["fileFormats"]:
            taken_earlier = any(extension in earlier["limits"]["fileFormats"]
                                for earlier in plans[:plans.index(plan)])
            if taken_earlier or extension in starter["limits"]["fileFormats"] or extension in ("mozaik", "cv"):
                continue  # a starter format, or a plan's name for several extensions (.mzp, .cvx)
            status, error = refusal_before_the_body(config, project.client.session, project.id, f"part.{extension}")
            assert status == 403, (extension, error)
            assert error["code"] == "forbidden"
            assert error["requiredPlan"] == plan["id"] and error["upgradeUrl"] == "/premium-plans", (extension, error)
            assert f"The {plan['name']} plan takes them" in error["message"]
            checked += 1
    assert checked >= 10


def test_a_body_over_500_mb_is_refused_by_the_gateway_without_reading_it(config, deal):
    target = urlsplit(config.base_url)
    with socket.create_connection((target.hostname, target.port), timeout=10) as connection:
        connection.sendall((f"POST /api/projects/{deal.id}/files?name=huge.pdf HTTP/1.1\r\nHost: {target.netloc}\r\n"
                            f"Cookie: cw_session={deal.client.session}\r\nContent-Length: {600 * 1024 * 1024}\r\n"
                            "Content-Type: application/octet-stream\r\n\r\n").encode())
        answer = connection.recv(4096).decode(errors="replace")
    assert answer.startswith("HTTP/1.1 413"), answer
    head, _, body = answer.partition("\r\n\r\n")
    assert "content-type: application/json" in head.lower(), head
    assert json.loads(body) == {"message": "Request body too large"}


def test_a_dxf_is_preflighted_on_upload(projects_api, deal):
    clean = uploaded(projects_api, deal.engineer.session, deal.id, "side-clean.dxf",
                     fixture("dxf/cabinet_side_clean.dxf"))
    assert clean["preflight"]["status"] == "pass", clean["preflight"]
    assert clean["preflight"]["units"]["name"] == "millimeters"

    open_contour = uploaded(projects_api, deal.engineer.session, deal.id, "side-open.dxf",
                            fixture("dxf/cabinet_side_open_contour.dxf"))
    report = open_contour["preflight"]
    assert report["status"] == "fail"
    finding = next(f for f in report["findings"] if f["code"] == "open_contour")
    assert finding["severity"] == "error" and finding["layer"] and finding["location"] is not None

    mismatch = uploaded(projects_api, deal.engineer.session, deal.id, "side-inch.dxf",
                        fixture("dxf/cabinet_side_inch_mismatch.dxf"))
    assert "units_mismatch" in [f["code"] for f in mismatch["preflight"]["findings"]]

    truncated = uploaded(projects_api, deal.engineer.session, deal.id, "side-cut.dxf",
                         fixture("dxf/cabinet_side_truncated.dxf"))
    assert truncated["preflight"]["status"] == "error" and truncated["preflight"]["message"]


def test_a_side_panel_of_loose_lines_is_chained_into_a_part_or_fails_with_its_gap(projects_api, deal):
    """Issue 31's example: the side panel drawn as LINEs on CUT, with three of its edges and then all four."""
    three = uploaded(projects_api, deal.engineer.session, deal.id, "side-three-lines.dxf",
                     fixture("dxf/side_panel_three_lines.dxf"))["preflight"]
    assert three["status"] == "fail", three
    assert [f["code"] for f in three["findings"]] == ["open_contour"]
    finding = three["findings"][0]
    assert finding["layer"] == "CUT" and finding["location"] == {"x": 0, "y": 720}
    assert finding["gaps"] == [{"from": {"x": 0, "y": 0}, "to": {"x": 0, "y": 720}, "distance": 720,
                                "almostClosed": False}]
    assert three["parts"] == [] and three["partCount"] == 0

    four = uploaded(projects_api, deal.engineer.session, deal.id, "side-four-lines.dxf",
                    fixture("dxf/side_panel_four_lines.dxf"))["preflight"]
    assert four["status"] == "pass" and four["findings"] == [], four
    assert four["partCount"] == 1 and four["holeCount"] == 0
    part = four["parts"][0]
    assert (part["layer"], part["widthMm"], part["heightMm"], part["areaMm2"], part["segments"]) == \
        ("CUT", 560, 720, 560 * 720, 4)

    # The listing shows the same stored report.
    listed = {f["name"]: f for f in expect(files_of(projects_api, deal.engineer.session, deal.id), 200).body["files"]}
    assert listed["side-four-lines.dxf"]["preflight"]["parts"] == four["parts"]


def test_only_the_client_waives_a_failing_preflight(projects_api, deal):
    failing = uploaded(projects_api, deal.engineer.session, deal.id, "waive-me.dxf",
                       fixture("dxf/cabinet_side_open_contour.dxf"))
    path = f"/api/projects/{deal.id}/files/{failing['id']}/waive-preflight"
    assert projects_api.post(path, session=deal.engineer.session).status == 403
    waived = expect(projects_api.post(path, session=deal.client.session), 200).body
    assert waived["preflightWaived"] is True
    pdf = uploaded(projects_api, deal.client.session, deal.id, "no-preflight.pdf", PDF)
    assert projects_api.post(f"/api/projects/{deal.id}/files/{pdf['id']}/waive-preflight",
                             session=deal.client.session).status == 409


def test_a_cut_list_is_previewed_with_totals_and_a_sheet_estimate(projects_api, deal):
    kitchen = uploaded(projects_api, deal.engineer.session, deal.id, "kitchen.csv", fixture("cutlists/kitchen.csv"))
    assert kitchen["cutListPreview"] is True
    path = f"/api/projects/{deal.id}/files/{kitchen['id']}/cut-list"
    preview = expect(projects_api.get(path, session=deal.client.session), 200).body
    rows = preview["cutList"]["rows"]
    assert rows and preview["cutList"]["totals"]["parts"] == sum(r["quantity"] for r in rows)
    estimate = preview["estimate"]
    assert estimate["sheets"] >= estimate["lowerBound"] >= 1
    assert estimate["sheet"] == {"lengthMm": 2440, "widthMm": 1220, "kerfMm": 4}
    bigger = expect(projects_api.get(path, params={"sheetLength": 3050, "sheetWidth": 1525},
                                     session=deal.client.session), 200).body["estimate"]
    assert bigger["sheets"] <= estimate["sheets"]
    assert projects_api.get(path, params={"sheetWidth": "wide"}, session=deal.client.session).status == 400

    oversize = uploaded(projects_api, deal.engineer.session, deal.id, "oversize.csv",
                        fixture("cutlists/oversize_part.csv"))
    preview = expect(projects_api.get(f"/api/projects/{deal.id}/files/{oversize['id']}/cut-list",
                                      session=deal.client.session), 200).body
    assert any(material["doesNotFit"] for material in preview["estimate"]["materials"])

    pdf = uploaded(projects_api, deal.client.session, deal.id, "not-a-list.pdf", PDF)
    assert projects_api.get(f"/api/projects/{deal.id}/files/{pdf['id']}/cut-list",
                            session=deal.client.session).status == 409


@pytest.fixture(scope="module")
def kitchen_on_deal(projects_api, deal) -> dict:
    return uploaded(projects_api, deal.engineer.session, deal.id, "odd-sheets.csv", fixture("cutlists/kitchen.csv"))


@pytest.mark.parametrize("params", [
    {"sheetWidth": "0"}, {"sheetWidth": "-1220"}, {"sheetLength": "nan"}, {"sheetLength": "inf"},
    {"sheetWidth": "-inf"}, {"sheetWidth": "1e309"}, {"sheetLength": "10000.5"}, {"kerf": "-0.5"}, {"kerf": "nan"},
    {"kerf": "infinity"}, {"kerf": "51"}, {"sheetWidth": "0x10"}, {"sheetWidth": "12 mm"},
])
def test_a_sheet_or_kerf_out_of_range_is_a_400_that_says_which(projects_api, deal, kitchen_on_deal, params):
    kitchen = kitchen_on_deal
    response = expect(projects_api.get(f"/api/projects/{deal.id}/files/{kitchen['id']}/cut-list", params=params,
                                       session=deal.client.session), 400)
    assert response.body["code"] == "invalid"
    assert any(word in response.message for word in ("sheet", "kerf", "sheetWidth", "sheetLength")), response.message


def test_the_costliest_cut_list_is_estimated_approximately_rather_than_slowly(projects_api, deal, kitchen_on_deal):
    """tests/fixtures/cutlists/worst_case.csv: 10,000 rows, 20,000 parts (make bench (p) times it)."""
    worst = uploaded(projects_api, deal.engineer.session, deal.id, "worst.csv", fixture("cutlists/worst_case.csv"))
    preview = expect(projects_api.get(f"/api/projects/{deal.id}/files/{worst['id']}/cut-list",
                                      params={"sheetWidth": 1000, "sheetLength": 1000, "kerf": 0},
                                      session=deal.client.session), 200).body
    assert preview["cutList"]["totals"]["parts"] == 20000
    estimate = preview["estimate"]
    assert estimate["approximate"] is True and estimate["materials"][0]["approximate"] is True
    assert estimate["sheets"] >= estimate["lowerBound"] > 0
    exact = expect(projects_api.get(f"/api/projects/{deal.id}/files/{kitchen_on_deal['id']}/cut-list",
                                    session=deal.client.session), 200).body["estimate"]
    assert exact["approximate"] is False and (exact["sheets"], exact["lowerBound"]) == (11, 10)
