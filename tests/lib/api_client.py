"""HTTP client for black-box tests: explicit session cookie, no cookie jar, every response checked against the
owning service's openapi.yaml."""
from __future__ import annotations

import http.cookiejar
import json as jsonlib
from dataclasses import dataclass
from typing import Any

import requests

from .cookies import SESSION_COOKIE, SetCookie, session_cookies
from .openapi_contract import ContractViolation, HeaderSource, OpenApiContract

_UNSET = object()
REQUEST_TIMEOUT_SECONDS = 15


@dataclass
class ApiResponse:
    method: str
    path: str
    status: int
    headers: HeaderSource
    body: Any              # parsed JSON, or None for an empty body, or the raw bytes for non-JSON
    text: str
    raw: requests.Response

    @property
    def session_cookies(self) -> list[SetCookie]:
        return session_cookies(self.headers.get_all("Set-Cookie"))

    @property
    def session_cookie(self) -> SetCookie:
        """The single cw_session Set-Cookie of this response (fails when there is none or several)."""
        found = self.session_cookies
        assert len(found) == 1, (f"{self.describe()}: expected exactly one {SESSION_COOKIE} Set-Cookie, "
                                 f"got {self.headers.get_all('Set-Cookie')}")
        return found[0]

    @property
    def message(self) -> str | None:
        return self.body.get("message") if isinstance(self.body, dict) else None

    def describe(self) -> str:
        return f"{self.method} {self.path} -> {self.status} {self.text[:500]!r}"


class ApiClient:
    """Calls one base URL. `session` is a cw_session value to send as the Cookie header.

    With a contract, every response is validated (undocumented status, header or body shape = ContractViolation).
    validate=False skips that for calls outside the contract (other services without an openapi.yaml).
    """

    def __init__(self, base_url: str, contract: OpenApiContract | None):
        self.base_url = base_url.rstrip("/")
        self.contract = contract
        self._http = requests.Session()
        # Nothing is remembered between calls: each test says which session it sends.
        self._http.cookies.set_policy(http.cookiejar.DefaultCookiePolicy(allowed_domains=[]))

    def __enter__(self) -> "ApiClient":
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    def close(self) -> None:
        self._http.close()

    def request(self, method: str, path: str, *, json: Any = _UNSET, data: bytes | str | None = None,
                session: str | None = None, headers: dict[str, str] | None = None,
                params: dict[str, Any] | None = None, validate: bool = True,
                contract: OpenApiContract | None = None) -> ApiResponse:
        sent_headers = {"Accept": "application/json", **(headers or {})}
        if session is not None:
            sent_headers["Cookie"] = f"{SESSION_COOKIE}={session}"
        if json is not _UNSET:
            data = jsonlib.dumps(json)
            sent_headers.setdefault("Content-Type", "application/json")
        try:
            raw = self._http.request(method, self.base_url + path, data=data, headers=sent_headers, params=params,
                                     timeout=REQUEST_TIMEOUT_SECONDS, allow_redirects=False)
        except requests.ConnectionError as error:
            raise AssertionError(f"{method} {self.base_url}{path}: cannot connect ({error})") from None
        header_pairs = list(raw.raw.headers.items()) if raw.raw is not None else list(raw.headers.items())
        headers_seen = HeaderSource(header_pairs)
        content = raw.content
        contract = contract or self.contract
        if validate and contract is not None:
            full_path = raw.request.path_url  # includes the query string; the contract strips it
            try:
                body = contract.validate_response(method, full_path, raw.status_code, headers_seen, content,
                                                  raw.headers.get("Content-Type"))
            except ContractViolation as violation:
                raise ContractViolation(f"{violation}\nfull body: {content[:2000]!r}") from None
        else:
            body = _parse_json_or_none(content)
        return ApiResponse(method=method, path=path, status=raw.status_code, headers=headers_seen, body=body,
                           text=content.decode("utf-8", errors="replace"), raw=raw)

    def get(self, path: str, **kwargs: Any) -> ApiResponse:
        return self.request("GET", path, **kwargs)

    def post(self, path: str, **kwargs: Any) -> ApiResponse:
        return self.request("POST", path, **kwargs)


def _parse_json_or_none(content: bytes) -> Any:
    if not content.strip():
        return None
    try:
        return jsonlib.loads(content.decode("utf-8"))
    except (UnicodeDecodeError, jsonlib.JSONDecodeError):
        return content


def expect(response: ApiResponse, status: int, message: str | None = None) -> ApiResponse:
    """Assert the status (and, when given, the exact error message) with a readable failure."""
    assert response.status == status, f"expected {status}, got {response.describe()}"
    if message is not None:
        assert response.message == message, (f"expected message {message!r}, got {response.message!r} "
                                              f"({response.describe()})")
    return response
