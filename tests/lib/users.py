"""Unique test users and the register / login calls every suite needs."""
from __future__ import annotations

import secrets
import uuid
from dataclasses import dataclass
from typing import Any

from .api_client import ApiClient, ApiResponse, expect

SECRET_KEY_PARTS = ("password", "hash", "salt")


def unique_suffix(length: int = 12) -> str:
    return uuid.uuid4().hex[:length]


def new_user_payload(**overrides: Any) -> dict[str, Any]:
    """A valid registration body with a username and email no other test (or earlier run) uses."""
    suffix = unique_suffix()
    body: dict[str, Any] = {
        "firstName": "Test",
        "lastName": f"User{suffix[:6]}",
        "username": f"t_{suffix}",
        "email": f"t_{suffix}@example.com",
        # Letters and digits only; unique so that a leak of this value anywhere is recognisable.
        "password": f"Pw-{secrets.token_hex(8)}-ok",
    }
    body.update(overrides)
    return {k: v for k, v in body.items() if v is not _DROP}


class _Drop:
    def __repr__(self) -> str:
        return "<drop>"


_DROP = _Drop()
DROP = _DROP  # new_user_payload(phone=DROP) leaves the field out


@dataclass
class RegisteredUser:
    payload: dict[str, Any]
    user: dict[str, Any]
    session: str

    @property
    def id(self) -> int:
        return self.user["id"]

    @property
    def username(self) -> str:
        return self.payload["username"]

    @property
    def password(self) -> str:
        return self.payload["password"]


def register(api: ApiClient, **overrides: Any) -> RegisteredUser:
    payload = new_user_payload(**overrides)
    response = expect(api.post("/api/register", json=payload), 201)
    return RegisteredUser(payload=payload, user=response.body, session=response.session_cookie.value)


def login(api: ApiClient, username: str, password: str, **kwargs: Any) -> ApiResponse:
    return api.post("/api/login", json={"username": username, "password": password}, **kwargs)


def secret_fields(value: Any, path: str = "") -> list[str]:
    """Paths of keys that look like a password, hash or salt, anywhere in a JSON value."""
    found = []
    if isinstance(value, dict):
        for key, item in value.items():
            here = f"{path}.{key}" if path else str(key)
            if any(part in str(key).lower() for part in SECRET_KEY_PARTS):
                found.append(here)
            found.extend(secret_fields(item, here))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found.extend(secret_fields(item, f"{path}[{index}]"))
    return found
