"""Errors nginx answers itself, before any service sees the request, are JSON like every other error: a header over
its buffers (an Idempotency-Key of 10 KB), a malformed header line, a NUL in the request line."""
from __future__ import annotations

import json
import socket
from urllib.parse import urlsplit

import pytest
import requests


def raw_request(base_url: str, request: bytes) -> tuple[int, dict[str, str], bytes]:
    """Sends bytes as they are (no client library would send these) and reads the answer until nginx closes."""
    address = urlsplit(base_url)
    with socket.create_connection((address.hostname, address.port or 80), timeout=10) as connection:
        connection.sendall(request)
        answer = b""
        while chunk := connection.recv(65536):
            answer += chunk
    head, _, body = answer.partition(b"\r\n\r\n")
    status_line, *header_lines = head.decode("latin-1").split("\r\n")
    headers = {name.lower(): value.strip() for name, _, value in (line.partition(":") for line in header_lines)}
    return int(status_line.split()[1]), headers, body


def assert_json_bad_request(status: int, headers: dict[str, str], body: bytes) -> None:
    assert status == 400
    assert headers["content-type"].startswith("application/json"), headers
    assert json.loads(body) == {"message": "Bad request"}


def test_a_header_over_the_buffers_is_a_json_400(config):
    response = requests.get(f"{config.base_url}/api/plans", headers={"Idempotency-Key": "k" * 10240}, timeout=10)
    assert_json_bad_request(response.status_code, {k.lower(): v for k, v in response.headers.items()},
                            response.content)


@pytest.mark.parametrize("request_bytes", [
    b"GET /api/plans HTTP/1.1\r\nHost: localhost\r\nbroken header line\r\nConnection: close\r\n\r\n",
    b"GET /api/pla\x00ns HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n",
    b"POST /api/projects HTTP/1.1\r\nHost: localhost\r\nIdempotency-Key: a\x00b\r\nConnection: close\r\n\r\n",
], ids=["malformed header line", "NUL in the path", "NUL in a header"])
def test_a_malformed_request_is_a_json_400(config, request_bytes):
    assert_json_bad_request(*raw_request(config.base_url, request_bytes))


@pytest.mark.parametrize("method, path, status, message", [
    ("GET", "/_cw/project-files/objects/ab/" + "ab" * 32, 404, "Not found"),
    ("GET", "/_cw/bad-request", 404, "Not found"),
    ("GET", "/assets/no-such-file.js", 404, "Not found"),
    ("POST", "/internal/clock", 405, "Method not allowed"),
    ("POST", "/index.html", 405, "Method not allowed"),
], ids=["internal download location", "internal error page", "missing asset", "POST /internal", "POST a page"])
def test_nginx_own_404_and_405_are_json(config, method, path, status, message):
    response = requests.request(method, f"{config.base_url}{path}", json={}, timeout=10)
    assert response.status_code == status
    assert response.headers["Content-Type"].startswith("application/json"), response.headers
    assert response.json()["message"] == message
