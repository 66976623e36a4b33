"""Only the gateway is trusted. The projects service's port and its Unix socket are reachable by anything on the host,
so the upload hand-off (X-Upload-File: the path of a body nginx wrote) is accepted only with the gateway's proof
(X-Gateway-Secret); a stored object is the service's own copy, named by the SHA-256 of exactly its bytes; and the
upload location reads a body only for an upload, after projects said yes."""
from __future__ import annotations

import hashlib
import http.client
import json
import os
import socket
import time
from pathlib import Path
from urllib.parse import urlsplit

import pytest
import requests

from lib.api_client import expect
from lib.config import gateway_secret
from lib.deliverables import files_of, upload, uploaded
from lib.projects import new_client, post_project

PDF_HEAD = b"%PDF-1.4\n1 0 obj <<>> endobj\n"
PDF_TAIL = b"trailer <<>>\n%%EOF\n"
HALF = 2_500_000


class UnixConnection(http.client.HTTPConnection):
    """HTTP over the service's Unix socket, the way nginx reaches it locally."""

    def __init__(self, path: str, timeout: float = 10):
        super().__init__("localhost", timeout=timeout)
        self.socket_path = path

    def connect(self):
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.sock.settimeout(self.timeout)
        self.sock.connect(self.socket_path)


def files_dir(config) -> Path:
    return Path(os.environ.get("PROJECT_FILES_DIR", "") or config.state_dir / "project-files")


def incoming_files(config) -> set[Path]:
    return {p for p in (files_dir(config) / "incoming").rglob("*") if p.is_file()}


def nginx_body_files(config) -> set[Path]:
    """Every file nginx holds a request body in: the upload location's and the default temp folder."""
    temp = config.state_dir / "nginx" / "client_body_temp"
    return incoming_files(config) | ({p for p in temp.rglob("*") if p.is_file()} if temp.exists() else set())


def object_of(config, sha: str) -> Path:
    return files_dir(config) / "objects" / sha[:2] / sha


def hand_off(config, project_id: int, session: str, path: str, *, proof: str | None = None,
             over_socket: bool = False) -> tuple[int, dict]:
    """POST .../files straight to projects, naming a body file as nginx does."""
    headers = {"Cookie": f"cw_session={session}", "X-Upload-File": path, "Content-Length": "0"}
    if proof is not None:
        headers["X-Gateway-Secret"] = proof
    target = f"/api/projects/{project_id}/files?name=stolen.pdf"
    if over_socket:
        connection = UnixConnection(str(config.state_dir / "run" / "projects.sock"))
    else:
        connection = http.client.HTTPConnection(urlsplit(config.projects_direct_url).netloc, timeout=10)
    try:
        connection.request("POST", target, headers=headers)
        answer = connection.getresponse()
        return answer.status, json.loads(answer.read() or b"{}")
    finally:
        connection.close()


@pytest.fixture
def victim_upload_in_progress(config, projects_api, api):
    """A client's upload through nginx, half sent: nginx is writing its body into incoming/. Yields the project, the
    victim, the body file and a function that sends the rest (returning the raw answer)."""
    victim = new_client(api)
    project = post_project(projects_api, victim)
    secret_part = PDF_HEAD + b"% victim's drawing " + os.urandom(16).hex().encode() + b"\n"
    # nginx writes a body to its file in 1 MB blocks (client_body_buffer_size): send more than one.
    body = secret_part + b"0" * 4_000_000 + PDF_TAIL
    before = incoming_files(config)
    target = urlsplit(config.base_url)
    connection = socket.create_connection((target.hostname, target.port), timeout=15)
    connection.sendall((f"POST /api/projects/{project['id']}/files?name=victim.pdf HTTP/1.1\r\n"
                        f"Host: {target.netloc}\r\nCookie: cw_session={victim.session}\r\n"
                        f"Content-Type: application/octet-stream\r\nContent-Length: {len(body)}\r\n"
                        "Connection: close\r\n\r\n").encode() + body[:HALF])
    deadline = time.monotonic() + 10
    while not (new := incoming_files(config) - before):
        assert time.monotonic() < deadline, "nginx did not start writing the victim's body into incoming/"
        time.sleep(0.02)
    (body_file,) = new

    def finish() -> bytes:
        connection.sendall(body[HALF:])
        answer = b""
        while chunk := connection.recv(65536):
            answer += chunk
        return answer

    try:
        yield project, victim, body_file, finish, body
    finally:
        connection.close()


@pytest.mark.serial  # finds the victim's upload as the one new file in nginx's incoming/
@pytest.mark.parametrize("over_socket", [False, True], ids=["service port", "unix socket"])
def test_a_forged_hand_off_of_somebody_elses_upload_is_refused(config, projects_api, api, victim_upload_in_progress,
                                                               over_socket):
    project, victim, body_file, finish, body = victim_upload_in_progress
    attacker = new_client(api)
    own = post_project(projects_api, attacker)

    status, answer = hand_off(config, own["id"], attacker.session, str(body_file), over_socket=over_socket)
    assert status == 403 and answer["code"] == "gateway_only", answer
    # A proof that is not the gateway's is no proof.
    status, answer = hand_off(config, own["id"], attacker.session, str(body_file), proof="x" * 64,
                              over_socket=over_socket)
    assert status == 403 and answer["code"] == "gateway_only", answer

    assert expect(files_of(projects_api, attacker.session, own["id"]), 200).body["files"] == []
    # The victim's upload goes on undisturbed.
    answer = finish()
    assert answer.startswith(b"HTTP/1.1 201"), answer[:200]
    stored = json.loads(answer.partition(b"\r\n\r\n")[2])
    assert stored["sha256"] == hashlib.sha256(body).hexdigest()


def test_the_gateway_only_headers_are_ignored_without_the_proof(config, api):
    """nginx's pre-body check, asked directly: without the proof its X-Original-* headers are not believed."""
    client = new_client(api)
    response = requests.get(f"{config.projects_direct_url}/internal/project-files/authorize",
                            headers={"X-Original-Method": "POST", "X-Original-URI": "/api/projects/1/files?name=a.pdf"},
                            cookies={"cw_session": client.session}, timeout=10)
    assert response.status_code == 403


def test_with_the_proof_the_object_is_a_copy_named_by_the_hash_of_its_bytes(config, projects_api, api):
    """The gateway's hand-off, made here with the gateway's own secret: the service stores a copy of the bytes it
    hashed, so whatever happens to the body file afterwards, the object is unchanged and its name is its SHA-256."""
    client = new_client(api)
    project = post_project(projects_api, client)
    content = PDF_HEAD + os.urandom(32).hex().encode() + b"\n" + PDF_TAIL
    body_file = files_dir(config) / "incoming" / f"trust-test-{os.urandom(6).hex()}"
    body_file.write_bytes(content)
    try:
        status, stored = hand_off(config, project["id"], client.session, str(body_file), proof=gateway_secret())
        assert status == 201, stored
        assert stored["sha256"] == hashlib.sha256(content).hexdigest()
        # Somebody writes on into the body file after the hand-off (nginx never does; a forged hand-off would have).
        with body_file.open("ab") as more:
            more.write(b"% appended later\n")
    finally:
        body_file.unlink(missing_ok=True)
    kept = object_of(config, stored["sha256"]).read_bytes()
    assert kept == content
    assert hashlib.sha256(kept).hexdigest() == stored["sha256"]


def test_every_stored_object_is_named_by_the_sha256_of_its_bytes(config, projects_api, api):
    client = new_client(api)
    project = post_project(projects_api, client)
    names = []
    for index in range(3):
        content = PDF_HEAD + f"% part {index} {os.urandom(8).hex()}\n".encode() + PDF_TAIL
        names.append(uploaded(projects_api, client.session, project["id"], f"part-{index}.pdf", content)["sha256"])
    for name in names:
        assert hashlib.sha256(object_of(config, name).read_bytes()).hexdigest() == name
    # Nothing is left behind in the service's staging folder (no other upload runs meanwhile).
    assert [p.name for p in (files_dir(config) / "staging").iterdir()] == []


def raw(config, request: bytes, timeout: float = 10) -> tuple[int, dict, bytes]:
    """Sends the request (its head, and a body it announces but never sends) and reads the answer nginx gives at once."""
    target = urlsplit(config.base_url)
    with socket.create_connection((target.hostname, target.port), timeout=timeout) as connection:
        connection.sendall(request)
        answer = b""
        while b"\r\n\r\n" not in answer or len(answer.partition(b"\r\n\r\n")[2]) < content_length(answer):
            chunk = connection.recv(65536)
            if not chunk:
                break
            answer += chunk
    head, _, body = answer.partition(b"\r\n\r\n")
    status_line, *lines = head.decode("latin-1").split("\r\n")
    headers = {name.lower(): value.strip() for name, _, value in (line.partition(":") for line in lines)}
    return int(status_line.split()[1]), headers, body


def content_length(answer: bytes) -> int:
    for line in answer.partition(b"\r\n\r\n")[0].split(b"\r\n"):
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            return int(value)
    return 0


@pytest.mark.parametrize("method, status", [("PUT", 405), ("DELETE", 405), ("PATCH", 405), ("GET", 400),
                                            ("POST", 403)])
@pytest.mark.serial  # no file may appear in nginx's body folder meanwhile, anybody's
def test_the_upload_location_reads_no_body_but_an_uploads(config, projects_api, api, method, status):
    """A stranger's PUT (or a GET with a body, or an upload) of 20 MB on somebody's files: refused before nginx reads
    a byte of it, so nothing is written to disk, and the answer comes while the body is still unsent."""
    owner, stranger = new_client(api), new_client(api)
    project = post_project(projects_api, owner)
    target = urlsplit(config.base_url)
    before = nginx_body_files(config)
    code, headers, body = raw(config, (
        f"{method} /api/projects/{project['id']}/files?name=big.pdf HTTP/1.1\r\nHost: {target.netloc}\r\n"
        f"Cookie: cw_session={stranger.session}\r\nContent-Type: application/octet-stream\r\n"
        f"Content-Length: {20 * 1024 * 1024}\r\nConnection: close\r\n\r\n").encode())
    assert code == status
    assert headers["content-type"].startswith("application/json")
    assert json.loads(body)["message"]
    assert nginx_body_files(config) - before == set()
    # A list without a body still works for the owner, and a stranger's upload is still refused with its body.
    assert files_of(projects_api, owner.session, project["id"]).status == 200
    assert upload(projects_api, stranger.session, project["id"], "x.pdf", PDF_HEAD + PDF_TAIL).status == 403
