"""Engineers slice helpers (docs/dev-contract.md "Engineers"): engineer accounts, profile calls, image bytes and
multipart uploads. Every call goes through the ApiClient, so every response is checked against openapi.yaml."""
from __future__ import annotations

import os
import struct
import zlib
from typing import Any

from urllib3.filepost import encode_multipart_formdata

from .api_client import ApiClient, ApiResponse, expect
from .database import answer_key
from .users import RegisteredUser, register, unique_suffix

# Fields of the profile object a PATCH must refuse with "<field> cannot be changed".
READ_ONLY_FIELDS = {
    "rating": "1.0",
    "isVerified": True,
    "certificationStatus": "certified",
    "certificationScore": 10,
    "certificationDate": "2025-01-02T03:04:05Z",
    "completedProjects": 99,
    "reviewCount": 42,
    "userId": 1,
}
LIST_FIELDS = ["softwareSkills", "specializations", "languages", "education", "certifications"]
RESPONSE_TIMES = ["Within 1 hour", "Within 6 hours", "Within 24 hours", "Within 2-3 days"]
AVAILABILITIES = ["Available now", "Available in 1 week", "Available in 2 weeks", "Busy until further notice"]
IMAGE_TYPE_MESSAGE = "Only JPEG, PNG, WebP or GIF images can be uploaded"
IMAGE_SIZE_MESSAGE = "Images can be at most 5 MB"
ENGINEER_NOT_FOUND = "Engineer not found"
# A user id no test creates (ids are serial; this one is far beyond any test database).
UNKNOWN_USER_ID = 2_000_000_000


def register_engineer(api: ApiClient, **overrides: Any) -> RegisteredUser:
    return register(api, role="engineer", **overrides)


def register_client(api: ApiClient, **overrides: Any) -> RegisteredUser:
    return register(api, role="client", **overrides)


def token(prefix: str = "tok") -> str:
    """A word no other test (or earlier run) uses: letters and digits only, so any search can find it."""
    return f"{prefix}{unique_suffix(10)}"


def get_profile(api: ApiClient, user_id: int | str, session: str | None = None) -> ApiResponse:
    return api.get(f"/api/engineer-profile/{user_id}", session=session)


def profile_of(api: ApiClient, user_id: int, session: str | None = None) -> dict:
    return expect(get_profile(api, user_id, session), 200).body


def patch_profile(api: ApiClient, user_id: int | str, body: Any, session: str | None,
                  **kwargs: Any) -> ApiResponse:
    return api.request("PATCH", f"/api/engineer-profile/{user_id}", json=body, session=session, **kwargs)


def approve(api: ApiClient, user_id: int | str, session: str | None, **kwargs: Any) -> ApiResponse:
    return api.post(f"/api/admin/engineers/{user_id}/approve", session=session, **kwargs)


def revoke(api: ApiClient, user_id: int | str, session: str | None, reason: Any = "Portfolio images were not yours.",
           **kwargs: Any) -> ApiResponse:
    return api.post(f"/api/admin/engineers/{user_id}/revoke", json={"reason": reason}, session=session, **kwargs)


def pass_certification(api: ApiClient, engineer: RegisteredUser) -> dict:
    """The engineer takes the certification test and passes it (answers from the question bank): verified at once,
    engineer.certified published. Returns the attempt's result."""
    questions = expect(api.get("/api/certification/questions", session=engineer.session), 200).body["questions"]
    key = answer_key([q["id"] for q in questions])
    result = expect(api.post("/api/certification/attempt", json={"answers": [key[q["id"]] for q in questions]},
                             session=engineer.session), 200).body
    assert result["passed"] is True, result
    return result


def directory(api: ApiClient, session: str | None = None, **params: Any) -> ApiResponse:
    return api.get("/api/engineers", params=params or None, session=session)


def total_count(response: ApiResponse) -> int:
    raw = response.headers.get("X-Total-Count")
    assert raw is not None, f"no X-Total-Count header: {response.describe()}"
    return int(raw)


# --- images --------------------------------------------------------------------------------------------------------
def png_bytes(width: int = 4, height: int = 4, *, noise: bool = False) -> bytes:
    """A valid RGB PNG. noise=True fills it with random pixels stored uncompressed (size ~ 3*width*height)."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    row_size = width * 3
    if noise:
        pixels = os.urandom(row_size * height)
        raw = b"".join(b"\x00" + pixels[y * row_size:(y + 1) * row_size] for y in range(height))
        compressed = zlib.compress(raw, 0)
    else:
        raw = b"".join(b"\x00" + bytes([200, 120, 40]) * width for _ in range(height))
        compressed = zlib.compress(raw, 9)
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", compressed) + chunk(b"IEND", b"")


GIF_1X1 = (b"GIF89a\x01\x00\x01\x00\x80\x00\x00\x00\x00\x00\xff\xff\xff!\xf9\x04\x01\x00\x00\x00\x00"
           b",\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;")


def upload(api: ApiClient, session: str | None, content: bytes, filename: str = "image.png",
           content_type: str = "image/png", field: str = "file", **kwargs: Any) -> ApiResponse:
    body, multipart_type = encode_multipart_formdata({field: (filename, content, content_type)})
    return api.post("/api/upload-image", data=body, session=session,
                    headers={"Content-Type": multipart_type, **kwargs.pop("headers", {})}, **kwargs)


def uploaded_url(api: ApiClient, session: str, content: bytes | None = None) -> str:
    return expect(upload(api, session, content or png_bytes()), 201).body["url"]
