"""The local mail catcher (scripts/mailcatcher.py), on its own: a catcher of this test's own, on a free port with a
temporary folder, so the test needs nothing of the running system. Mail goes in with smtplib (or a raw socket) and
is read back with lib/mail.py, the helpers the other suites use.

  (a) a message arrives: one delivery record (Message-ID without brackets, envelope recipients and sender, decoded
      subject, UTC time), one log line, the bytes as sent in mailbox/<sha256 of the Message-ID>.eml;
  (b) the same Message-ID twice is logged twice and stored once (the first one);
  (c) odd bytes in the subject, no Message-ID, no headers at all, a huge folded header: all kept;
  (d) a message over 1 MiB is refused with 552, announced (SIZE) or not, and the catcher serves the next one;
  (e) protocol garbage, over-long lines and a client that vanishes mid-message do not stop it.

The catcher runs with the system python3 and Debian's python3-aiosmtpd (scripts/install-deps.sh); this test itself
only speaks SMTP.
"""
from __future__ import annotations

import email.policy
import hashlib
import json
import smtplib
import socket
import subprocess
import uuid
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from email.message import EmailMessage
from pathlib import Path

import pytest

from lib.config import REPO_ROOT
from lib.mail import body_text, deliveries, mailbox, wait_for_mail
from lib.waiting import wait_until

SYSTEM_PYTHON = "/usr/bin/python3"
CATCHER = REPO_ROOT / "scripts" / "mailcatcher.py"
LIMIT_BYTES = 1024 * 1024
START_SECONDS = 15
SENDER = "noreply@cabinetworks.test"


@dataclass
class Catcher:
    process: subprocess.Popen
    port: int
    folder: Path
    log: Path

    def smtp(self) -> smtplib.SMTP:
        return smtplib.SMTP("127.0.0.1", self.port, timeout=10)

    def send(self, message: EmailMessage) -> None:
        with self.smtp() as client:
            client.send_message(message)

    def send_raw(self, recipients: list[str], raw: bytes) -> None:
        with self.smtp() as client:
            client.sendmail(SENDER, recipients, raw)

    def greeting(self) -> bytes:
        with socket.create_connection(("127.0.0.1", self.port), timeout=2) as conn:
            return conn.recv(512)

    def assert_alive(self) -> None:
        assert self.process.poll() is None, f"the catcher exited ({self.process.returncode}):\n{self.log.read_text()}"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture(scope="module")
def catcher(tmp_path_factory: pytest.TempPathFactory):
    if subprocess.run([SYSTEM_PYTHON, "-c", "import aiosmtpd"], capture_output=True).returncode != 0:
        pytest.fail(f"{SYSTEM_PYTHON} cannot import aiosmtpd: install python3-aiosmtpd (scripts/install-deps.sh)",
                    pytrace=False)
    folder = tmp_path_factory.mktemp("mail")
    log = folder / "mail.log"
    port = free_port()
    with open(log, "wb") as out:
        process = subprocess.Popen([SYSTEM_PYTHON, str(CATCHER), "--host", "127.0.0.1", "--port", str(port),
                                    "--dir", str(folder)], stdout=out, stderr=subprocess.STDOUT)
    running = Catcher(process, port, folder, log)
    try:
        def greets() -> bool:
            running.assert_alive()
            return running.greeting().startswith(b"220")

        wait_until(greets, timeout=START_SECONDS, interval=0.1, what=f"the mail catcher to greet on port {port}")
        yield running
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
    assert process.returncode == 0, f"the catcher did not stop cleanly ({process.returncode}):\n{log.read_text()}"


def recipient(tag: str) -> str:
    return f"{tag}-{uuid.uuid4().hex[:12]}@example.test"


def letter(to: str, subject: str, body: str, message_id: str | None) -> EmailMessage:
    message = EmailMessage()
    message["From"] = f"CabinetWorks <{SENDER}>"
    message["To"] = to
    message["Subject"] = subject
    if message_id is not None:
        message["Message-ID"] = message_id
    message.set_content(body)
    return message


def sha256_name(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest() + ".eml"


def test_a_message_arrives_in_the_log_and_the_mailbox(catcher: Catcher) -> None:
    to, cc = recipient("ann"), recipient("bob")
    message_id = f"<{uuid.uuid4()}@cabinetworks.test>"
    subject = "Willkommen bei CabinetWorks – Ihr Konto ist bereit ✓"  # sent RFC 2047-encoded
    message = letter(to, subject, "Hello Ann,\n.a line starting with a dot\nSee you.\n", message_id)
    message["Cc"] = cc
    before = datetime.now(timezone.utc)
    catcher.send(message)

    received = wait_for_mail(to, subject_contains="Konto ist bereit", timeout=5, mail_dir=catcher.folder)
    assert received["Subject"] == subject
    assert body_text(received) == "Hello Ann,\n.a line starting with a dot\nSee you.\n"

    [record] = deliveries(to=to, mail_dir=catcher.folder)
    assert record["messageId"] == message_id.strip("<>")
    assert sorted(record["to"]) == sorted([to, cc])
    assert record["from"] == SENDER
    assert record["subject"] == subject
    assert record["stored"] is True
    received_at = datetime.fromisoformat(record["receivedAt"].replace("Z", "+00:00"))
    assert received_at.utcoffset() == timedelta(0)
    assert before - timedelta(seconds=1) <= received_at <= datetime.now(timezone.utc) + timedelta(seconds=1)
    assert deliveries(to=cc.upper(), subject_contains="Konto", mail_dir=catcher.folder) == [record]

    stored = catcher.folder / "mailbox" / sha256_name(message_id.strip("<>").encode())
    assert record["file"] == stored.name and stored.is_file()
    assert b"\r\n..a line" not in stored.read_bytes(), "SMTP dot-stuffing must be undone"
    assert [m["Message-ID"] for m in mailbox(cc, mail_dir=catcher.folder)] == [message_id]
    assert [line for line in catcher.log.read_text().splitlines() if message_id.strip("<>") in line], \
        "no log line for the delivery"


def test_the_raw_bytes_are_kept_as_received(catcher: Catcher) -> None:
    to = recipient("raw")
    message_id = f"{uuid.uuid4()}@cabinetworks.test"
    raw = (f"From: {SENDER}\r\nTo: {to}\r\nMessage-ID: <{message_id}>\r\nSubject: exact bytes\r\n\r\n"
           "line one\r\n.starts with a dot\r\n..two dots\r\n\r\n").encode()
    catcher.send_raw([to], raw)
    wait_for_mail(to, timeout=5, mail_dir=catcher.folder)
    assert (catcher.folder / "mailbox" / sha256_name(message_id.encode())).read_bytes() == raw


def test_the_same_message_id_is_logged_twice_and_stored_once(catcher: Catcher) -> None:
    to = recipient("twice")
    message_id = f"<{uuid.uuid4()}@cabinetworks.test>"
    catcher.send(letter(to, "Your invoice (first send)", "first", message_id))
    catcher.send(letter(to, "Your invoice (resent)", "second", message_id))

    records = wait_until(lambda: deliveries(to=to, mail_dir=catcher.folder), until=lambda r: len(r) == 2,
                         timeout=5, interval=0.1, what="two deliveries")
    assert [r["messageId"] for r in records] == [message_id.strip("<>")] * 2
    assert [r["stored"] for r in records] == [True, False]
    assert records[0]["file"] == records[1]["file"]
    [kept] = mailbox(to, mail_dir=catcher.folder)
    assert kept["Subject"] == "Your invoice (first send)" and body_text(kept).strip() == "first"
    assert len(list((catcher.folder / "mailbox").glob(records[0]["file"]))) == 1


def test_odd_subject_bytes_and_missing_headers_are_kept(catcher: Catcher) -> None:
    to = recipient("odd")
    odd = (b"From: " + SENDER.encode() + b"\r\nTo: " + to.encode() + b"\r\n"
           b"Subject: \xff\xfe raw caf\xc3\xa9 \x01\x7f =?utf-8?b?bm90IGJhc2U2NA!!?= =?utf-8?q?ok=E2=9C=93?=\r\n"
           b"\r\nbody \xc0\xc1 in no charset\r\n")
    catcher.send_raw([to], odd)
    [record] = wait_until(lambda: deliveries(to=to, mail_dir=catcher.folder), until=lambda r: len(r) == 1,
                          timeout=5, interval=0.1, what="the odd message's delivery")
    assert record["messageId"] is None
    assert isinstance(record["subject"], str) and "café" in record["subject"] and "ok✓" in record["subject"]
    assert record["file"] == sha256_name(odd)
    assert (catcher.folder / "mailbox" / record["file"]).read_bytes() == odd

    # No headers at all, and then a 200 KB subject folded over thousands of lines.
    bare, huge = recipient("bare"), recipient("huge")
    catcher.send_raw([bare], b"just a line of text, no headers\r\n")
    folded = b"Subject: start" + b"".join(b"\r\n " + b"w" * 60 for _ in range(3300)) + b"\r\n"
    catcher.send_raw([huge], folded + b"X-Empty:\r\n\r\nbody\r\n")
    wait_until(lambda: deliveries(to=bare, mail_dir=catcher.folder) and deliveries(to=huge, mail_dir=catcher.folder),
               timeout=5, interval=0.1, what="the bare and the huge-header deliveries")
    [bare_record] = deliveries(to=bare, mail_dir=catcher.folder)
    assert bare_record["messageId"] is None and bare_record["subject"] is None
    [huge_record] = deliveries(to=huge, mail_dir=catcher.folder)
    assert huge_record["subject"].startswith("start") and len(huge_record["subject"]) > 190_000
    assert len(mailbox(bare, mail_dir=catcher.folder)) == 1 and len(mailbox(huge, mail_dir=catcher.folder)) == 1
    catcher.assert_alive()


def test_an_oversized_message_is_refused_and_the_next_one_served(catcher: Catcher) -> None:
    big, after = recipient("big"), recipient("after")
    oversized = letter(big, "too big", "x" * 70 + "\n", None)
    oversized.set_content(("x" * 76 + "\n") * (LIMIT_BYTES // 77 + 100))
    assert len(oversized.as_bytes()) > LIMIT_BYTES

    # Announced: smtplib declares SIZE= on MAIL FROM, which the catcher refuses at once.
    with pytest.raises(smtplib.SMTPSenderRefused) as refused:
        catcher.send(oversized)
    assert refused.value.smtp_code == 552

    # Not announced: the catcher reads the whole DATA, answers 552, and the session goes on.
    with catcher.smtp() as client:
        client.ehlo()
        assert client.mail(SENDER)[0] == 250
        assert client.rcpt(big)[0] == 250
        code, reply = client.data(oversized.as_bytes(policy=email.policy.SMTP))  # CRLF line ends
        assert code == 552, reply
        client.send_message(letter(after, "right after the big one", "still here", None))

    assert wait_for_mail(after, timeout=5, mail_dir=catcher.folder)["Subject"] == "right after the big one"
    catcher.send(letter(after, "on a new connection", "still here", None))
    wait_for_mail(after, subject_contains="new connection", timeout=5, mail_dir=catcher.folder)
    assert deliveries(to=big, mail_dir=catcher.folder) == []
    assert mailbox(big, mail_dir=catcher.folder) == []
    catcher.assert_alive()


def test_hostile_sessions_do_not_stop_the_catcher(catcher: Catcher) -> None:
    def session(*chunks: bytes) -> bytes:
        with socket.create_connection(("127.0.0.1", catcher.port), timeout=5) as conn:
            conn.recv(512)
            for chunk in chunks:
                conn.sendall(chunk)
            conn.shutdown(socket.SHUT_WR)
            answer = b""
            while data := conn.recv(65536):
                answer += data
            return answer

    assert b"500" in session(b"\x00\xff\xfe garbage \x80\r\n", b"HELO " + b"h" * 5000 + b"\r\n", b"QUIT\r\n")
    # A line of 5000 octets inside DATA breaks RFC 5321's 1000: refused, and the session continues.
    answer = session(b"EHLO x\r\nMAIL FROM:<a@x>\r\nRCPT TO:<b@x>\r\nDATA\r\n",
                     b"Subject: long line\r\n\r\n" + b"y" * 5000 + b"\r\n.\r\nQUIT\r\n")
    assert b"500 Line too long" in answer and b"221" in answer
    # The client vanishes in the middle of a message.
    with socket.create_connection(("127.0.0.1", catcher.port), timeout=5) as conn:
        conn.recv(512)
        conn.sendall(b"EHLO x\r\nMAIL FROM:<a@x>\r\nRCPT TO:<gone@x>\r\nDATA\r\nSubject: half\r\n\r\nhal")

    to = recipient("survivor")
    catcher.send(letter(to, "after the hostile sessions", "fine", None))
    wait_for_mail(to, timeout=5, mail_dir=catcher.folder)
    assert deliveries(to="gone@x", mail_dir=catcher.folder) == []
    catcher.assert_alive()


def test_wait_for_mail_says_what_did_arrive(catcher: Catcher) -> None:
    to = recipient("other")
    catcher.send(letter(to, "a subject nobody waits for", "x", None))
    wait_for_mail(to, timeout=5, mail_dir=catcher.folder)
    with pytest.raises(AssertionError) as missing:
        wait_for_mail(recipient("nobody"), subject_contains="never sent", timeout=0.3, mail_dir=catcher.folder)
    assert "a subject nobody waits for" in str(missing.value)


# The catcher reads the usual message's Message-ID and Subject with a quick parser (plain_headers) and any other with
# the full one: wherever the quick one answers, it must say what the full one says.
HEADER_SAMPLES = [
    b"Message-ID: <a.b-c@cabinetworks.local>\r\nSubject: Payment Succeeded\r\n\r\nbody\r\n",
    b"Subject:  two  spaces  and trailing  \r\nMessage-ID: <x@y>\r\n\r\n",
    b"Subject: (comment) \"quoted\" <angle> a@b, c; d: e\r\nMessage-ID: <x@y> \r\n\r\n",
    b"Subject: folded\r\n over two lines\r\nMessage-ID: <x@y>\r\n\r\n",
    b"Subject: =?utf-8?q?Caf=C3=A9?=\r\nMessage-ID: <x@y>\r\n\r\n",
    b"Subject: tab\there\r\nMessage-ID: < x@y >\r\n\r\n",
    b"Message-ID: x@y\r\nSubject: no brackets\r\n\r\n",
    b"Message-ID: <x@y> (comment)\r\n\r\n",
    b"Message-ID: <>\r\nSubject:\r\n\r\n",
    b"Subject: caf\xc3\xa9 in UTF-8\r\n\r\n",
    b"Subject: odd \xff bytes\r\n\r\n",
    b"no headers at all",
    b"",
    b"To: a@b\r\n\r\n",
]
COMPARE_SCRIPT = """
import importlib.util, json, logging, sys
spec = importlib.util.spec_from_file_location("catcher", sys.argv[1])
catcher = importlib.util.module_from_spec(spec)
spec.loader.exec_module(catcher)
logging.disable(logging.CRITICAL)
answers = []
for sample in json.load(sys.stdin):
    content = sample.encode("latin-1")
    quick = catcher.plain_headers(content)
    catcher_plain, catcher.plain_headers = catcher.plain_headers, lambda _: None
    full = catcher.read_headers(content)
    catcher.plain_headers = catcher_plain
    answers.append([quick is not None, quick is None or list(quick) == list(full), catcher.read_headers(content)])
print(json.dumps(answers))
"""


def test_the_quick_header_reader_agrees_with_the_full_parser() -> None:
    result = subprocess.run([SYSTEM_PYTHON, "-c", COMPARE_SCRIPT, str(CATCHER)],
                            input=json.dumps([s.decode("latin-1") for s in HEADER_SAMPLES]), capture_output=True,
                            text=True, timeout=30, check=True)
    answers = json.loads(result.stdout)
    assert all(agrees for _, agrees, _ in answers), [(s, a) for s, a in zip(HEADER_SAMPLES, answers) if not a[1]]
    quick = [s for s, (answered, _, _) in zip(HEADER_SAMPLES, answers) if answered]
    assert HEADER_SAMPLES[0] in quick and HEADER_SAMPLES[1] in quick  # the usual message takes the quick way
    assert answers[0][2] == ["a.b-c@cabinetworks.local", "Payment Succeeded"]
    assert answers[4][2] == ["x@y", "Café"]  # an encoded word, decoded by the full parser
