"""POST /api/upload-image (multipart `file`), the file served by nginx under /uploads/, and
PUT /api/user/profile {profileImage} (docs/dev-contract.md "Engineers")."""
from __future__ import annotations

import re

import pytest

from lib.api_client import expect
from lib.engineers import (GIF_1X1, IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, png_bytes, profile_of,
                           register_client, register_engineer, upload, uploaded_url)

NOT_AUTHENTICATED = "Not authenticated"
UPLOAD_URL = re.compile(r"^/uploads/[^/]+\.(png|jpe?g|gif|webp)$")
FIVE_MB = 5 * 1024 * 1024
EVIL_ORIGIN = "https://evil.example"


def put_profile(api, body, session, **kwargs):
    return api.request("PUT", "/api/user/profile", json=body, session=session, **kwargs)


def test_png_upload_is_served_by_nginx_as_an_image(api, gateway):
    engineer = register_engineer(api)
    content = png_bytes(8, 8)
    url = expect(upload(api, engineer.session, content), 201).body["url"]
    assert UPLOAD_URL.match(url) and url.endswith(".png"), url

    served = gateway.get(url, headers={"Accept": "image/*"})
    assert served.status == 200, served.describe()
    assert (served.headers.get("Content-Type") or "").startswith("image/png"), served.headers.get("Content-Type")
    assert served.raw.content == content, "the served file differs from the uploaded one"
    assert served.headers.get("X-Content-Type-Options") == "nosniff"


def test_two_uploads_get_different_urls(api):
    engineer = register_engineer(api)
    first, second = uploaded_url(api, engineer.session), uploaded_url(api, engineer.session)
    assert first != second


def test_gif_upload(api, gateway):
    client = register_client(api)  # any signed-in user may upload
    url = expect(upload(api, client.session, GIF_1X1, filename="pixel.gif", content_type="image/gif"), 201).body["url"]
    assert url.endswith(".gif"), url
    served = gateway.get(url)
    assert served.status == 200 and (served.headers.get("Content-Type") or "").startswith("image/gif")


def test_type_comes_from_the_content_not_the_name(api):
    # A PNG sent as "photo.jpg" with a JPEG content type is still stored as what it is: an image, URL ending .png.
    engineer = register_engineer(api)
    url = expect(upload(api, engineer.session, png_bytes(), filename="photo.jpg", content_type="image/jpeg"),
                 201).body["url"]
    assert url.endswith(".png"), f"extension must follow the content: {url}"


@pytest.mark.parametrize("content,filename", [
    (b"just some text, not an image\n", "notes.png"),
    (b"<html><script>alert(1)</script></html>", "page.gif"),
    (b"<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>", "icon.svg"),
    (b"\x89PNG", "truncated.png"),
    (b"", "empty.png"),
], ids=["text-as-png", "html-as-gif", "svg", "truncated-png", "empty"])
def test_non_images_are_refused(api, content, filename):
    engineer = register_engineer(api)
    expect(upload(api, engineer.session, content, filename=filename, content_type="image/png"), 400,
           IMAGE_TYPE_MESSAGE)


def test_missing_file_part(api):
    engineer = register_engineer(api)
    response = expect(upload(api, engineer.session, png_bytes(), field="picture"), 400)
    assert response.message


def test_image_over_5_mb_is_refused_with_413(api):
    engineer = register_engineer(api)
    content = png_bytes(1400, 1400, noise=True)  # a valid PNG of about 5.6 MB (under the gateway's 6 MB)
    assert FIVE_MB < len(content) < 6 * 1024 * 1024 - 4096, len(content)
    expect(upload(api, engineer.session, content), 413, IMAGE_SIZE_MESSAGE)


def test_upload_needs_a_session(api):
    expect(upload(api, None, png_bytes()), 401, NOT_AUTHENTICATED)


def test_cross_site_upload_is_refused(api):
    engineer = register_engineer(api)
    expect(upload(api, engineer.session, png_bytes(), headers={"Origin": EVIL_ORIGIN}), 403)


# --- PUT /api/user/profile ------------------------------------------------------------------------------------------
def test_profile_image_from_an_upload(api):
    engineer = register_engineer(api)
    url = uploaded_url(api, engineer.session)
    user = expect(put_profile(api, {"profileImage": url}, engineer.session), 200).body
    assert user["profileImage"] == url
    assert {k: v for k, v in user.items() if k != "profileImage"} == \
        {k: v for k, v in engineer.user.items() if k != "profileImage"}
    assert expect(api.get("/api/user", session=engineer.session), 200).body["profileImage"] == url
    assert profile_of(api, engineer.id)["user"]["profileImage"] == url


def test_profile_image_can_be_removed(api):
    engineer = register_engineer(api)
    url = uploaded_url(api, engineer.session)
    expect(put_profile(api, {"profileImage": url}, engineer.session), 200)
    removed = expect(put_profile(api, {"profileImage": None}, engineer.session), 200).body
    assert removed["profileImage"] is None
    assert expect(api.get("/api/user", session=engineer.session), 200).body["profileImage"] is None


def test_client_profile_image(api):
    client = register_client(api)
    url = uploaded_url(api, client.session)
    expect(put_profile(api, {"profileImage": url}, client.session), 200)
    assert expect(api.get("/api/user", session=client.session), 200).body["profileImage"] == url


@pytest.mark.parametrize("image", [
    "https://evil.example/x.png",
    "//evil.example/uploads/x.png",
    "javascript:alert(1)",
    "/uploads/../etc/passwd",
    "/uploads/",
    "",
    5,
], ids=["external", "protocol-relative", "javascript", "traversal", "bare-folder", "empty", "number"])
def test_profile_image_must_be_an_upload(api, image):
    engineer = register_engineer(api)
    expect(put_profile(api, {"profileImage": image}, engineer.session), 400)
    assert expect(api.get("/api/user", session=engineer.session), 200).body["profileImage"] is None


def test_profile_image_that_was_never_uploaded(api):
    # "must be an /uploads/ URL from upload-image": a well-formed path to a file that does not exist is refused.
    engineer = register_engineer(api)
    expect(put_profile(api, {"profileImage": "/uploads/0123456789abcdef0123456789abcdef.png"}, engineer.session),
           400)


def test_profile_image_needs_a_session(api):
    expect(put_profile(api, {"profileImage": "/uploads/x.png"}, None), 401, NOT_AUTHENTICATED)


def test_cross_site_profile_image_change_is_refused(api):
    engineer = register_engineer(api)
    url = uploaded_url(api, engineer.session)
    expect(put_profile(api, {"profileImage": url}, engineer.session, headers={"Origin": EVIL_ORIGIN}), 403)
    assert expect(api.get("/api/user", session=engineer.session), 200).body["profileImage"] is None
