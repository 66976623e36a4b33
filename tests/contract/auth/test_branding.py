"""White-label branding (issue 29 item 11, docs in services/auth/openapi.yaml): an enterprise member sets a company
name and a logo, which anyone reads at GET /api/branding/{userId}; starter and professional members are refused with
plan_required; a logo is checked by its own bytes (PNG or JPEG, header read for its size), never by its Content-Type;
a refunded plan hides the branding at once and an upgrade brings it back."""
from __future__ import annotations

import struct
import zlib

import pytest

from lib.api_client import expect
from lib.billing import upgraded
from lib.projects import new_client
from lib.waiting import wait_until

PLAN_REQUIRED = {"message": "White-label is part of the Enterprise plan: upgrade to use it.", "code": "plan_required",
                 "capability": "white_label", "plan": "enterprise", "link": "/premium-plans"}
NONE = {"companyName": None, "logoUrl": None}


def png(width: int = 64, height: int = 64) -> bytes:
    """A real PNG: one colour, compressed rows."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    rows = b"".join(b"\x00" + b"\x20\x60\xa0" * width for _ in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))


def png_header(width: int, height: int) -> bytes:
    """Only a PNG's signature and IHDR chunk, claiming any size."""
    data = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + struct.pack(">I", 13) + b"IHDR" + data
            + struct.pack(">I", zlib.crc32(b"IHDR" + data) & 0xFFFFFFFF))


def jpeg_header(width: int, height: int) -> bytes:
    """A JPEG's SOI, an APP0 segment and its SOF0 frame header."""
    app0 = b"\xff\xe0" + struct.pack(">H", 16) + b"JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00"
    sof0 = b"\xff\xc0" + struct.pack(">HBHHB", 11, 8, height, width, 1) + b"\x01\x11\x00"
    return b"\xff\xd8" + app0 + sof0 + b"\xff\xd9"


def put_logo(api, session, body: bytes, content_type: str = "image/png"):
    return api.request("PUT", "/api/branding/logo", data=body, session=session,
                       headers={"Content-Type": content_type})


def set_name(api, session, name):
    return api.request("PUT", "/api/branding", json={"companyName": name}, session=session)


@pytest.fixture(scope="module")
def enterprise(api):
    return upgraded(api, new_client(api), "enterprise")


@pytest.mark.parametrize("plan", ["starter", "professional"])
def test_below_enterprise_every_write_is_refused_with_plan_required(api, plan):
    member = new_client(api) if plan == "starter" else upgraded(api, new_client(api), plan)
    for refused in (set_name(api, member.session, "Acme Kitchens"), put_logo(api, member.session, png()),
                    api.request("DELETE", "/api/branding/logo", session=member.session)):
        assert refused.status == 403 and refused.body == PLAN_REQUIRED, refused.describe()
    own = expect(api.get("/api/branding", session=member.session), 200).body
    assert own == {**NONE, "allowed": False}
    assert expect(api.get(f"/api/branding/{member.id}"), 200).body == NONE


def test_an_enterprise_member_sets_a_name_and_logo_anyone_sees(api, gateway):
    member = upgraded(api, new_client(api), "enterprise")
    assert expect(api.get("/api/branding", session=member.session), 200).body == {**NONE, "allowed": True}
    named = expect(set_name(api, member.session, "  Acme Kitchens  "), 200).body
    assert named == {"companyName": "Acme Kitchens", "logoUrl": None, "allowed": True}

    image = png(120, 40)
    with_logo = expect(put_logo(api, member.session, image), 200).body
    assert with_logo["logoUrl"] == f"/api/branding/{member.id}/logo?v=1"
    public = expect(api.get(f"/api/branding/{member.id}"), 200).body
    assert public == {"companyName": "Acme Kitchens", "logoUrl": with_logo["logoUrl"]}

    served = expect(gateway.get(with_logo["logoUrl"], headers={"Accept": "image/*"}, validate=False), 200)
    assert served.raw.content == image
    assert served.headers.get("Content-Type") == "image/png"
    assert served.headers.get_all("X-Content-Type-Options") == ["nosniff"]
    assert served.headers.get_all("Content-Security-Policy") == ["default-src 'none'; sandbox"]
    assert "max-age=31536000" in served.headers.get("Cache-Control")
    unversioned = expect(gateway.get(f"/api/branding/{member.id}/logo", validate=False), 200)
    assert unversioned.headers.get("Cache-Control") == "no-cache"

    replaced = expect(put_logo(api, member.session, jpeg_header(300, 300), "image/jpeg"), 200).body
    assert replaced["logoUrl"] == f"/api/branding/{member.id}/logo?v=2"
    again = expect(gateway.get(replaced["logoUrl"], validate=False), 200)
    assert again.headers.get("Content-Type") == "image/jpeg"

    expect(api.request("DELETE", "/api/branding/logo", session=member.session), 200)
    assert expect(api.get(f"/api/branding/{member.id}"), 200).body == {"companyName": "Acme Kitchens",
                                                                          "logoUrl": None}
    expect(api.get(f"/api/branding/{member.id}/logo"), 404)
    assert expect(set_name(api, member.session, None), 200).body["companyName"] is None


LOGO_REFUSALS = [
    ("a PNG sent as text", png(), "text/plain", 400),
    ("text sent as a PNG", b"Acme Kitchens, since 1987\n" * 4, "image/png", 400),
    ("a PNG sent as a JPEG", png(), "image/jpeg", 400),
    ("a GIF", b"GIF89a\x40\x00\x40\x00\x80\x00\x00" + b"\x00" * 40, "image/png", 400),
    ("a GIF as itself", b"GIF89a\x40\x00\x40\x00\x80\x00\x00" + b"\x00" * 40, "image/gif", 400),
    ("an SVG", b'<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', "image/svg+xml", 400),
    ("an SVG as a PNG", b'<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', "image/png", 400),
    ("a truncated PNG header", png()[:20], "image/png", 400),
    ("a 5000x5000 header", png_header(5000, 5000), "image/png", 400),
    ("a 5000x5000 JPEG header", jpeg_header(5000, 5000), "image/jpeg", 400),
    ("an 8 px PNG", png(8, 8), "image/png", 400),
    ("an empty body", b"", "image/png", 400),
    ("300 KiB", png_header(64, 64) + b"\x00" * (300 * 1024), "image/png", 413),
]


@pytest.mark.parametrize(("what", "body", "content_type", "status"), LOGO_REFUSALS,
                         ids=[case[0] for case in LOGO_REFUSALS])
def test_a_logo_is_checked_by_its_own_bytes(api, enterprise, what, body, content_type, status):
    before = expect(api.get("/api/branding", session=enterprise.session), 200).body
    response = put_logo(api, enterprise.session, body, content_type)
    assert response.status == status, (what, response.describe())
    assert response.body["code"] == ("too_large" if status == 413 else "invalid")
    assert expect(api.get("/api/branding", session=enterprise.session), 200).body == before, "nothing stored"


NAME_REFUSALS = [
    ({}, "companyName is required (null removes it)"),
    ({"companyName": "   "}, "Give your company's name, or remove it"),
    ({"companyName": "Acme\u0000Kitchens"}, None),
    ({"companyName": "Acme \u202eagla"}, "The company name must be plain text without control or invisible characters"),
    ({"companyName": "Acme\u200bKitchens"}, "The company name must be plain text without control or invisible characters"),
    ({"companyName": "Acme\u2066Kitchens"}, "The company name must be plain text without control or invisible characters"),
    ({"companyName": "Acme\u0007"}, "The company name must be plain text without control or invisible characters"),
    ({"companyName": "x" * 81}, "The company name can be at most 80 characters"),
    ({"companyName": 7}, None),
]


@pytest.mark.parametrize(("body", "message"), NAME_REFUSALS)
def test_a_bad_company_name_is_a_400(api, enterprise, body, message):
    before = expect(api.get("/api/branding", session=enterprise.session), 200).body
    expect(api.request("PUT", "/api/branding", json=body, session=enterprise.session), 400, message)
    assert expect(api.get("/api/branding", session=enterprise.session), 200).body == before


def test_nobody_changes_another_members_branding(api, enterprise):
    """The write routes carry no id: the session says whose branding it is."""
    other = upgraded(api, new_client(api), "enterprise")
    expect(set_name(api, enterprise.session, "Acme Kitchens"), 200)
    expect(set_name(api, other.session, "Other Co"), 200)
    assert expect(api.get(f"/api/branding/{enterprise.id}"), 200).body["companyName"] == "Acme Kitchens"
    for method, path in (("PUT", f"/api/branding/{enterprise.id}"), ("PUT", f"/api/branding/{enterprise.id}/logo"),
                         ("DELETE", f"/api/branding/{enterprise.id}")):
        response = api.request(method, path, json={"companyName": "Hijacked"}, session=other.session, validate=False)
        assert response.status in (404, 405), response.describe()
    expect(set_name(api, None, "Hijacked"), 401)
    expect(put_logo(api, None, png()), 401)
    assert expect(api.get(f"/api/branding/{enterprise.id}"), 200).body["companyName"] == "Acme Kitchens"


def test_unknown_ids_are_empty_or_404(api):
    assert expect(api.get("/api/branding/999999999"), 200).body == NONE
    expect(api.get("/api/branding/abc"), 404)
    expect(api.get("/api/branding/999999999/logo"), 404)


def test_a_refund_hides_the_branding_at_once_and_an_upgrade_brings_it_back(api, gateway):
    member = upgraded(api, new_client(api), "enterprise")
    expect(set_name(api, member.session, "Acme Kitchens"), 200)
    logo_url = expect(put_logo(api, member.session, png()), 200).body["logoUrl"]
    shown = {"companyName": "Acme Kitchens", "logoUrl": logo_url}
    assert expect(api.get(f"/api/branding/{member.id}"), 200).body == shown

    expect(gateway.post("/api/refund-subscription", session=member.session), 200)
    wait_until(lambda: api.get(f"/api/branding/{member.id}").body, until=lambda body: body == NONE, timeout=30,
               what="auth to hide the branding after the refund")
    expect(api.get(logo_url), 404)
    assert expect(api.get("/api/branding", session=member.session), 200).body == {**shown, "allowed": False}, \
        "kept, for after an upgrade"
    assert set_name(api, member.session, "Changed").status == 403

    upgraded(api, member, "enterprise")
    assert expect(api.get(f"/api/branding/{member.id}"), 200).body == shown
    expect(gateway.get(logo_url, validate=False), 200)
