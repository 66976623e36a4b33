"""Two instances of every service at once (issue 17 "Scale-out on one machine"; docs/dev-contract.md "Instances"):
scripts/services.sh starts them from SCALE=2, the gateway balances over them, and what several instances share
holds:
  - the scripts: status lists each instance on its port, nginx's upstreams name both instances of each service
    (messaging's WebSocket upstream too) and requests through nginx reach both; stopping the second instances takes
    them out of the upstreams again (a reload that reads no SCALE variable);
  - sessions: one signed in through nginx, and one signed in on auth's second instance, are accepted by every instance
    of every service; a sign-out on one instance ends the session on every instance at once (each held it in memory);
  - caches: what one instance writes, another reads right after, having read (and cached) the older answer before:
    auth's signed-in user and engineer directory, projects' answers (a search page and a single project), messaging's
    parties of a project;
  - consumer groups: each service's group has one member per instance (told apart by the process id in its client
    id), each with its own non-empty partitions, together every partition; a registration's welcome notification
    is made once;
  - the outbox relay: one instance per service holds the advisory lock that lets it relay (pg_locks, mapped to the
    process by its connection); when that instance stops (SIGTERM) the other takes over within a bound, the events
    written meanwhile on the other instance all reach Kafka, and none twice;
  - WebSocket fan-out: a message sent on one messaging instance reaches its receiver on the other, directly and
    through nginx's upstream.

Where it runs: in `make test`, against the system the run started with one instance of each service. The module
scales that very system up with `SCALE=2 scripts/services.sh start` (the real scripts, real binaries, the same
state folder and infrastructure; the gateway reloaded by services.sh) and stops the second instances again at the
end, so the other suites keep their single instances (they move one process's test clock or hold one instance's
mail sender, which a second instance would not share). Running every suite at SCALE=2 instead would double the
processes on CI's two cores for all of the run's minutes and make those per-process hooks ambiguous; this module
adds under a minute. It stops and starts instances of the running system: disruptive.
"""
from __future__ import annotations

import json
import os
import re
import subprocess
import threading
import time
import uuid
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

import pytest
import websocket
from confluent_kafka import Consumer
from confluent_kafka.admin import AdminClient

from lib.api_client import ApiClient, expect
from lib.config import REPO_ROOT, SystemConfig
from lib.database import rows
from lib.engineers import patch_profile, register_client, register_engineer, token, uploaded_url
from lib.instances import connect
from lib.kafka_tail import TopicTail
from lib.logs import LogTail
from lib.messaging import NOT_YOUR_PARTNER, Socket, chat_project, known_to_messaging, send_message
from lib.projects import accept, bid, new_client, post_project, project_form, verified_engineer, verified_engineers
from lib.users import login, new_user_payload
from lib.waiting import holds_for, wait_until

pytestmark = pytest.mark.disruptive

SERVICES = ("auth", "projects", "messaging", "billing", "analytics")
SCALE = 2
PORT_STEP = 100  # scripts/config.sh INSTANCE_PORT_STEP
DEFAULT_PORTS = {"auth": 8101, "projects": 8102, "messaging": 8103, "billing": 8104, "analytics": 8105}
SCRIPT_TIMEOUT = 240
# A non-leading relay tries the lock every 2 s (libs/events/src/outbox.cpp); a stop drains requests first.
TAKEOVER_BOUND_SECONDS = 10
# A call that needs a session, on each service; analytics' needs an admin's (a member's gets 403, not 401).
SESSION_CALLS = {"auth": "/api/user", "projects": "/api/my-projects", "messaging": "/api/notifications",
                 "billing": "/api/subscription-status", "analytics": "/api/admin/stats"}
WELCOME = "Post your first cabinet project"


def env_port(name: str, default: int) -> int:
    return int(os.environ.get(name, "").strip() or default)


@dataclass(frozen=True)
class Instance:
    service: str
    index: int
    run_dir: Path

    @property
    def name(self) -> str:
        return self.service if self.index == 1 else f"{self.service}-{self.index}"

    @property
    def alone(self) -> str:
        """This instance alone, to scripts/services.sh (its name for instance 1 means every instance)."""
        return f"{self.service}-{self.index}"

    @property
    def port(self) -> int:
        return env_port(f"{self.service.upper()}_PORT", DEFAULT_PORTS[self.service]) + PORT_STEP * (self.index - 1)

    @property
    def ws_port(self) -> int:
        return env_port("MESSAGING_WS_PORT", 8113) + PORT_STEP * (self.index - 1)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def upstream(self) -> str:
        """As the gateway names it (scripts/config.sh service_upstream)."""
        socket_path = self.run_dir / f"{self.name}.sock"
        return f"unix:{socket_path}" if len(str(socket_path)) < 108 else f"127.0.0.1:{self.port}"

    def pid(self) -> int:
        return int((self.run_dir / f"{self.name}.pid").read_text().strip())

    def client(self) -> ApiClient:
        return ApiClient(self.url, None)


@dataclass
class Scaled:
    instances: dict[str, list[Instance]]
    script_env: dict[str, str]

    def of(self, service: str) -> list[Instance]:
        return self.instances[service]

    def all(self) -> list[Instance]:
        return [instance for service in SERVICES for instance in self.instances[service]]


def run_script(env: dict[str, str], script: str, *args: str, check: bool = True) -> subprocess.CompletedProcess:
    done = subprocess.run(["bash", str(REPO_ROOT / "scripts" / script), *args], cwd=REPO_ROOT, env=env,
                          capture_output=True, text=True, timeout=SCRIPT_TIMEOUT)
    if check:
        assert done.returncode == 0, (f"scripts/{script} {' '.join(args)} exited {done.returncode}\n"
                                      f"stdout: {done.stdout[-3000:]}\nstderr: {done.stderr[-3000:]}")
    return done


def alive(pid_file: Path) -> bool:
    try:
        os.kill(int(pid_file.read_text().strip()), 0)
        return True
    except (OSError, ValueError):
        return False


@pytest.fixture(scope="module")
def scaled(config: SystemConfig) -> Iterator[Scaled]:
    """The running system with SCALE=2: its second instances started by scripts/services.sh (and stopped at the end
    unless they were running already)."""
    run_dir = config.state_dir / "run"
    env = {k: v for k, v in os.environ.items() if not k.startswith("SCALE")}
    env["MARKETPLACE_STATE_DIR"] = str(config.state_dir)
    instances = {s: [Instance(s, k, run_dir) for k in range(1, SCALE + 1)] for s in SERVICES}
    added = [i.name for s in SERVICES for i in instances[s][1:] if not alive(run_dir / f"{i.name}.pid")]
    started = time.monotonic()
    try:
        run_script({**env, "SCALE": str(SCALE)}, "services.sh", "start")
        print(f"\nSCALE={SCALE} scripts/services.sh start: {time.monotonic() - started:.1f}s")
        yield Scaled(instances, env)
    finally:
        # Whatever a test stopped, the first instances run again; the second ones stop (the gateway is reloaded).
        run_script(env, "services.sh", "start")
        if added:
            run_script(env, "services.sh", "stop", *added)


@pytest.fixture(scope="module")
def gateway_conf(config: SystemConfig) -> Path:
    return config.state_dir / "nginx" / "nginx.conf"


def upstreams(conf: Path) -> dict[str, set[str]]:
    """The servers of each upstream block of the rendered nginx.conf."""
    found: dict[str, set[str]] = {}
    for name, body in re.findall(r"^\s*upstream\s+(\w+)\s*\{(.*?)\}", conf.read_text(), re.M | re.S):
        found[name] = set(re.findall(r"\bserver\s+([^;\s]+)\s*;", body))
    return found


def expected_upstreams(scaled: Scaled, count: int) -> dict[str, set[str]]:
    expected = {s: {i.upstream for i in scaled.of(s)[:count]} for s in SERVICES}
    expected["messaging_ws"] = {f"127.0.0.1:{i.ws_port}" for i in scaled.of("messaging")[:count]}
    return expected


# --- the scripts and the gateway ------------------------------------------------------------------------------------
def test_services_sh_runs_each_instance_and_the_gateway_balances_over_them(config, scaled, gateway_conf, admin_session):
    # Without SCALE: status lists the instances that run, whatever the variables say now.
    status = run_script(scaled.script_env, "services.sh", "status")
    listed = {line.split()[0]: line for line in status.stdout.splitlines() if line and not line.startswith(" ")}
    for instance in scaled.all():
        line = listed.get(instance.name, "")
        assert re.match(rf"{re.escape(instance.name)}\s+running\s+127\.0\.0\.1:{instance.port}\s+pid {instance.pid()}"
                        r"\s+ready", line), f"status of {instance.name}: {line!r}\n{status.stdout}"

    assert upstreams(gateway_conf) == {**upstreams(gateway_conf), **expected_upstreams(scaled, SCALE)}, \
        f"the gateway's upstreams after SCALE={SCALE}: {upstreams(gateway_conf)}"

    # Through nginx, round-robin: a few calls to each service reach both of its instances (the access log's upstream).
    marker = f"scale-out-{uuid.uuid4()}"
    access_log = LogTail(config.state_dir / "nginx" / "access.log")
    with ApiClient(config.base_url, None) as gateway:
        for service, path in SESSION_CALLS.items():
            for _ in range(2 * SCALE):
                answer = gateway.get(path, session=admin_session, headers={"User-Agent": f"{marker} {service}"})
                assert answer.status < 500, answer.describe()

    def reached() -> dict[str, set[str]]:
        seen: dict[str, set[str]] = {s: set() for s in SERVICES}
        for line in access_log.text().splitlines():
            if marker in line:
                entry = json.loads(line)
                seen[entry["userAgent"].split()[-1]].add(entry["upstream"])
        return seen

    expected = {s: {i.upstream for i in scaled.of(s)} for s in SERVICES}
    wait_until(reached, until=lambda seen: seen == expected, timeout=10, interval=0.5,  # the log flushes every 1 s
               what="the access log to show each service's calls reaching both of its instances")


# --- sessions -------------------------------------------------------------------------------------------------------
def session_answers(scaled: Scaled, session: str | None) -> dict[str, int]:
    answers = {}
    for instance in scaled.all():
        with instance.client() as client:
            answers[instance.name] = client.get(SESSION_CALLS[instance.service], session=session).status
    return answers


def test_a_session_works_on_every_instance_and_a_sign_out_on_one_ends_it_on_all(api, scaled, admin_session):
    member = register_client(api)  # signed in through nginx
    accepted = {i.name: (403 if i.service == "analytics" else 200) for i in scaled.all()}  # 403: not an admin
    assert session_answers(scaled, None) == {i.name: 401 for i in scaled.all()}
    assert session_answers(scaled, member.session) == accepted
    as_admin = session_answers(scaled, admin_session)
    assert {name: as_admin[name] for name in accepted if name.startswith("analytics")} == \
        {i.name: 200 for i in scaled.of("analytics")}

    auth_1, auth_2 = scaled.of("auth")
    with auth_2.client() as on_second:
        second = login(on_second, member.username, member.password)
    assert second.status == 200, second.describe()
    second_session = second.session_cookie.value
    assert session_answers(scaled, second_session) == accepted

    # Every instance now holds the first session in memory (kept 5 s): the sign-out on auth's first instance must
    # reach them all before it answers.
    assert session_answers(scaled, member.session) == accepted
    with auth_1.client() as on_first:
        expect(on_first.post("/api/logout", session=member.session), 204)
    assert session_answers(scaled, member.session) == {i.name: 401 for i in scaled.all()}
    assert session_answers(scaled, second_session) == accepted


# --- caches ---------------------------------------------------------------------------------------------------------
def test_auth_signed_in_user_changed_on_one_instance_reads_changed_on_the_other(api, scaled):
    member = register_client(api)
    image = uploaded_url(api, member.session)
    first, second = scaled.of("auth")
    for writer, reader in ((first, second), (second, first)):
        with writer.client() as on_writer, reader.client() as on_reader:
            before = expect(on_reader.get("/api/user", session=member.session), 200).body  # cached by the reader
            wanted = None if before.get("profileImage") else image
            changed = expect(on_writer.request("PUT", "/api/user/profile", json={"profileImage": wanted},
                                               session=member.session), 200).body
            assert changed.get("profileImage") == wanted
            after = expect(on_reader.get("/api/user", session=member.session), 200).body
            assert after.get("profileImage") == wanted, \
                f"{reader.name} still shows {after.get('profileImage')!r} after {writer.name} set {wanted!r}"


def test_auth_engineer_directory_changed_on_one_instance_reads_changed_on_the_other(api, scaled):
    engineer = register_engineer(api)
    word = token("scale")
    auth_1, auth_2 = scaled.of("auth")
    with auth_1.client() as on_first, auth_2.client() as on_second:
        def listed() -> list[int]:
            page = expect(on_second.get("/api/engineers", params={"search": word}), 200).body
            return [entry.get("userId", entry.get("id")) for entry in page]
        assert listed() == []  # this page is now cached
        expect(patch_profile(on_first, engineer.id, {"bio": f"Frameless cabinets, {word}"}, engineer.session), 200)
        assert listed() == [engineer.id], "the directory page cached before the change still shows on the other"


def test_projects_answers_changed_on_one_instance_read_changed_on_the_other(api, scaled, admin_session):
    client = new_client(api)
    engineer = verified_engineer(api)
    projects_1, projects_2 = scaled.of("projects")
    word = token("scale")
    with projects_1.client() as on_first, projects_2.client() as on_second:
        def search() -> list[int]:
            return [p["id"] for p in expect(on_second.get("/api/projects", params={"search": word},
                                                         session=engineer.session), 200).body]
        assert search() == []  # cached on the second instance
        posted = expect(on_first.post("/api/projects", json=project_form(title=f"Vanity {word}"),
                                      session=client.session), 201).body
        assert search() == [posted["id"]], "a search page cached before the post still shows on the other instance"

        def seen() -> dict:
            return expect(on_second.get(f"/api/projects/{posted['id']}", session=client.session), 200).body
        before = seen()["status"]
        offer = expect(on_first.post("/api/bids", json={"projectId": posted["id"], "amount": 1500, "proposal": "CNC",
                                                        "timeline": "2 weeks"}, session=engineer.session), 201).body
        expect(accept(on_first, client.session, offer["id"]), 200)
        after = seen()
        assert after["status"] != before, f"{projects_2.name} still shows the project {before} after the accept"
        assert search() == [], "the accepted project is still listed as open on the other instance"


def test_messaging_parties_changed_reach_every_instance(api, projects_api, scaled, admin_session, config):
    client = new_client(api)
    winner, loser = verified_engineers(api, 2)
    project = post_project(projects_api, client)
    chosen, _ = [bid(projects_api, engineer, project["id"]) for engineer in (winner, loser)]
    known_to_messaging(project["id"], 2, None, users=[client.id, winner.id, loser.id])
    sockets = [connect(config, i.ws_port, loser.session) for i in scaled.of("messaging")]
    try:
        for index, socket_ in enumerate(sockets):  # each instance keeps the parties: a bidder may write
            send_message(socket_, project["id"], client.id, f"Still interested ({index})")
            socket_.receive_type("message_sent")
        expect(accept(projects_api, client.session, chosen["id"]), 200)  # through nginx: either instance
        known_to_messaging(project["id"], 2, winner.id)  # applied by one of messaging's instances
        for instance, socket_ in zip(scaled.of("messaging"), sockets):
            send_message(socket_, project["id"], client.id, "One more thing")
            frame = socket_.receive_type("error")
            assert frame["message"] == NOT_YOUR_PARTNER, f"{instance.name} let the losing bidder write: {frame}"
    finally:
        for socket_ in sockets:
            socket_.close()


# --- consumer groups ------------------------------------------------------------------------------------------------
def describe_group(admin: AdminClient, group: str):
    return admin.describe_consumer_groups([group], request_timeout=10)[group].result()


def test_each_consumer_group_has_every_instance_as_a_member_with_partitions_of_its_own(api, config, scaled):
    admin = AdminClient({"bootstrap.servers": config.kafka_bootstrap})
    probe = Consumer({"bootstrap.servers": config.kafka_bootstrap, "group.id": f"scale-probe-{uuid.uuid4()}"})
    try:
        topics = probe.list_topics(timeout=10).topics
    finally:
        probe.close()
    for service in SERVICES:
        client_ids = {f"{service}-{i.pid()}" for i in scaled.of(service)}
        group = wait_until(lambda: describe_group(admin, service),
                           until=lambda d: d.state.name == "STABLE" and {m.client_id for m in d.members} == client_ids,
                           timeout=60, interval=0.5,
                           what=f"consumer group {service} to settle with one member per instance {client_ids}")
        owned = {m.client_id: {(tp.topic, tp.partition) for tp in m.assignment.topic_partitions}
                 for m in group.members}
        assert all(owned.values()), f"{service}: a member without partitions: {owned}"
        every = [p for parts in owned.values() for p in parts]
        assert len(every) == len(set(every)), f"{service}: a partition assigned twice: {owned}"
        subscribed = {topic for topic, _ in every}
        assert set(every) == {(t, p) for t in subscribed for p in topics[t].partitions}, \
            f"{service}: partitions left unassigned: {owned}"
        print(f"\n{service}: " + "; ".join(f"{cid}: {sorted(parts)}" for cid, parts in sorted(owned.items())))

    # One registration, applied by one of messaging's instances: exactly one welcome notification, on both.
    member = register_client(api)

    def welcomes(instance: Instance) -> int:
        with instance.client() as client:
            notes = expect(client.get("/api/notifications", session=member.session), 200).body
        return sum(1 for note in notes if note["message"].startswith(WELCOME))

    first, second = scaled.of("messaging")
    wait_until(lambda: welcomes(first), until=lambda n: n >= 1, timeout=30, what="the welcome notification")

    def exactly_one(counts: tuple[int, int]) -> None:
        assert counts == (1, 1), f"welcome notifications seen on ({first.name}, {second.name}): {counts}"
    holds_for(lambda: (welcomes(first), welcomes(second)), check=exactly_one, duration=3)


# --- the outbox relay -----------------------------------------------------------------------------------------------
def relay_holders(service: str) -> list[int]:
    """The client ports of the PostgreSQL connections holding the service's relay lock (libs/events outbox.cpp)."""
    key = f"hashtext('outbox:{service}')::bigint"
    return [int(port) for (port,) in rows(
        f"SELECT a.client_port FROM pg_locks l JOIN pg_stat_activity a USING (pid) WHERE l.locktype = 'advisory' "
        f"AND l.granted AND l.objsubid = 1 AND l.classid = (({key} >> 32) & 4294967295)::oid "
        f"AND l.objid = ({key} & 4294967295)::oid")]


def process_of(client_port: int) -> int | None:
    """The pid of the local process whose TCP connection leaves from this port."""
    out = subprocess.run(["ss", "-Htnp", "state", "established", f"( sport = :{client_port} )"], check=True,
                         capture_output=True, text=True, timeout=5).stdout
    found = re.search(r"pid=(\d+)", out)
    return int(found.group(1)) if found else None


def leaders(scaled: Scaled, service: str) -> list[str]:
    by_pid = {i.pid(): i.name for i in scaled.of(service) if (i.run_dir / f"{i.name}.pid").exists()}
    return [by_pid.get(process_of(port), f"an unknown process (port {port})") for port in relay_holders(service)]


def test_one_outbox_relay_per_service_and_a_stopped_leader_hands_over(api, config, scaled):
    for service in SERVICES:
        held = wait_until(lambda: leaders(scaled, service), until=lambda found: len(found) == 1, timeout=10,
                          what=f"one holder of {service}'s relay lock")
        assert held[0] in {i.name for i in scaled.of(service)}, f"{service}'s relay lock is held by {held[0]}"

    # auth: stop the leading instance while users register on the other, which must take over and publish each
    # registration's user.registered exactly once.
    leader_name = leaders(scaled, "auth")[0]
    leader = next(i for i in scaled.of("auth") if i.name == leader_name)
    other = next(i for i in scaled.of("auth") if i.name != leader_name)
    tail = TopicTail(config.kafka_bootstrap, "auth.events")
    registered: dict[int, float] = {}  # user id -> when its 201 came (wall clock, as Kafka's timestamps)
    stop_registering = threading.Event()
    failures: list[str] = []

    def register_on_the_other() -> None:
        with other.client() as on_other:
            while not stop_registering.is_set() and len(registered) < 200:
                response = on_other.post("/api/register", json=new_user_payload(role="client"))
                if response.status == 201:
                    registered[response.body["id"]] = time.time()
                else:
                    failures.append(response.describe())
                time.sleep(0.05)

    writer = threading.Thread(target=register_on_the_other)
    try:
        writer.start()
        time.sleep(0.5)
        stop_started = time.time()
        run_script(scaled.script_env, "services.sh", "stop", leader.alone)  # SIGTERM; returns once it exited
        stopped = time.time()
        wait_until(lambda: leaders(scaled, "auth"), until=lambda found: found == [other.name],
                   timeout=TAKEOVER_BOUND_SECONDS, interval=0.05, what=f"{other.name} to take auth's relay over")
        took_over = time.time()
        time.sleep(1)  # registrations on the new leader alone
        stop_registering.set()
        writer.join(timeout=30)
        assert not failures, f"registrations on {other.name} failed: {failures[:3]}"

        seen: Counter[int] = Counter()
        arrival: dict[int, float] = {}

        def read() -> set[int]:
            for record in tail.poll(0.5):
                value = record.value or {}
                if value.get("type") == "user.registered" and value["data"]["userId"] in registered:
                    seen[value["data"]["userId"]] += 1
                    arrival.setdefault(value["data"]["userId"], record.timestamp_ms / 1000)
            return set(seen)
        wait_until(read, until=lambda got: got >= set(registered), timeout=30, interval=0,
                   what=f"user.registered for each of {len(registered)} users registered across the handover")
        holds_for(read, check=lambda _: None, duration=2)  # copies would come now
        twice = {user: count for user, count in seen.items() if count > 1}
        assert not twice, f"user.registered published more than once: {twice}"
        leaderless = [user for user, at in registered.items() if stop_started <= at <= took_over]
        published = max(arrival[user] for user in leaderless) - took_over if leaderless else 0.0
        print(f"\nauth relay: {leader.name} stopped in {stopped - stop_started:.2f}s; {other.name} led "
              f"{took_over - stopped:.2f}s after; {len(registered)} registrations, {len(leaderless)} while no relay "
              f"led (their events all in Kafka {published:.2f}s after the takeover); each user.registered published once")
        assert took_over - stopped < TAKEOVER_BOUND_SECONDS
    finally:
        stop_registering.set()
        writer.join(timeout=30)
        tail.close()
        run_script(scaled.script_env, "services.sh", "start", leader.alone)
    wait_until(lambda: leaders(scaled, "auth"), until=lambda found: found == [other.name], timeout=10,
               what=f"{other.name} to keep the lock once {leader.name} is back")


# --- WebSocket fan-out ----------------------------------------------------------------------------------------------
def connections_to(port: int) -> int:
    out = subprocess.run(["ss", "-Htn", "state", "established", f"( dport = :{port} )"], check=True,
                         capture_output=True, text=True, timeout=5).stdout
    return len(out.splitlines())


def connect_through(config: SystemConfig, session: str, ws_ports: list[int]) -> tuple[Socket, int]:
    """A socket through the gateway, and the WS port of the instance nginx gave it to."""
    before = {p: connections_to(p) for p in ws_ports}
    opened = Socket(websocket.create_connection(config.base_url.replace("http://", "ws://") + "/ws",
                                                header=[f"Cookie: cw_session={session}"], origin=config.base_url,
                                                timeout=5))
    grown = wait_until(lambda: [p for p in ws_ports if connections_to(p) > before[p]], until=lambda ps: len(ps) == 1,
                       timeout=5, interval=0.05, what="the new socket to show on one instance")
    return opened, grown[0]


def test_a_message_reaches_its_receiver_on_the_other_instance(config, api, projects_api, admin_session, scaled):
    project = chat_project(api, projects_api, admin_session, engineers=1, assign=True)
    client, engineer = project.client, project.engineers[0]
    first, second = scaled.of("messaging")
    opened: list[Socket] = []
    try:
        client_socket = connect(config, first.ws_port, client.session)
        engineer_socket = connect(config, second.ws_port, engineer.session)
        opened += [client_socket, engineer_socket]
        send_message(client_socket, project.id, engineer.id, "Sent on the first instance")
        sent = client_socket.receive_type("message_sent")["message"]
        assert engineer_socket.receive_type("new_message")["message"] == sent
        send_message(engineer_socket, project.id, client.id, "Answered on the second")
        reply = engineer_socket.receive_type("message_sent")["message"]
        assert client_socket.receive_type("new_message")["message"] == reply

        # Through nginx: the client's socket lands on one instance; the engineer's are opened until one lands on the
        # other (round-robin takes turns).
        ws_ports = [first.ws_port, second.ws_port]
        client_via_gateway, client_port = connect_through(config, client.session, ws_ports)
        opened.append(client_via_gateway)
        for _ in range(6):
            engineer_via_gateway, engineer_port = connect_through(config, engineer.session, ws_ports)
            opened.append(engineer_via_gateway)
            if engineer_port != client_port:
                break
        assert engineer_port != client_port, "nginx gave every socket to the same messaging instance"
        send_message(client_via_gateway, project.id, engineer.id, "Through the gateway")
        through = client_via_gateway.receive_type("message_sent")["message"]
        assert engineer_via_gateway.receive_type("new_message")["message"] == through
    finally:
        for socket_ in opened:
            socket_.close()


# --- back to one instance -------------------------------------------------------------------------------------------
def test_stopping_the_second_instances_takes_them_out_of_the_gateway(scaled, gateway_conf):
    """Last in the module: the fixture would stop them anyway; here the gateway's answer to it is checked."""
    names = [i.name for s in SERVICES for i in scaled.of(s)[1:]]
    run_script(scaled.script_env, "services.sh", "stop", *names)
    current = upstreams(gateway_conf)
    assert current == {**current, **expected_upstreams(scaled, 1)}, f"after the stop: {current}"
    status = run_script(scaled.script_env, "services.sh", "status")
    assert not any(line.split()[0] in names for line in status.stdout.splitlines() if line.strip()), status.stdout
