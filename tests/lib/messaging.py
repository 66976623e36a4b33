"""Messaging slice helpers (docs/dev-contract.md "Messaging"): WebSocket sockets through nginx, waiting for the
messaging service's participants projection (projects.events through Kafka), projects with a client and engineers."""
from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Any

import websocket

from .api_client import ApiClient, expect
from .config import SystemConfig
from .database import rows
from .projects import accept, bid, new_client, post_project, verified_engineers
from .users import RegisteredUser
from .waiting import wait_until

NOT_PARTICIPANT = "You are not a participant of this project"
NOT_YOUR_PARTNER = "You can only message your partner on this project"
PROJECT_NOT_FOUND = "Project not found"
NOTIFICATION_NOT_FOUND = "Notification not found"
NOT_AUTHENTICATED = "Not authenticated"
EMPTY_CONTENT = "Message content cannot be empty"
TOO_LONG_CONTENT = "Message content must be at most 5000 characters"
PROJECTION_DEADLINE_SECONDS = 30
FRAME_DEADLINE_SECONDS = 5


def ws_url(config: SystemConfig) -> str:
    return config.base_url.replace("http://", "ws://", 1).replace("https://", "wss://", 1) + "/ws"


class Socket:
    """One browser tab's /ws connection: JSON frames out, JSON frames in with a deadline."""

    def __init__(self, connection: websocket.WebSocket):
        self.connection = connection

    def send(self, frame: dict[str, Any]) -> None:
        self.connection.send(json.dumps(frame, ensure_ascii=False))  # as a browser does: UTF-8, not \u escapes

    def send_text(self, text: str) -> None:
        self.connection.send(text)

    def receive(self, timeout: float = FRAME_DEADLINE_SECONDS) -> dict[str, Any]:
        self.connection.settimeout(timeout)
        return json.loads(self.connection.recv())

    def receive_type(self, frame_type: str, timeout: float = FRAME_DEADLINE_SECONDS) -> dict[str, Any]:
        """The next frame of that type, skipping others (notifications of earlier events may arrive meanwhile)."""
        return self.receive_any(frame_type, timeout=timeout)

    def receive_any(self, *frame_types: str, timeout: float = FRAME_DEADLINE_SECONDS) -> dict[str, Any]:
        """The next frame of any of these types, skipping others."""
        deadline = time.monotonic() + timeout
        while True:
            frame = self.receive(max(0.05, deadline - time.monotonic()))
            if frame.get("type") in frame_types:
                return frame

    def nothing_arrives(self, seconds: float, *frame_types: str) -> bool:
        """No frame (of these types, when given: notifications of earlier events may arrive meanwhile) for seconds."""
        deadline = time.monotonic() + seconds
        while (left := deadline - time.monotonic()) > 0:
            self.connection.settimeout(left)
            try:
                frame = json.loads(self.connection.recv())
            except websocket.WebSocketTimeoutException:
                return True
            if not frame_types or frame.get("type") in frame_types:
                return False
        return True

    def close_frame(self, timeout: float) -> tuple[int, str]:
        """The server's close frame (code, reason), skipping the frames before it; fails if none comes in time."""
        deadline = time.monotonic() + timeout
        while True:
            self.connection.settimeout(max(0.05, deadline - time.monotonic()))
            opcode, data = self.connection.recv_data(control_frame=True)
            if opcode == websocket.ABNF.OPCODE_CLOSE:
                return int.from_bytes(data[:2], "big"), data[2:].decode()

    def close(self) -> None:
        self.connection.close()


def open_socket(config: SystemConfig, session: str | None) -> Socket:
    headers = [f"Cookie: cw_session={session}"] if session else []
    connection = websocket.create_connection(ws_url(config), header=headers, origin=config.origin,
                                             timeout=FRAME_DEADLINE_SECONDS)
    return Socket(connection)


@dataclass
class ChatProject:
    """A posted project with a bid of each engineer; assigned to engineers[0] when accepted."""
    project: dict
    client: RegisteredUser
    engineers: list[RegisteredUser]

    @property
    def id(self) -> int:
        return self.project["id"]


def known_to_messaging(project_id: int, bidders: int, assigned: int | None = None,
                       users: list[int] | None = None) -> None:
    """Wait until the messaging service's projection has the project's bidders (and assignment), and its user
    directory the users (the names on their messages). These come from two topics: one may lag behind the other,
    as while a consumer group rebalances."""
    def state() -> tuple[int, int | None]:
        found = rows(f"SELECT count(b.engineer_id), p.assigned_engineer_id FROM messaging.project_parties p "
                     f"LEFT JOIN messaging.project_bidders b USING (project_id) WHERE p.project_id = {int(project_id)} "
                     f"GROUP BY p.assigned_engineer_id")
        return (int(found[0][0]), int(found[0][1]) if found[0][1] else None) if found else (0, None)
    wait_until(state, until=lambda seen: seen == (bidders, assigned), timeout=PROJECTION_DEADLINE_SECONDS,
               what=f"messaging's projection of project {project_id}")
    ids = sorted({int(user_id) for user_id in users or []})
    if ids:
        listed = ", ".join(str(user_id) for user_id in ids)
        wait_until(lambda: rows(f"SELECT count(*) FROM messaging.user_directory WHERE user_id IN ({listed})")[0][0],
                   until=lambda count: int(count) == len(ids), timeout=PROJECTION_DEADLINE_SECONDS,
                   what=f"messaging's user directory to list users {listed}")


def chat_project(api: ApiClient, projects_api: ApiClient, admin_session: str, engineers: int = 2,
                 assign: bool = False) -> ChatProject:
    client = new_client(api)
    bidders = verified_engineers(api, engineers)
    project = post_project(projects_api, client)
    bids = [bid(projects_api, engineer, project["id"]) for engineer in bidders]
    if assign:
        expect(accept(projects_api, client.session, bids[0]["id"]), 200)
    known_to_messaging(project["id"], engineers, bidders[0].id if assign else None,
                       users=[client.id, *(engineer.id for engineer in bidders)])
    return ChatProject(project, client, bidders)


def send_message(socket: Socket, project_id: int, receiver_id: int, content: str,
                 client_message_id: Any = None) -> None:
    """A send_message frame; with client_message_id (any JSON value, to test refusals too) when given."""
    frame = {"type": "send_message", "projectId": project_id, "receiverId": receiver_id, "content": content}
    if client_message_id is not None:
        frame["clientMessageId"] = client_message_id
    socket.send(frame)


def history(messaging_api: ApiClient, session: str | None, project_id: int | str, **params: Any):
    return messaging_api.get(f"/api/projects/{project_id}/messages", session=session, params=params or None)
