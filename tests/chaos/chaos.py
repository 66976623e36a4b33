"""Chaos with nothing lost (issue 17): a fixed, seeded load through the gateway while every part of the system is
killed in turn, then every acknowledged write is compared with its effects everywhere.

    tests/chaos/run.sh [--short] [--seed N] [--report FILE]

The load: scenarios of a client, two engineers (each passing the certification test), a project, two bids, an accepted bid, a few
chat messages and the down payment, run by a few workers. Every write is recorded with what it is and its ids.
A write that got a 2xx is acknowledged. A write whose answer was lost (no connection, 5xx, a timeout) is retried only
where a retry cannot duplicate it: registration (unique username), the test's answers (one open attempt), bids (one per engineer and project),
accepting a bid, payments (the Idempotency-Key, and confirming an intent twice is harmless); a retry answered with
"already exists" is confirmed by reading the write back. Posting a project and sending a message have no
idempotency: a failed attempt is recorded as unacknowledged (it may exist once, never twice) and the next attempt is
a new write.

The faults, one per phase while the load runs: SIGKILL of each service (announced to its supervisor as a deliberate
exit, scripts/services.sh kill9), of the Kafka broker, of Redis and of PostgreSQL (every process of the server, as a
crash of its machine would; each restarted after a few seconds of outage with scripts/infra.sh start), and SIGSTOP of
one service for a while, then SIGCONT. A monitor records when each service's /readyz and each infrastructure part
went down and came back; the load records when each kind of write succeeded again.

The check, once the system settled (every outbox empty, every consumer group at the end of its topics): for every
write, its row in its service's schema, its event on its topic (distinct event ids; copies of one id are counted
apart as topic duplicates, which consumers dedupe), every projection and notification it should cause, the ledger.
Exit status 1 when anything acknowledged was lost or anything was duplicated."""
from __future__ import annotations

import argparse
import json
import os
import random
import signal
import socket
import subprocess
import sys
import threading
import time
import uuid
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

import requests
import websocket
from confluent_kafka import Consumer, TopicPartition

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "tests"))

from lib.database import answer_key, rows  # noqa: E402

STATE = Path(os.environ.get("MARKETPLACE_STATE_DIR") or REPO / ".local")
RUN_DIR = STATE / "run"
BASE = f"http://127.0.0.1:{os.environ.get('MARKETPLACE_PORT', '8080')}"
WS_URL = BASE.replace("http://", "ws://") + "/ws"
KAFKA = f"127.0.0.1:{os.environ.get('KAFKA_PORT', '59092')}"
PG_PORT = int(os.environ.get("PG_PORT", "55432"))
REDIS_PORT = int(os.environ.get("REDIS_PORT", "56379"))
SERVICE_PORTS = {name: int(os.environ.get(f"{name.upper()}_PORT", default)) for name, default in
                 (("auth", 8101), ("projects", 8102), ("messaging", 8103), ("billing", 8104), ("analytics", 8105))}
SERVICES = list(SERVICE_PORTS)
TOPICS = ["auth.events", "projects.events", "messaging.events", "billing.events"]
KINDS = ["register", "certify", "project", "bid", "accept", "message", "payment"]
HTTP_TIMEOUT = 10          # a client gives up on an answer after this long (then the write is uncertain)
RETRY_DEADLINE = 120       # an idempotent write is retried for at most this long
PROJECTION_DEADLINE = 90   # how long a step waits for another service to learn what it needs (bids, payments)
LEAD_SECONDS = 3           # a phase's load begins this long before its fault
INFRA_OUTAGE_SECONDS = 3   # how long a killed infrastructure part stays down before it is started again
RECOVERY_DEADLINE = 120    # every part must be back this long after a fault
SETTLE_DEADLINE = 180      # the system must settle (outboxes empty, consumers caught up) within this long
RETRIABLE = {None, 500, 502, 503, 504}
# Where each consuming service keeps a member it learnt of from user.registered.
PROJECTIONS_OF_A_MEMBER = {"projects": "projects.user_directory", "messaging": "messaging.user_directory",
                           "billing": "billing.subscriptions", "analytics": "analytics.signups"}


def log(message: str) -> None:
    print(f"{time.strftime('%H:%M:%S')} [chaos] {message}", flush=True)


# ---- what was written -----------------------------------------------------------------------------------------------

@dataclass
class Write:
    kind: str
    started: float
    acked: bool = False           # a 2xx answered it (or an idempotent retry answered "exists" and it was read back)
    how: str = ""                 # "2xx", "exists" (a retry found it), or why it was given up
    finished: float = 0.0
    attempts: int = 0
    ids: dict[str, Any] = field(default_factory=dict)


class Journal:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.writes: list[Write] = []
        self.notes: list[str] = []
        self.sessions_lost: list[str] = []

    def add(self, write: Write) -> Write:
        with self._lock:
            self.writes.append(write)
        return write

    def note(self, text: str) -> None:
        with self._lock:
            self.notes.append(text)
        log(text)

    def of(self, kind: str, acked: bool | None = None) -> list[Write]:
        with self._lock:
            return [w for w in self.writes if w.kind == kind and (acked is None or w.acked == acked)]


# ---- HTTP through the gateway ---------------------------------------------------------------------------------------

class Http:
    def __init__(self) -> None:
        self.session = requests.Session()

    def call(self, method: str, path: str, *, cookie: str | None = None, body: Any = None,
             headers: dict[str, str] | None = None) -> tuple[int | None, Any, requests.Response | None]:
        sent = {"Accept": "application/json", **(headers or {})}
        if cookie:
            sent["Cookie"] = f"cw_session={cookie}"
        try:
            response = self.session.request(method, BASE + path, json=body, headers=sent, timeout=HTTP_TIMEOUT)
        except requests.RequestException:
            self.session.close()
            self.session = requests.Session()
            return None, None, None
        try:
            parsed = response.json() if response.content else None
        except ValueError:
            parsed = None
        return response.status_code, parsed, response


def session_of(response: requests.Response) -> str | None:
    for header in response.raw.headers.getlist("Set-Cookie") if response.raw is not None else []:
        if header.startswith("cw_session=") and not header.startswith("cw_session=;"):
            return header.split(";", 1)[0].split("=", 1)[1]
    return None


# ---- the load --------------------------------------------------------------------------------------------------------

@dataclass
class User:
    username: str
    password: str
    first_name: str
    last_name: str
    role: str
    id: int = 0
    session: str = ""


class Stop(Exception):
    """The run is being stopped (a deadline passed or the operator interrupted)."""


class Load:
    def __init__(self, journal: Journal, run_tag: str, seed: int, stopping: threading.Event, *,
                 first_number: int = 0, max_delay: float = 2.0):
        self.max_delay = max_delay
        self.journal = journal
        self.run_tag = run_tag
        self.seed = seed
        self.stopping = stopping
        self.sequence = first_number
        self.sequence_lock = threading.Lock()

    def next_number(self) -> int:
        with self.sequence_lock:
            self.sequence += 1
            return self.sequence

    def pause(self, seconds: float) -> None:
        if self.stopping.wait(seconds):
            raise Stop()

    # -- one idempotent write, retried until a final answer ------------------------------------------------------

    def attempt(self, write: Write, send: Callable[[], tuple[int | None, Any, Any]],
                *, wait_for: Callable[[int | None, Any], bool] = lambda status, body: False,
                exists: Callable[[int | None, Any], bool] = lambda status, body: False,
                read_back: Callable[[], dict | None] | None = None, retry: bool = True) -> Any:
        """Send until a 2xx (acknowledged), an answer that says it already exists after an uncertain attempt (then
        read_back confirms it), or a final refusal. wait_for(status, body): a refusal that passes (another service
        has not learnt something yet, a session to renew): sent again without counting as uncertain."""
        deadline = time.monotonic() + RETRY_DEADLINE
        uncertain = False
        delay = 0.3
        while True:
            write.attempts += 1
            status, body, _ = send()
            if status is not None and 200 <= status < 300:
                write.acked, write.how, write.finished = True, "2xx", time.time()
                return body
            if uncertain and exists(status, body) and read_back is not None:
                found = read_back()
                if found is not None:
                    write.acked, write.how, write.finished = True, "exists", time.time()
                    write.ids.update(found)
                    return found
            if status in RETRIABLE or wait_for(status, body) or status == 401 or status == 429:
                if status == 401:
                    self.renew(write)
                if status in RETRIABLE:
                    uncertain = True
                if not retry or time.monotonic() > deadline:
                    write.how, write.finished = f"gave up (last {status})", time.time()
                    return None
                self.pause(delay)
                delay = min(delay * 1.6, self.max_delay)
                continue
            write.how, write.finished = f"refused {status} {body!r:.200}", time.time()
            self.journal.note(f"{write.kind} {write.ids}: refused {status} {body!r:.300}")
            return None

    def renew(self, write: Write) -> None:
        """A 401 on a session the load holds. Once the system answers again, the session is asked for its user: a
        session that still works was refused only while a part was down (noted); one that answers 401 again was
        lost (Redis forgot it: counted), and the user signs in again."""
        user = write.ids.get("_user")
        if user is None:
            return
        self.check_session(user, Http())

    def check_session(self, user: User, http: Http) -> None:
        deadline = time.monotonic() + RETRY_DEADLINE
        while True:
            status, _, _ = http.call("GET", "/api/user", cookie=user.session)
            if status == 200:
                self.journal.note(f"session of {user.username} answered 401 once, then worked again")
                return
            if status == 401 or time.monotonic() > deadline:
                self.journal.sessions_lost.append(user.username)
                self.journal.note(f"session of {user.username} was lost ({status}): signed in again")
                self.sign_in(user, http)
                return
            self.pause(0.5)

    def sign_in(self, user: User, http: Http) -> None:
        deadline = time.monotonic() + RETRY_DEADLINE
        while True:
            status, body, response = http.call("POST", "/api/login",
                                               body={"username": user.username, "password": user.password})
            if status == 200 and response is not None:
                user.id = int(body["id"]) if isinstance(body, dict) and "id" in body else user.id
                user.session = session_of(response) or user.session
                return
            if time.monotonic() > deadline:
                raise RuntimeError(f"cannot sign in {user.username}: {status} {body!r:.200}")
            self.pause(1)

    # -- the writes -----------------------------------------------------------------------------------------------

    def register(self, http: Http, role: str, number: int) -> User | None:
        name = f"cz{self.run_tag}{number:04d}"
        user = User(username=name, password=f"Pw-{uuid.UUID(int=random.Random(name).getrandbits(128)).hex}-ok",
                    first_name="Chaos", last_name=f"T{self.run_tag}n{number:04d}", role=role)
        payload = {"firstName": user.first_name, "lastName": user.last_name, "username": user.username,
                   "email": f"{name}@example.com", "password": user.password, "role": role}
        write = self.journal.add(Write("register", time.time(), ids={"username": name, "role": role,
                                                                       "name": f"{user.first_name} {user.last_name}"}))

        def send():
            status, body, response = http.call("POST", "/api/register", body=payload)
            if status == 201 and response is not None:
                user.id, user.session = int(body["id"]), session_of(response) or ""
            return status, body, response

        def read_back():
            self.sign_in(user, http)
            return {"userId": user.id}

        self.attempt(write, send, exists=lambda s, b: s == 409, read_back=read_back)
        if not write.acked:
            return None
        write.ids["userId"] = user.id
        write.ids["_user"] = user
        return user

    def certify(self, http: Http, engineer: User) -> bool:
        """The engineer passes the certification test (the one way to be verified and bid): the questions of the
        open attempt (the same ones again after a retry), then the answers from the question bank."""
        write = self.journal.add(Write("certify", time.time(), ids={"userId": engineer.id, "_user": engineer,
                                                                      "name": f"{engineer.first_name} "
                                                                              f"{engineer.last_name}"}))

        def send():
            status, body, response = http.call("GET", "/api/certification/questions", cookie=engineer.session)
            if status != 200 or not isinstance(body, dict):
                return status, body, response
            try:
                key = answer_key([q["id"] for q in body["questions"]])
            except subprocess.SubprocessError:  # PostgreSQL down between the two calls: tried again like no answer
                return None, None, None
            return http.call("POST", "/api/certification/attempt", cookie=engineer.session,
                             body={"answers": [key[q["id"]] for q in body["questions"]]})

        def passed() -> dict | None:
            found = rows(f"SELECT 1 FROM auth.engineer_profiles WHERE user_id = {int(engineer.id)} AND "
                         "certification_status = 'certified'")
            return {} if found else None

        # 409 after an uncertain answer: the pass went through ("You are already certified") or the attempt was used.
        self.attempt(write, send, exists=lambda status, body: status == 409, read_back=passed)
        return write.acked

    def post_project(self, http: Http, client: User, rng: random.Random, number: int) -> dict | None:
        """Up to three attempts, each a new project (posting has no idempotency): the first acknowledged one."""
        for attempt in range(6):
            title = f"Chaos kitchen {self.run_tag}p{number:04d}x{attempt}"
            form = {"title": title, "description": "Twelve base cabinets and eight uppers, frameless, CNC files.",
                    "cabinetType": rng.choice(["Kitchen Cabinets", "Bathroom Vanity", "Built-in Storage"]),
                    "budgetRange": "$1,000 - $2,500", "timeline": "2-4 weeks", "materialType": "Plywood",
                    "deliverables": ["Cut Lists", "CAD Files"]}
            write = self.journal.add(Write("project", time.time(), ids={"title": title, "clientId": client.id,
                                                                          "_user": client}))
            body = self.attempt(write, lambda: http.call("POST", "/api/projects", cookie=client.session, body=form),
                                retry=False)
            if write.acked:
                write.ids["projectId"] = int(body["id"])
                return {"id": int(body["id"]), "title": title}
            if not write.how.startswith("gave up"):
                return None  # refused: a retry would be refused too
            self.pause(2 + attempt)
        return None

    def bid(self, http: Http, engineer: User, project: dict, amount_cents: int) -> int | None:
        amount = f"{amount_cents // 100}.{amount_cents % 100:02d}"
        form = {"projectId": project["id"], "amount": amount, "proposal": "Cut lists and nesting in Mozaik.",
                "timeline": "2 weeks"}
        write = self.journal.add(Write("bid", time.time(), ids={"projectId": project["id"], "engineerId": engineer.id,
                                                                 "amount": amount, "title": project["title"],
                                                                 "_user": engineer}))

        def read_back():
            status, body, _ = http.call("GET", f"/api/projects/{project['id']}/bids", cookie=engineer.session)
            mine = [b for b in body or [] if status == 200 and int(b["engineerId"]) == engineer.id]
            return {"bidId": int(mine[0]["id"])} if mine else None

        deadline = time.monotonic() + PROJECTION_DEADLINE
        # 403 until projects has learnt (engineer.certified) that the engineer may bid.
        body = self.attempt(write, lambda: http.call("POST", "/api/bids", cookie=engineer.session, body=form),
                            wait_for=lambda s, b: s == 403 and time.monotonic() < deadline,
                            exists=lambda s, b: s == 409, read_back=read_back)
        if not write.acked:
            return None
        if write.how == "2xx":
            write.ids["bidId"] = int(body["id"])
        return write.ids["bidId"]

    def accept(self, http: Http, client: User, engineer: User, project: dict, bid_id: int, amount: str) -> bool:
        write = self.journal.add(Write("accept", time.time(), ids={"bidId": bid_id, "projectId": project["id"],
                                                                    "engineerId": engineer.id, "clientId": client.id,
                                                                    "amount": amount, "title": project["title"],
                                                                    "_user": client}))

        def read_back():
            status, body, _ = http.call("GET", f"/api/projects/{project['id']}", cookie=client.session)
            if status == 200 and body.get("assignedEngineerId") == engineer.id:
                return {}
            return None

        self.attempt(write, lambda: http.call("POST", f"/api/bids/{bid_id}/accept", cookie=client.session),
                     exists=lambda s, b: s == 409, read_back=read_back)
        return write.acked

    def message(self, sockets: dict, sender: User, receiver: User, project: dict, number: int) -> bool:
        """One chat message over the WebSocket: acknowledged by its message_sent frame. Never resent after an
        uncertain attempt (messages have no idempotency); resent only after an error frame saying messaging has not
        learnt the project's parties yet (nothing was stored)."""
        content = f"chaos {self.run_tag} message {number:05d}"
        write = self.journal.add(Write("message", time.time(), ids={"content": content, "senderId": sender.id,
                                                                     "receiverId": receiver.id,
                                                                     "projectId": project["id"], "_user": sender}))
        deadline = time.monotonic() + PROJECTION_DEADLINE
        while True:
            write.attempts += 1
            try:
                connection = sockets.get(sender.username)
                if connection is None:
                    connection = websocket.create_connection(WS_URL, header=[f"Cookie: cw_session={sender.session}"],
                                                             timeout=HTTP_TIMEOUT)
                    sockets[sender.username] = connection
                connection.send(json.dumps({"type": "send_message", "projectId": project["id"],
                                            "receiverId": receiver.id, "content": content}))
                answer_deadline = time.monotonic() + HTTP_TIMEOUT
                while True:
                    connection.settimeout(max(0.1, answer_deadline - time.monotonic()))
                    frame = json.loads(connection.recv())
                    if frame.get("type") == "message_sent" and frame["message"]["content"] == content:
                        write.acked, write.how, write.finished = True, "2xx", time.time()
                        write.ids["messageId"] = int(frame["message"]["id"])
                        return True
                    if frame.get("type") == "error":
                        break
            except websocket.WebSocketBadStatusException as error:
                # The upgrade was refused (the gateway or messaging is down): nothing was sent.
                sockets.pop(sender.username, None)
                if time.monotonic() > deadline:
                    write.how, write.finished = f"gave up (upgrade {error.status_code})", time.time()
                    return False
                if error.status_code == 401:
                    self.renew(write)
                self.pause(1)
                continue
            except (OSError, websocket.WebSocketException, ValueError) as error:
                closed = sockets.pop(sender.username, None)
                if closed is not None:
                    try:
                        closed.close()
                    except Exception:  # noqa: BLE001 - it is already broken
                        pass
                if write.attempts == 1 and isinstance(error, (ConnectionRefusedError,)):
                    self.pause(1)
                    continue
                write.how, write.finished = f"uncertain ({type(error).__name__})", time.time()
                return False
            if frame.get("message") in ("You are not a participant of this project",
                                        "You can only message your partner on this project",
                                        "Project not found") and time.monotonic() < deadline:
                self.pause(0.5)
                continue
            write.how, write.finished = f"refused {frame!r:.200}", time.time()
            self.journal.note(f"message {content}: refused {frame!r:.200}")
            return False

    def pay(self, http: Http, client: User, project: dict) -> bool:
        """The down payment: billing must have learnt the accepted bid first (404/409 until then)."""
        deadline = time.monotonic() + PROJECTION_DEADLINE
        stage = None
        while stage is None:
            status, body, _ = http.call("GET", f"/api/project-payments/{project['id']}", cookie=client.session)
            if status == 200:
                stage = next(s for s in body["stages"] if s["paymentType"] == "down_payment")
                break
            if status == 401:
                self.check_session(client, http)
            if time.monotonic() > deadline:
                self.journal.note(f"billing never learnt the accepted bid of project {project['id']}: {status}")
                return False
            self.pause(0.5)
        cents = int(stage["amountCents"])
        amount = f"{cents // 100}.{cents % 100:02d}"
        key = str(uuid.UUID(int=random.Random(f"{self.seed}-{project['id']}").getrandbits(128)))
        write = self.journal.add(Write("payment", time.time(), ids={"projectId": project["id"], "clientId": client.id,
                                                                     "amount": amount, "idempotencyKey": key,
                                                                     "_user": client}))
        form = {"projectId": project["id"], "amount": amount, "paymentType": "down_payment"}
        intent = self.attempt(write, lambda: http.call("POST", "/api/create-project-payment", cookie=client.session,
                                                       body=form, headers={"Idempotency-Key": key}),
                              wait_for=lambda s, b: s in (404, 409) and time.monotonic() < deadline)
        if not write.acked:
            return False
        write.acked = False  # acknowledged once the card is confirmed
        write.ids["intentId"] = intent.get("paymentIntentId") or intent.get("id")
        card = {"number": "4242 4242 4242 4242", "expMonth": 12, "expYear": 2034, "cvc": "123", "postalCode": "94107"}
        answer = self.attempt(write, lambda: http.call("POST", "/api/payments/confirm", cookie=client.session,
                                                       body={"clientSecret": intent["clientSecret"], "card": card}))
        if write.acked and isinstance(answer, dict) and answer.get("status") != "succeeded":
            write.acked, write.how = False, f"confirmed but {answer.get('status')}"
            self.journal.note(f"payment of project {project['id']}: {answer!r:.200}")
        return write.acked

    # -- one scenario -----------------------------------------------------------------------------------------------

    def scenario(self, index: int) -> None:
        rng = random.Random(f"{self.seed}-{index}")
        http = Http()
        sockets: dict[str, Any] = {}
        try:
            client = self.register(http, "client", self.next_number())
            engineers = [self.register(http, "engineer", self.next_number()) for _ in range(2)]
            engineers = [e for e in engineers if e is not None and self.certify(http, e)]
            if client is None or not engineers:
                return
            project = self.post_project(http, client, rng, self.next_number())
            if project is None:
                return
            bids = []
            for engineer in engineers:
                # Unique in the run and apart from other runs' (the texts that show amounts are then unique too).
                amount_cents = 100_000 + 200 * (int(self.run_tag) % 1000 * 1000 + self.next_number())
                bid_id = self.bid(http, engineer, project, amount_cents)
                if bid_id is not None:
                    bids.append((engineer, bid_id, f"{amount_cents // 100}.{amount_cents % 100:02d}"))
            if not bids:
                return
            engineer, bid_id, amount = bids[0]
            if not self.accept(http, client, engineer, project, bid_id, amount):
                return
            for turn in range(rng.randint(2, 4)):
                sender, receiver = (client, engineer) if turn % 2 == 0 else (engineer, client)
                self.message(sockets, sender, receiver, project, self.next_number())
            self.pay(http, client, project)
        except Stop:
            return
        finally:
            for connection in sockets.values():
                try:
                    connection.close()
                except Exception:  # noqa: BLE001
                    pass


# ---- the probe: when each kind of write succeeds again ---------------------------------------------------------------

@dataclass
class ProbeFixture:
    client: User
    project: dict
    engineer: User   # certified, known to projects: bids at once
    spare: User      # an engineer still to certify


class Probe:
    """Right after each fault, one write of each kind is tried again and again (every 0.5 s at most) until it is
    acknowledged: the time each kind of write took to succeed again through the gateway. Registering, certifying,
    posting and bidding only need their own service; accepting follows the bid, the message and the payment need
    what other services learnt from it (messaging the bidder, billing the accepted bid), so their times include the
    events' way through Kafka. The probe's writes are recorded and checked like the load's."""

    def __init__(self, load: Load):
        self.load = load

    def prepare(self, count: int) -> list[ProbeFixture]:
        load, http, fixtures = self.load, Http(), []
        for index in range(count):
            client = load.register(http, "client", load.next_number())
            engineer = load.register(http, "engineer", load.next_number())
            spare = load.register(http, "engineer", load.next_number())
            if None in (client, engineer, spare) or not load.certify(http, engineer):
                raise RuntimeError("the probe's users could not be made before any fault")
            project = load.post_project(http, client, random.Random(index), load.next_number())
            if project is None:
                raise RuntimeError("the probe's project could not be posted before any fault")
            fixtures.append(ProbeFixture(client, project, engineer, spare))
        ids = in_list(f.engineer.id for f in fixtures)
        deadline = time.monotonic() + PROJECTION_DEADLINE
        while sql_count(f"SELECT count(*) FROM projects.verified_engineers WHERE user_id IN ({ids})") < count:
            if time.monotonic() > deadline:
                raise RuntimeError("projects did not learn the probe's engineers were certified")
            time.sleep(0.5)
        return fixtures

    def run(self, fixture: ProbeFixture, at: float, results: dict[str, float]) -> list[threading.Thread]:
        load = self.load
        deadline = at + RECOVERY_DEADLINE + PROJECTION_DEADLINE

        def done(kind: str, ok: Any) -> bool:
            if ok:
                results[kind] = time.time() - at
            return bool(ok)

        def until(kind: str, attempt: Callable[[], Any]) -> Any:
            while time.time() < deadline:
                try:
                    outcome = attempt()
                except Stop:
                    return None
                if done(kind, outcome):
                    return outcome
                time.sleep(0.5)
            return None

        def register():
            http = Http()
            user = until("register", lambda: load.register(http, "client", load.next_number()))
            if user is None:
                return
            # Then each service's consumer applying its event: the new member in every service's projection.
            waiting = dict(PROJECTIONS_OF_A_MEMBER)
            while waiting and time.time() < deadline:
                for service, table in list(waiting.items()):
                    try:
                        if sql_count(f"SELECT count(*) FROM {table} WHERE user_id = {int(user.id)}"):
                            results[f"{service} learnt it"] = time.time() - at
                            del waiting[service]
                    except Exception:  # noqa: BLE001 - PostgreSQL may be coming back
                        pass
                time.sleep(0.25)

        def certify():
            http = Http()
            until("certify", lambda: load.certify(http, fixture.spare))

        def project():
            http = Http()
            until("project", lambda: load.post_project(http, fixture.client, random.Random(0), load.next_number()))

        def chain():
            http, sockets = Http(), {}
            amount_cents = 100_000 + 200 * (int(load.run_tag) % 1000 * 1000 + load.next_number())
            amount = f"{amount_cents // 100}.{amount_cents % 100:02d}"
            bid_id = until("bid", lambda: load.bid(http, fixture.engineer, fixture.project, amount_cents))
            if bid_id is None:
                return
            if until("accept", lambda: load.accept(http, fixture.client, fixture.engineer, fixture.project, bid_id,
                                                   amount)) is None:
                return
            until("message", lambda: load.message(sockets, fixture.client, fixture.engineer, fixture.project,
                                                  load.next_number()))
            for connection in sockets.values():
                connection.close()
            until("payment", lambda: load.pay(http, fixture.client, fixture.project))

        threads = [threading.Thread(target=target, daemon=True) for target in (register, certify, project, chain)]
        for thread in threads:
            thread.start()
        return threads


# ---- watching the parts -----------------------------------------------------------------------------------------------

def service_ready(name: str) -> bool:
    try:
        return requests.get(f"http://127.0.0.1:{SERVICE_PORTS[name]}/readyz", timeout=1.5).status_code == 200
    except requests.RequestException:
        return False


def port_open(port: int) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=1):
            return True
    except OSError:
        return False


def redis_answers() -> bool:
    try:
        with socket.create_connection(("127.0.0.1", REDIS_PORT), timeout=1) as conn:
            conn.sendall(b"PING\r\n")
            return conn.recv(16).startswith(b"+PONG")
    except OSError:
        return False


def postgres_answers() -> bool:
    return subprocess.run(["pg_isready", "-q", "-h", "127.0.0.1", "-p", str(PG_PORT)], timeout=5).returncode == 0


def kafka_answers() -> bool:
    return port_open(int(KAFKA.rsplit(":", 1)[1]))


PROBES: dict[str, Callable[[], bool]] = {**{name: (lambda n=name: service_ready(n)) for name in SERVICES},
                                         "postgres": postgres_answers, "redis": redis_answers, "kafka": kafka_answers}


class Monitor:
    """Polls every part every 0.25 s and keeps its transitions: [(time, up)]."""

    def __init__(self) -> None:
        self.transitions: dict[str, list[tuple[float, bool]]] = {name: [] for name in PROBES}
        self._stop = threading.Event()
        self._threads = [threading.Thread(target=self._watch, args=(name,), daemon=True) for name in PROBES]

    def start(self) -> None:
        for thread in self._threads:
            thread.start()

    def stop(self) -> None:
        self._stop.set()
        for thread in self._threads:
            thread.join(timeout=5)

    def _watch(self, name: str) -> None:
        last = None
        while not self._stop.is_set():
            try:
                up = PROBES[name]()
            except Exception:  # noqa: BLE001 - a probe that fails says down
                up = False
            if up != last:
                self.transitions[name].append((time.time(), up))
                last = up
            self._stop.wait(0.25)

    def is_up(self, name: str) -> bool:
        found = self.transitions[name]
        return bool(found) and found[-1][1]

    def outage(self, name: str, start: float, end: float) -> tuple[float, float] | None:
        """(down at, up again at) of the part within [start, end), relative to start; None if it never went down."""
        down = up = None
        for at, is_up in self.transitions[name]:
            if at < start or at >= end:
                continue
            if not is_up and down is None:
                down = at
            if is_up and down is not None:
                up = at
        if down is None:
            return None
        return down - start, (up - start if up is not None else float("nan"))


# ---- the faults -----------------------------------------------------------------------------------------------------

def pid_from(path: Path) -> int | None:
    try:
        return int(path.read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return None


def alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def wait_gone(pids: list[int], seconds: float = 10) -> None:
    deadline = time.monotonic() + seconds
    while any(alive(pid) for pid in pids) and time.monotonic() < deadline:
        time.sleep(0.05)


def children_of(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1]) == pid:
                    found.append(int(entry.name))
            except (OSError, ValueError, IndexError):
                pass
    return found


def script(*args: str) -> None:
    result = subprocess.run([str(REPO / "scripts" / args[0]), *args[1:]], capture_output=True, text=True,
                            timeout=300)
    if result.returncode != 0:
        raise RuntimeError(f"{' '.join(args)} failed ({result.returncode}): {result.stderr[-2000:]}")


def postgres_pid() -> int | None:
    return pid_from((STATE / "pg").resolve() / "data" / "postmaster.pid")


class Faults:
    stopped: list[int] = []  # SIGSTOPped pids, continued whatever happens

    @staticmethod
    def kill_service(name: str) -> str:
        script("services.sh", "kill9", name)  # announced to the supervisor as a deliberate exit
        return f"SIGKILL {name} (announced; its supervisor restarts it)"

    @staticmethod
    def kill_infra(name: str) -> str:
        if name == "postgres":
            postmaster = postgres_pid()
            if postmaster is None or not alive(postmaster):
                raise RuntimeError("postgres: no postmaster to kill")
            # Every process of the server at once, as the crash of its machine would: the postmaster first, so that
            # it does not start a recovery of its own when its backends die.
            pids = [postmaster, *children_of(postmaster)]
        else:
            pid = pid_from(RUN_DIR / f"{name}.pid")
            if pid is None or not alive(pid):
                raise RuntimeError(f"{name}: not running")
            pids = [pid]
        for pid in pids:
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        wait_gone(pids)
        return f"SIGKILL {name} ({len(pids)} process{'es' if len(pids) > 1 else ''})"

    @staticmethod
    def restart_infra() -> None:
        script("infra.sh", "start")  # starts what is missing, leaves the rest alone

    @classmethod
    def stop_service(cls, name: str) -> int:
        pid = pid_from(RUN_DIR / f"{name}.pid")
        if pid is None or not alive(pid):
            raise RuntimeError(f"{name}: not running")
        cls.stopped.append(pid)
        os.kill(pid, signal.SIGSTOP)
        return pid

    @classmethod
    def continue_all(cls) -> None:
        while cls.stopped:
            pid = cls.stopped.pop()
            try:
                os.kill(pid, signal.SIGCONT)
            except ProcessLookupError:
                pass


@dataclass
class FaultRecord:
    name: str
    what: str = ""
    at: float = 0.0
    restarted_at: float | None = None     # infrastructure: when infra.sh start brought it back
    ended: float = 0.0                     # when the next phase began
    outages: dict[str, tuple[float, float]] = field(default_factory=dict)
    first_writes: dict[str, float] = field(default_factory=dict)
    failed_writes: dict[str, int] = field(default_factory=dict)
    recovered_in: float = float("nan")     # every part up again, relative to `at`
    error: str = ""


# ---- settling and the check -----------------------------------------------------------------------------------------

def sql_count(query: str) -> int:
    return int(rows(query)[0][0])


def shown(amount: str) -> str:
    """An amount as the services write it in sentences ("1500.00" -> "$1,500.00", cw::Money::display)."""
    whole, cents = amount.split(".")
    return f"${int(whole):,}.{cents}"


def in_list(values) -> str:
    values = sorted({int(v) for v in values})
    return ",".join(str(v) for v in values) if values else "NULL"


def quoted(values) -> str:
    values = sorted(set(values))
    return ",".join("'" + str(v).replace("'", "''") + "'" for v in values) if values else "NULL"


def topic_end_offsets(topics: list[str]) -> dict[tuple[str, int], int]:
    consumer = Consumer({"bootstrap.servers": KAFKA, "group.id": f"chaos-{uuid.uuid4()}"})
    try:
        offsets = {}
        for topic in topics:
            metadata = consumer.list_topics(topic, timeout=10).topics[topic]
            for partition in metadata.partitions:
                offsets[(topic, partition)] = consumer.get_watermark_offsets(TopicPartition(topic, partition),
                                                                             timeout=10)[1]
        return offsets
    finally:
        consumer.close()


def consumers_caught_up() -> list[str]:
    """Groups (named after the services) whose committed offsets are behind the end of a topic they consume."""
    ends = topic_end_offsets(TOPICS + ["analytics.events"])
    behind = []
    for group in SERVICES:
        probe = Consumer({"bootstrap.servers": KAFKA, "group.id": group, "enable.auto.commit": False})
        try:
            committed = probe.committed([TopicPartition(t, p) for (t, p) in ends], timeout=10)
        finally:
            probe.close()
        for tp in committed:
            if tp.offset >= 0 and tp.offset < ends[(tp.topic, tp.partition)]:
                behind.append(f"{group} {tp.topic}[{tp.partition}] {tp.offset}/{ends[(tp.topic, tp.partition)]}")
    return behind


def read_events(start: dict[tuple[str, int], int]) -> list[dict]:
    """Every record on the topics from the run's start offsets to their current ends: envelopes with the topic."""
    ends = topic_end_offsets(sorted({t for t, _ in start}))
    consumer = Consumer({"bootstrap.servers": KAFKA, "group.id": f"chaos-{uuid.uuid4()}",
                         "enable.auto.commit": False, "auto.offset.reset": "earliest"})
    found = []
    try:
        wanted = {tp: end for tp, end in ends.items() if end > start.get(tp, 0)}
        consumer.assign([TopicPartition(t, p, start.get((t, p), 0)) for (t, p) in wanted])
        position = {tp: start.get(tp, 0) for tp in wanted}
        deadline = time.monotonic() + 120
        while any(position[tp] < wanted[tp] for tp in wanted) and time.monotonic() < deadline:
            for message in consumer.consume(num_messages=1000, timeout=1):
                if message.error():
                    continue
                tp = (message.topic(), message.partition())
                position[tp] = message.offset() + 1
                try:
                    envelope = json.loads(message.value())
                except (TypeError, ValueError):
                    continue
                if not isinstance(envelope, dict):
                    continue  # not an envelope (the poison-event tests publish such)
                envelope["_topic"] = message.topic()
                found.append(envelope)
        if any(position[tp] < wanted[tp] for tp in wanted):
            raise RuntimeError(f"could not read the topics to their end: {position} of {wanted}")
    finally:
        consumer.close()
    return found


class Check:
    """Counts, per kind of write and per effect, what was lost and what was duplicated."""

    def __init__(self, journal: Journal, events: list[dict], run_started: float):
        self.journal = journal
        self.lost: Counter = Counter()
        self.duplicated: Counter = Counter()
        self.topic_duplicates: Counter = Counter()
        self.checked: Counter = Counter()
        self.details: list[str] = []
        self.since = time.strftime("%Y-%m-%d %H:%M:%S+00", time.gmtime(run_started - 5))
        self._processed: dict[str, set[str]] = {}
        self.event_ids: dict[tuple[str, str], list[str]] = defaultdict(list)  # (type, fact key) -> ids with copies
        for envelope in events:
            key = self._fact(envelope)
            if key is not None:
                self.event_ids[(envelope.get("type"), key)].append(envelope.get("id"))

    @staticmethod
    def _fact(envelope: dict) -> str | None:
        data = envelope.get("data")
        if not isinstance(data, dict):
            return None
        field_of = {"user.registered": "userId", "engineer.certified": "userId", "project.posted": "projectId",
                    "bid.placed": "bidId", "bid.accepted": "bidId", "message.sent": "messageId",
                    "payment.succeeded": "paymentId", "subscription.changed": "userId"}.get(envelope.get("type"))
        if field_of is None:
            return None
        if envelope.get("type") == "subscription.changed" and data.get("version") != 1:
            return None
        return str(data.get(field_of))

    def expect(self, kind: str, effect: str, key: Any, found: int, *, acked: bool = True) -> None:
        """found copies of an effect that should exist once (acked) or at most once (unacknowledged writes)."""
        self.checked[(kind, effect)] += 1
        if found > 1:
            self.duplicated[(kind, effect)] += 1
            self.details.append(f"DUPLICATED {kind} {effect} {key}: {found}")
        elif found == 0 and acked:
            self.lost[(kind, effect)] += 1
            self.details.append(f"LOST {kind} {effect} {key}")

    def event(self, kind: str, event_type: str, fact: Any, consumers: list[str], *, acked: bool = True) -> None:
        ids = self.event_ids.get((event_type, str(fact)), [])
        distinct = sorted(set(ids))
        self.expect(kind, f"event {event_type}", fact, len(distinct), acked=acked)
        if len(ids) > len(distinct):
            self.topic_duplicates[(kind, event_type)] += len(ids) - len(distinct)
        for consumer in consumers:
            if distinct:
                applied = sum(1 for event_id in distinct if event_id in self.processed(consumer))
                self.expect(kind, f"{event_type} applied by {consumer}", fact, applied, acked=True)

    def processed(self, consumer: str) -> set[str]:
        """The events the consumer group recorded as applied since the run began (one query per group)."""
        if consumer not in self._processed:
            self._processed[consumer] = {event_id for (event_id,) in rows(
                f"SELECT event_id FROM {consumer}.processed_events WHERE consumer = '{consumer}' AND "
                f"processed_at >= '{self.since}'")}
        return self._processed[consumer]

    def lost_email(self, kind: str, effect: str, key: Any) -> None:
        """An e-mail that should exist and does not."""
        self.lost[(kind, effect)] += 1
        self.details.append(f"LOST {kind} {effect} {key}")

    @staticmethod
    def counts(query: str) -> dict[str, int]:
        return {key: int(count) for key, count in rows(query)}

    def rows_per(self, column: str, table: str, ids: list[int], condition: str = "") -> dict[str, int]:
        """How many rows of the table each id has, by the id as text (an id with none is absent)."""
        where = f"{condition} AND " if condition else ""
        return self.counts(f"SELECT {column}, count(*) FROM {table} WHERE {where}{column} IN ({in_list(ids)}) "
                           f"GROUP BY 1")

    def run(self) -> None:
        since = self.since
        # -- registrations ----------------------------------------------------------------------------------------
        registers = [w for w in self.journal.writes if w.kind == "register"]
        names = [w.ids["username"] for w in registers]
        users = self.counts(f"SELECT lower(username), count(*) FROM auth.users WHERE lower(username) IN "
                            f"({quoted(names)}) GROUP BY 1")
        ids_by_name = {name: int(uid) for name, uid in
                       rows(f"SELECT lower(username), id FROM auth.users WHERE lower(username) IN ({quoted(names)})")}
        user_ids = list(ids_by_name.values())
        projections = {
            table: self.rows_per("user_id", table, user_ids)
            for table in ("projects.user_directory", "messaging.user_directory", "billing.subscriptions",
                          "analytics.signups")
        }
        projections["welcome notification"] = self.rows_per("user_id", "messaging.notifications", user_ids,
                                                            "type = 'welcome'")
        projections["welcome e-mail"] = self.rows_per("user_id", "messaging.email_outbox", user_ids, "kind = 'welcome'")
        signup_texts = self.counts(f"SELECT text, count(*) FROM analytics.activity WHERE kind = 'signup' AND "
                                   f"occurred_at >= '{since}' GROUP BY 1")
        for write in registers:
            name = write.ids["username"]
            self.expect("register", "auth.users row", name, users.get(name, 0), acked=write.acked)
            uid = ids_by_name.get(name)
            if uid is None:
                continue
            self.event("register", "user.registered", uid, ["projects", "messaging", "billing", "analytics"])
            self.event("register", "subscription.changed", uid, ["projects", "messaging"])
            for effect, found in projections.items():
                self.expect("register", effect, uid, found.get(str(uid), 0))
            role = "an engineer" if write.ids["role"] == "engineer" else "a client"
            self.expect("register", "analytics activity", uid,
                        signup_texts.get(f"{write.ids['name']} joined as {role}", 0))
        # -- certifications ----------------------------------------------------------------------------------------
        passes = [w for w in self.journal.writes if w.kind == "certify"]
        certified_ids = [w.ids["userId"] for w in passes]
        verified = self.counts(f"SELECT user_id, count(*) FROM auth.engineer_profiles WHERE is_verified AND "
                               f"user_id IN ({in_list(certified_ids)}) GROUP BY 1")
        passed = self.counts(f"SELECT user_id, count(*) FROM auth.certification_attempts WHERE status = 'passed' "
                             f"AND user_id IN ({in_list(certified_ids)}) GROUP BY 1")
        projections = {
            "projects.verified_engineers": self.counts(f"SELECT user_id, count(*) FROM projects.verified_engineers "
                                                       f"WHERE user_id IN ({in_list(certified_ids)}) GROUP BY 1"),
            "analytics.engineers verified": self.counts(f"SELECT user_id, count(*) FROM analytics.engineers WHERE "
                                                        f"verified_at IS NOT NULL AND user_id IN "
                                                        f"({in_list(certified_ids)}) GROUP BY 1"),
            "certification notification": self.counts(f"SELECT user_id, count(*) FROM messaging.notifications WHERE "
                                                      f"kind = 'certification_result' AND user_id IN "
                                                      f"({in_list(certified_ids)}) GROUP BY 1"),
        }
        pass_texts = self.counts(f"SELECT text, count(*) FROM analytics.activity WHERE kind = 'approval' AND "
                                 f"occurred_at >= '{since}' GROUP BY 1")
        for write in passes:
            uid = write.ids["userId"]
            self.expect("certify", "auth verified", uid, verified.get(str(uid), 0), acked=write.acked)
            self.expect("certify", "auth passed attempt", uid, passed.get(str(uid), 0), acked=write.acked)
            if not verified.get(str(uid)):
                continue
            self.event("certify", "engineer.certified", uid, ["projects", "messaging", "analytics"])
            for effect, found in projections.items():
                self.expect("certify", effect, uid, found.get(str(uid), 0))
            self.expect("certify", "analytics activity", uid,
                        pass_texts.get(f"{write.ids['name']} passed the certification test", 0))
        # -- projects ----------------------------------------------------------------------------------------------
        posts = [w for w in self.journal.writes if w.kind == "project"]
        titles = [w.ids["title"] for w in posts]
        project_rows = rows(f"SELECT title, id FROM projects.projects WHERE title IN ({quoted(titles)})")
        by_title: dict[str, list[int]] = defaultdict(list)
        for title, pid in project_rows:
            by_title[title].append(int(pid))
        pids = [pid for ids in by_title.values() for pid in ids]
        projections = {table: self.rows_per("project_id", table, pids)
                       for table in ("messaging.project_parties", "billing.client_projects", "analytics.projects")}
        project_texts = self.counts(f"SELECT text, count(*) FROM analytics.activity WHERE kind = 'project' AND "
                                    f"occurred_at >= '{since}' GROUP BY 1")
        self.unacked_that_happened = Counter()
        for write in posts:
            found = by_title.get(write.ids["title"], [])
            self.expect("project", "projects.projects row", write.ids["title"], len(found), acked=write.acked)
            if found and not write.acked:
                self.unacked_that_happened["project"] += 1
            for pid in found:
                self.event("project", "project.posted", pid, ["messaging", "billing", "analytics"])
                for effect, counted in projections.items():
                    self.expect("project", effect, pid, counted.get(str(pid), 0))
                self.expect("project", "analytics activity", pid,
                            project_texts.get(f"New project posted: \"{write.ids['title']}\"", 0))
        # -- bids --------------------------------------------------------------------------------------------------
        bids = [w for w in self.journal.writes if w.kind == "bid"]
        bid_rows = self.counts(f"SELECT project_id || ':' || engineer_id, count(*) FROM projects.bids WHERE "
                               f"project_id IN ({in_list(pids)}) GROUP BY 1")
        bid_ids = {f"{p}:{e}": int(b) for p, e, b in
                   rows(f"SELECT project_id, engineer_id, id FROM projects.bids WHERE project_id IN ({in_list(pids)})")}
        bidders = self.counts(f"SELECT project_id || ':' || engineer_id, count(*) FROM messaging.project_bidders "
                              f"WHERE project_id IN ({in_list(pids)}) GROUP BY 1")
        client_ids = [w.ids["clientId"] for w in posts]
        notes = self.counts(f"SELECT message, count(*) FROM messaging.notifications WHERE user_id IN "
                            f"({in_list(client_ids)}) AND title = 'New Bid' GROUP BY 1")
        for write in bids:
            key = f"{write.ids['projectId']}:{write.ids['engineerId']}"
            self.expect("bid", "projects.bids row", key, bid_rows.get(key, 0), acked=write.acked)
            if key not in bid_ids:
                continue
            self.event("bid", "bid.placed", bid_ids[key], ["messaging"])
            self.expect("bid", "messaging.project_bidders", key, bidders.get(key, 0))
            self.expect("bid", "client's notification", key,
                        notes.get(f"An engineer bid {shown(write.ids['amount'])} on \"{write.ids['title']}\".", 0))
        bid_mails = self.counts(f"SELECT user_id, count(*) FROM messaging.email_outbox WHERE kind = 'new_bid' AND "
                                f"user_id IN ({in_list(client_ids)}) GROUP BY 1")
        bids_per_client: dict[int, list[int]] = defaultdict(list)
        for write in posts:
            for pid in by_title.get(write.ids["title"], []):
                bids_per_client[write.ids["clientId"]] += [b for k, b in bid_ids.items() if k.startswith(f"{pid}:")]
        for client_id, placed in bids_per_client.items():
            got, expected = bid_mails.get(str(client_id), 0), len(placed)
            self.checked[("bid", "client's e-mail")] += expected
            if got > expected:
                self.duplicated[("bid", "client's e-mail")] += got - expected
                self.details.append(f"DUPLICATED bid e-mails to {client_id}: {got} for {expected} bids")
            for _ in range(expected - got):
                self.lost_email("bid", "client's e-mail", f"to {client_id} ({got} for {expected} bids)")
        # -- accepted bids -----------------------------------------------------------------------------------------
        accepts = [w for w in self.journal.writes if w.kind == "accept"]
        accepted = self.counts(f"SELECT b.id, count(*) FROM projects.bids b JOIN projects.projects p ON "
                               f"p.id = b.project_id AND p.assigned_engineer_id = b.engineer_id AND p.status = "
                               f"'in_progress' WHERE b.status = 'accepted' AND b.project_id IN ({in_list(pids)}) "
                               f"GROUP BY 1")
        parties = self.counts(f"SELECT project_id || ':' || assigned_engineer_id, count(*) FROM "
                              f"messaging.project_parties WHERE project_id IN ({in_list(pids)}) AND "
                              f"assigned_engineer_id IS NOT NULL GROUP BY 1")
        prices = self.counts(f"SELECT project_id || ':' || total_cents, count(*) FROM billing.project_prices WHERE "
                             f"project_id IN ({in_list(pids)}) GROUP BY 1")
        analytics_status = self.counts(f"SELECT project_id, count(*) FROM analytics.projects WHERE status = "
                                       f"'in_progress' AND project_id IN ({in_list(pids)}) GROUP BY 1")
        engineer_ids = [w.ids["engineerId"] for w in accepts]
        accepted_notes = self.counts(f"SELECT message, count(*) FROM messaging.notifications WHERE user_id IN "
                                     f"({in_list(engineer_ids)}) AND title = 'Bid Accepted' GROUP BY 1")
        accepted_mails = self.counts(f"SELECT user_id, count(*) FROM messaging.email_outbox WHERE kind = "
                                     f"'bid_accepted' AND user_id IN ({in_list(engineer_ids)}) GROUP BY 1")
        accept_texts = self.counts(f"SELECT text, count(*) FROM analytics.activity WHERE kind = 'bid_accepted' AND "
                                   f"occurred_at >= '{since}' GROUP BY 1")
        for write in accepts:
            bid_id, pid, amount = write.ids["bidId"], write.ids["projectId"], write.ids["amount"]
            self.expect("accept", "projects bid accepted", bid_id, accepted.get(str(bid_id), 0), acked=write.acked)
            if not accepted.get(str(bid_id)):
                continue
            cents = int(amount.replace(".", ""))
            self.event("accept", "bid.accepted", bid_id, ["messaging", "billing", "analytics"])
            self.expect("accept", "messaging assigned engineer", bid_id,
                        parties.get(f"{pid}:{write.ids['engineerId']}", 0))
            self.expect("accept", "billing.project_prices", bid_id, prices.get(f"{pid}:{cents}", 0))
            self.expect("accept", "analytics project in progress", bid_id, analytics_status.get(str(pid), 0))
            self.expect("accept", "engineer's notification", bid_id, accepted_notes.get(
                f"Your bid of {shown(amount)} on \"{write.ids['title']}\" was accepted.", 0))
            mails = accepted_mails.get(str(write.ids["engineerId"]), 0)
            if mails == 0:
                self.checked[("accept", "engineer's e-mail")] += 1
                self.lost_email("accept", "engineer's e-mail", bid_id)
            else:
                self.expect("accept", "engineer's e-mail", bid_id, mails)
            self.expect("accept", "analytics activity", bid_id,
                        accept_texts.get(f"A bid of {shown(amount)} was accepted on \"{write.ids['title']}\"", 0))
        # -- messages ----------------------------------------------------------------------------------------------
        sent = [w for w in self.journal.writes if w.kind == "message"]
        contents = [w.ids["content"] for w in sent]
        message_rows = rows(f"SELECT content, id, sender_id FROM messaging.messages WHERE content IN "
                            f"({quoted(contents)})")
        by_content: dict[str, list[int]] = defaultdict(list)
        per_sender = Counter()
        for content, mid, sender in message_rows:
            by_content[content].append(int(mid))
            per_sender[int(sender)] += 1
        for write in sent:
            found = by_content.get(write.ids["content"], [])
            self.expect("message", "messaging.messages row", write.ids["content"], len(found), acked=write.acked)
            if found and not write.acked:
                self.unacked_that_happened["message"] += 1
            for mid in found:
                self.event("message", "message.sent", mid, ["billing", "messaging"])
        senders = {w.ids["senderId"] for w in sent}
        usage = self.counts(f"SELECT user_id, sum(count) FROM billing.messages_sent WHERE user_id IN "
                            f"({in_list(senders)}) GROUP BY 1")
        for sender in senders:  # the senders are this run's users: their usage is this run's messages
            got, expected = usage.get(str(sender), 0), per_sender.get(sender, 0)
            self.checked[("message", "billing usage count")] += expected
            if got > expected:
                self.duplicated[("message", "billing usage count")] += got - expected
                self.details.append(f"DUPLICATED billing usage of {sender}: {got} for {expected} messages")
            elif got < expected:
                self.lost[("message", "billing usage count")] += expected - got
                self.details.append(f"LOST billing usage of {sender}: {got} for {expected} messages")
        # -- payments ----------------------------------------------------------------------------------------------
        payments = [w for w in self.journal.writes if w.kind == "payment"]
        paid_pids = [w.ids["projectId"] for w in payments]
        payment_rows = {pid: (int(count), intent) for pid, count, intent in rows(
            f"SELECT project_id, count(*), min(intent_id) FROM billing.payments WHERE kind = 'project_stage' AND "
            f"stage = 'down_payment' AND status = 'succeeded' AND project_id IN ({in_list(paid_pids)}) GROUP BY 1")}
        transfers = self.counts(f"SELECT p.project_id, count(*) FROM billing.ledger_transfers t JOIN billing.payments "
                                f"p ON p.id = t.payment_id WHERE t.kind = 'payment' AND p.stage = 'down_payment' AND "
                                f"p.project_id IN ({in_list(paid_pids)}) GROUP BY 1")
        payment_texts = self.counts(f"SELECT text, count(*) FROM analytics.activity WHERE kind = 'payment' AND "
                                    f"occurred_at >= '{since}' GROUP BY 1")
        for write in payments:
            pid = str(write.ids["projectId"])
            count, intent = payment_rows.get(pid, (0, None))
            self.expect("payment", "billing.payments succeeded", pid, count, acked=write.acked)
            if not count:
                continue
            self.expect("payment", "ledger transfer", pid, transfers.get(pid, 0))
            self.event("payment", "payment.succeeded", intent, ["analytics"])
            self.expect("payment", "analytics activity", pid, payment_texts.get(
                f"A payment of {shown(write.ids['amount'])} for a project stage succeeded", 0))
        unbalanced = sql_count("SELECT count(*) FROM (SELECT transfer_id FROM billing.ledger_entries GROUP BY "
                               "transfer_id HAVING sum(amount_cents) <> 0 OR count(*) <> 2) unbalanced")
        self.ledger_total = sql_count("SELECT coalesce(sum(amount_cents), 0) FROM billing.ledger_entries")
        self.checked[("payment", "ledger balanced")] += 1
        if unbalanced or self.ledger_total != 0:
            self.lost[("payment", "ledger balanced")] += 1
            self.details.append(f"LEDGER: {unbalanced} unbalanced transfers, total {self.ledger_total}")
        # -- sessions: every user the load made can still use its session (Redis kept them) --------------------------
        http = Http()
        self.sessions_checked = self.sessions_dead = 0
        for write in registers:
            user = write.ids.get("_user")
            if user is None or not user.session:
                continue
            status, _, _ = http.call("GET", "/api/user", cookie=user.session)
            self.sessions_checked += 1
            if status != 200:
                self.sessions_dead += 1
                self.details.append(f"SESSION of {user.username} answers {status}")


# ---- the run --------------------------------------------------------------------------------------------------------

FULL_FAULTS = ["kill:auth", "kill:projects", "kill:messaging", "kill:billing", "kill:analytics", "infra:kafka",
               "infra:redis", "infra:postgres", "stop:messaging"]
SHORT_FAULTS = ["kill:projects", "infra:kafka", "infra:redis", "infra:postgres"]


def wait_all_up(monitor: Monitor, deadline_seconds: float) -> float | None:
    deadline = time.monotonic() + deadline_seconds
    while time.monotonic() < deadline:
        if all(monitor.is_up(name) for name in PROBES):
            return time.time()
        time.sleep(0.25)
    return None


def settle(deadline_seconds: float) -> tuple[float, list[str]]:
    """Wait until every outbox is empty, every consumer group is at the end of its topics and every e-mail decided
    at once has left; twice in a row. Returns (seconds taken, what still was not, if the deadline passed)."""
    started = time.monotonic()
    deadline = started + deadline_seconds
    quiet = 0
    pending: list[str] = []
    while time.monotonic() < deadline:
        try:
            pending = []
            for service in ("auth", "projects", "messaging", "billing"):
                left = sql_count(f"SELECT count(*) FROM {service}.outbox")
                if left:
                    pending.append(f"{service}.outbox {left}")
            # Addressed ones: an e-mail still waiting for its recipient's signup (an event of another test for an id
            # nobody registered) leaves only when that signup comes; this run's e-mails are checked one by one below.
            mails = sql_count("SELECT count(*) FROM messaging.email_outbox WHERE sent_at IS NULL AND failed_at IS "
                              "NULL AND recipient IS NOT NULL AND kind <> 'new_message'")
            if mails:
                pending.append(f"{mails} e-mails")
            pending += consumers_caught_up()
        except Exception as error:  # noqa: BLE001 - not settled yet
            pending = [f"{type(error).__name__}: {error}"]
        quiet = quiet + 1 if not pending else 0
        if quiet >= 2:
            return time.monotonic() - started, []
        time.sleep(1)
    return time.monotonic() - started, pending


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--short", action="store_true", help="the short version of make test")
    parser.add_argument("--seed", type=int, default=17)
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--per-phase", type=int, default=None, help="scenarios started in each phase")
    parser.add_argument("--faults", default=None, help="comma-separated, e.g. kill:auth,infra:kafka,stop:projects")
    parser.add_argument("--stop-seconds", type=float, default=8)
    parser.add_argument("--pace", type=float, default=3, help="seconds between the scenarios of a phase")
    parser.add_argument("--report", type=Path, default=None, help="write the figures as JSON here")
    args = parser.parse_args()
    faults = args.faults.split(",") if args.faults else (SHORT_FAULTS if args.short else FULL_FAULTS)
    workers = args.workers or (3 if args.short else 4)
    per_phase = args.per_phase or (4 if args.short else 6)
    run_tag = f"{int(time.time()) % 100000:05d}"
    run_started = time.time()
    log(f"run {run_tag}: seed {args.seed}, {workers} workers, {per_phase} scenarios per phase, faults {faults}")

    for name in PROBES:
        if not PROBES[name]():
            log(f"{name} is not up: start the system first (tests/chaos/run.sh does)")
            return 2
    start_offsets = topic_end_offsets(TOPICS)
    journal = Journal()
    stopping = threading.Event()
    load = Load(journal, run_tag, args.seed, stopping)
    probe = Probe(Load(journal, run_tag, args.seed, stopping, first_number=5000, max_delay=0.5))
    monitor = Monitor()
    monitor.start()

    # Ctrl-C or a kill: continue what was stopped, so the system is left running.
    def interrupted(signum, _frame):
        Faults.continue_all()
        stopping.set()
        raise KeyboardInterrupt()
    signal.signal(signal.SIGTERM, interrupted)

    queue_lock = threading.Lock()
    released: list[int] = []
    done: set[int] = set()
    next_index = [0]

    def worker() -> None:
        while not stopping.is_set():
            with queue_lock:
                pending = [i for i in released if i >= next_index[0]]
                if not pending:
                    index = None
                else:
                    index = next_index[0]
                    next_index[0] += 1
            if index is None:
                if finished_releasing.is_set() and next_index[0] >= len(released):
                    return
                time.sleep(0.1)
                continue
            try:
                load.scenario(index)
            except Exception as error:  # noqa: BLE001 - one scenario's surprise must not end the run
                journal.note(f"scenario {index} ended by {type(error).__name__}: {error}")
            with queue_lock:
                done.add(index)

    finished_releasing = threading.Event()
    threads = [threading.Thread(target=worker, daemon=True) for _ in range(workers)]
    for thread in threads:
        thread.start()

    def release(count: int) -> list[int]:
        with queue_lock:
            first = len(released)
            released.extend(range(first, first + count))
            return list(range(first, first + count))

    def wait_done(indexes: list[int], seconds: float) -> None:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline and not all(i in done for i in indexes):
            time.sleep(0.25)

    records: list[FaultRecord] = []
    try:
        def paced() -> tuple[threading.Thread, list[int]]:
            """Releases the phase's scenarios one every `pace` seconds, so that the load runs through the fault."""
            batch: list[int] = []

            def run() -> None:
                for number in range(per_phase):
                    batch.extend(release(1))
                    if number < per_phase - 1 and stopping.wait(args.pace):
                        return
            thread = threading.Thread(target=run, daemon=True)
            thread.start()
            return thread, batch

        # Warm-up: the load alone, while the probe's users and projects are made.
        pacer, batch = paced()
        fixtures = probe.prepare(len(faults))
        pacer.join()
        wait_done(batch, 240)
        for fault in faults:
            kind, name = fault.split(":")
            record = FaultRecord(fault)
            records.append(record)
            pacer, batch = paced()
            time.sleep(LEAD_SECONDS)  # the phase's first writes are under way
            record.at = time.time()
            log(f"fault {fault}")
            probing: list[threading.Thread] = []
            try:
                if kind == "kill":
                    record.what = Faults.kill_service(name)
                    probing = probe.run(fixtures.pop(), record.at, record.first_writes)
                elif kind == "infra":
                    record.what = Faults.kill_infra(name)
                    probing = probe.run(fixtures.pop(), record.at, record.first_writes)
                    time.sleep(INFRA_OUTAGE_SECONDS)
                    Faults.restart_infra()
                    record.restarted_at = time.time()
                elif kind == "stop":
                    pid = Faults.stop_service(name)
                    record.what = f"SIGSTOP {name} (pid {pid}) for {args.stop_seconds:g} s, then SIGCONT"
                    probing = probe.run(fixtures.pop(), record.at, record.first_writes)
                    time.sleep(args.stop_seconds)
                    Faults.continue_all()
                else:
                    raise ValueError(f"unknown fault {fault}")
            except Exception as error:  # noqa: BLE001 - recorded, and the run goes on
                Faults.continue_all()
                record.error = f"{type(error).__name__}: {error}"
                journal.note(f"fault {fault} could not be made: {record.error}")
            time.sleep(1)
            back = wait_all_up(monitor, RECOVERY_DEADLINE)
            if back is None:
                journal.note(f"after {fault}: not every part was up again within {RECOVERY_DEADLINE} s")
            pacer.join()
            wait_done(batch, 240)
            for thread in probing:
                thread.join(timeout=max(1.0, record.at + RECOVERY_DEADLINE + PROJECTION_DEADLINE - time.time()))
            record.ended = time.time()
        # Cool-down: the load alone again.
        pacer, batch = paced()
        pacer.join()
        finished_releasing.set()
        wait_done(batch, 240)
    except KeyboardInterrupt:
        log("interrupted")
        Faults.continue_all()
        stopping.set()
        monitor.stop()
        return 130
    finally:
        Faults.continue_all()
        finished_releasing.set()
    stopping.set()
    for thread in threads:
        thread.join(timeout=30)
    load_seconds = time.time() - run_started
    log(f"load done in {load_seconds:.0f} s: {len(journal.writes)} writes; settling")
    settle_seconds, pending = settle(SETTLE_DEADLINE)
    monitor.stop()
    if pending:
        journal.note(f"the system did not settle within {SETTLE_DEADLINE} s: {pending}")

    # Recovery per fault: each part's outage within the fault's phase, and the first acknowledged write of each kind
    # begun after the fault.
    for record in records:
        if not record.at:
            continue
        end = record.ended or time.time()
        for name in PROBES:
            outage = monitor.outage(name, record.at, end)
            if outage is not None:
                record.outages[name] = outage
        ups = [up for _, up in record.outages.values()]
        record.recovered_in = max(ups) if ups else 0.0
        for kind in KINDS:
            failed = [w for w in journal.writes if w.kind == kind and not w.acked and record.at - 15 <= w.started < end]
            if failed:
                record.failed_writes[kind] = len(failed)

    log("reading the topics")
    events = read_events(start_offsets)
    check = Check(journal, events, run_started)
    check.run()
    figures = summarise(args, faults, workers, per_phase, run_tag, journal, records, check, events, load_seconds,
                        settle_seconds, pending)
    print_summary(figures)
    if args.report:
        args.report.parent.mkdir(parents=True, exist_ok=True)
        args.report.write_text(json.dumps(figures, indent=2) + "\n")
        log(f"figures written to {args.report}")
    failed = (figures["lost"] or figures["duplicated"] or figures["sessionsLost"] or pending or
              any(r.error for r in records))
    return 1 if failed else 0


def summarise(args, faults, workers, per_phase, run_tag, journal, records, check, events, load_seconds,
              settle_seconds, pending) -> dict:
    per_kind = {}
    for kind in KINDS:
        writes = journal.of(kind)
        per_kind[kind] = {"attempted": len(writes), "acknowledged": sum(w.acked for w in writes),
                          # A payment is two calls (the intent, then the card): a retry is a third.
                          "acknowledgedAfterRetry": sum(w.acked and w.attempts > (2 if kind == "payment" else 1)
                                                        for w in writes),
                          "confirmedByReadBack": sum(w.how == "exists" for w in writes),
                          "unacknowledged": sum(not w.acked for w in writes),
                          "unacknowledgedButDone": check.unacked_that_happened.get(kind, 0)}
    return {
        "run": run_tag, "seed": args.seed, "short": args.short, "workers": workers, "scenariosPerPhase": per_phase,
        "loadSeconds": round(load_seconds, 1), "settleSeconds": round(settle_seconds, 1), "notSettled": pending,
        "writes": per_kind,
        "eventsRead": len(events),
        "faults": [{"fault": r.name, "what": r.what, "error": r.error,
                    "restartedAfter": round(r.restarted_at - r.at, 2) if r.restarted_at else None,
                    "recoveredAfter": round(r.recovered_in, 2),
                    "outages": {k: [round(v[0], 2), round(v[1], 2)] for k, v in r.outages.items()},
                    "firstWriteAfter": {k: round(v, 2) for k, v in r.first_writes.items()},
                    "writesNotAcknowledged": r.failed_writes} for r in records],
        "checked": {f"{k} / {e}": n for (k, e), n in sorted(check.checked.items())},
        "lost": {f"{k} / {e}": n for (k, e), n in sorted(check.lost.items())},
        "duplicated": {f"{k} / {e}": n for (k, e), n in sorted(check.duplicated.items())},
        "topicDuplicates": {f"{k} / {e}": n for (k, e), n in sorted(check.topic_duplicates.items())},
        "ledgerTotalCents": check.ledger_total,
        "sessionsChecked": check.sessions_checked,
        "sessionsLost": check.sessions_dead + len(journal.sessions_lost),
        "sessionsLostDuringLoad": sorted(set(journal.sessions_lost)),
        "details": check.details[:200],
        "journal": [{"kind": w.kind, "started": round(w.started, 3), "finished": round(w.finished, 3),
                     "acked": w.acked, "how": w.how, "attempts": w.attempts,
                     "ids": {k: v for k, v in w.ids.items() if not k.startswith("_")}} for w in journal.writes],
        "notes": journal.notes[:200],
    }


def print_summary(f: dict) -> None:
    print("\n================ chaos: what was written ================")
    print(f"{'kind':10} {'attempted':>9} {'acked':>6} {'retried':>8} {'readback':>8} {'unacked':>8} {'unacked-done':>12}")
    for kind, w in f["writes"].items():
        print(f"{kind:10} {w['attempted']:9} {w['acknowledged']:6} {w['acknowledgedAfterRetry']:8} "
              f"{w['confirmedByReadBack']:8} {w['unacknowledged']:8} {w['unacknowledgedButDone']:12}")
    print("\n================ chaos: faults and recovery (seconds after the fault) ================")
    for r in f["faults"]:
        outages = ", ".join(f"{k} down {v[0]:.1f}-{v[1]:.1f}" for k, v in r["outages"].items()) or "no part went down"
        firsts = ", ".join(f"{k} {v:.1f}" for k, v in r["firstWriteAfter"].items())
        print(f"{r['fault']:18} recovered {r['recoveredAfter']:6.1f}  ({outages})")
        print(f"{'':18} a write of each kind acknowledged again after: {firsts}")
        if r["writesNotAcknowledged"]:
            print(f"{'':18} not acknowledged around it: {r['writesNotAcknowledged']}")
        if r["error"]:
            print(f"{'':18} ERROR {r['error']}")
    print("\n================ chaos: the check ================")
    print(f"effects checked: {sum(f['checked'].values())} over {len(f['checked'])} kinds of effect; "
          f"events read {f['eventsRead']}; settled in {f['settleSeconds']} s")
    print(f"lost: {sum(f['lost'].values())} {f['lost'] or ''}")
    print(f"duplicated: {sum(f['duplicated'].values())} {f['duplicated'] or ''}")
    print(f"topic duplicates (same event id twice on a topic; consumers dedupe): "
          f"{sum(f['topicDuplicates'].values())} {f['topicDuplicates'] or ''}")
    print(f"ledger total: {f['ledgerTotalCents']} cents; sessions checked {f['sessionsChecked']}, "
          f"lost {f['sessionsLost']}")
    for line in f["details"][:40]:
        print("  " + line)
    if f["notSettled"]:
        print(f"NOT SETTLED: {f['notSettled']}")
    ok = not (f["lost"] or f["duplicated"] or f["sessionsLost"] or f["notSettled"] or
              any(r["error"] for r in f["faults"]))
    print(f"RESULT: {'0 lost, 0 duplicated' if ok else 'FAILED'}")


if __name__ == "__main__":
    sys.exit(main())
