"""One request followed across services by its request id (README "Following one request across services").

nginx gives each request an X-Request-Id and returns it; the acting service logs under it and puts it into the
events the request causes; each consuming service applies the event, logs and publishes under the same id; the
e-mail the event calls for is sent under it too. A WebSocket frame's id is the upgrade's id plus "-<frame number>".
Log lines reach $MARKETPLACE_STATE_DIR/log/<service>.log at least every second.
"""
from __future__ import annotations

import json
from pathlib import Path

from lib.api_client import expect
from lib.config import SystemConfig
from lib.messaging import chat_project, open_socket, send_message
from lib.users import new_user_payload
from lib.waiting import wait_until

DEADLINE_SECONDS = 30
SERVICES = ("auth", "projects", "messaging", "billing", "analytics")


class ServiceLogs:
    """The JSON lines the services write from now on (each log file is read from its size at the start)."""

    def __init__(self, config: SystemConfig):
        self.folder = config.state_dir / "log"
        self.start = {service: self._path(service).stat().st_size for service in SERVICES}

    def _path(self, service: str) -> Path:
        return self.folder / f"{service}.log"

    def lines(self, service: str, request_id: str) -> list[dict]:
        """The service's new lines carrying this request id (others' lines and the supervisor's are skipped)."""
        with self._path(service).open("rb") as log:
            log.seek(self.start[service])
            found = []
            for raw in log.read().splitlines():
                try:
                    line = json.loads(raw)
                except ValueError:
                    continue
                if isinstance(line, dict) and line.get("requestId") == request_id:
                    found.append(line)
            return found

    def wait_for(self, service: str, request_id: str, what: str, **fields: str) -> dict:
        """The first line of the service with this request id, this msg and these fields, waiting for it."""
        def matching() -> list[dict]:
            return [line for line in self.lines(service, request_id)
                    if line.get("msg") == what and all(line.get(k) == v for k, v in fields.items())]
        return wait_until(matching, timeout=DEADLINE_SECONDS,
                          what=f"{service}'s log line {what!r} {fields} for request {request_id}")[0]


def test_a_registration_is_followed_by_its_request_id_into_every_service_and_its_welcome_email(config, api):
    logs = ServiceLogs(config)
    response = expect(api.post("/api/register", json=new_user_payload()), 201)
    request_id = response.headers.get("X-Request-Id")
    assert request_id, "nginx returns the request id"

    # The acting service: the request itself, and the event it published from its outbox.
    request = logs.wait_for("auth", request_id, "request", path="/api/register")
    assert request["status"] == 201
    logs.wait_for("auth", request_id, "event published", type="user.registered")
    # Each consumer applied the event under the same id.
    for service in ("projects", "messaging", "billing", "analytics"):
        logs.wait_for(service, request_id, "event applied", type="user.registered", group=service)
    # Messaging sent the welcome e-mail the event called for, and announced it, under the id of the registration.
    logs.wait_for("messaging", request_id, "e-mail sent", kind="welcome")
    logs.wait_for("messaging", request_id, "event published", type="email.sent")
    logs.wait_for("analytics", request_id, "event applied", type="email.sent")


def test_a_chat_message_is_followed_from_its_websocket_frame_to_the_consumers(config, api, projects_api,
                                                                             admin_session):
    project = chat_project(api, projects_api, admin_session, engineers=1, assign=True)
    logs = ServiceLogs(config)
    socket = open_socket(config, project.client.session)
    try:
        upgrade_id = socket.connection.getheaders().get("x-request-id")
        assert upgrade_id, "nginx gives the upgrade a request id"
        send_message(socket, project.id, project.engineers[0].id, "following one message")
        socket.receive_type("message_sent")
    finally:
        socket.close()

    frame_id = f"{upgrade_id}-1"
    logs.wait_for("messaging", upgrade_id, "websocket opened")
    logs.wait_for("messaging", frame_id, "websocket frame", type="send_message")
    logs.wait_for("messaging", frame_id, "event published", type="message.sent")
    logs.wait_for("billing", frame_id, "event applied", type="message.sent")
