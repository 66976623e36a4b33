#!/usr/bin/python3
"""The local mail catcher: an SMTP server that accepts every message and keeps it on disk, so that no e-mail sent
by the system on a developer machine or in CI ever leaves it. scripts/infra.sh runs it as the component "mail".

Usage: mailcatcher.py --host 127.0.0.1 --port N --dir DIR

For every accepted message (any sender, any recipient; more than 1 MiB is refused with 552):
  DIR/deliveries.jsonl   one JSON line per delivery, written (flushed) before the message is accepted:
                         {"messageId", "to", "from", "subject", "receivedAt", "file", "stored", "session"}
                         ("file" is the mailbox file holding it; "stored" is false for a Message-ID already there;
                         "session" the client's address and port: the same for messages sent on one connection)
  DIR/mailbox/<sha256>.eml
                         the message as received, named from the sha256 of its Message-ID (of its bytes when it has
                         none), written atomically. Like Gmail, the mailbox shows a Message-ID once: a second message
                         with the same id is logged above but not stored again.
Both are in the kernel's page cache when the client hears 250: every reader sees them, and they survive the catcher's
crash or kill, not a crash of the machine (no fsync: three per message cost 1.2 ms of CPU, more than the rest of a
delivery; docs/benchmarks/2026-11-28-cost.md, "(k) billing, 2026-11-28 evening"). The usual message's Message-ID and
Subject are read with the quick parser (plain_headers), any other with the full one.

Runs with the system python3 and Debian's python3-aiosmtpd (scripts/install-deps.sh). Lines longer than RFC 5321's
1000 octets are refused (500), as a strict mail server would, rather than silently accepted: a sender that does not
wrap its lines is a bug worth seeing locally.
"""
from __future__ import annotations

import argparse
import asyncio
import email.header
import email.policy
import hashlib
import json
import logging
import os
import re
import signal
import sys
import tempfile
import time
from datetime import datetime, timezone
from email.parser import BytesParser
from pathlib import Path

from aiosmtpd.smtp import SMTP, Envelope, Session

MAX_MESSAGE_BYTES = 1024 * 1024
SESSION_TIMEOUT_SECONDS = 60

log = logging.getLogger("mailcatcher")


def clean_text(value: str) -> str:
    """Text safe for JSON and a log line: undecodable bytes (lone surrogates) become U+FFFD."""
    try:
        return value.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
    except UnicodeError:  # a surrogate that does not stand for a byte
        return value.encode("utf-8", "replace").decode("utf-8")


def quoted(value: object, limit: int = 200) -> str:
    """A value for a log line, quoted and escaped (a hostile subject cannot forge log lines), cut after `limit`
    characters (the delivery record keeps it whole)."""
    if isinstance(value, str) and len(value) > limit:
        value = value[:limit] + f"... ({len(value)} characters)"
    return json.dumps(value, ensure_ascii=False)


def strip_message_id(raw: str | None) -> str | None:
    if raw is None:
        return None
    value = " ".join(raw.split())
    if value.startswith("<") and value.endswith(">"):
        value = value[1:-1].strip()
    return value or None


# A Message-ID as RFC 5322 writes it (dot-atom-text @ dot-atom-text in angle brackets), which every parser reads alike.
_ATOM = r"[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+"
PLAIN_MESSAGE_ID = re.compile(rf"<{_ATOM}(?:\.{_ATOM})*@{_ATOM}(?:\.{_ATOM})*>")


def plain_headers(content: bytes) -> tuple[str | None, str | None] | None:
    """read_headers for the usual message, at a tenth of the CPU: an ASCII header block whose Message-ID is a plain
    <local@domain> and whose Subject is printable with no encoded word ("=?"). The old-style parser (compat32) reads
    them as the full one does then (tests/integration/test_mail_catcher.py compares both). None for any other
    message, which read_headers hands to the full parser."""
    end = content.find(b"\r\n\r\n")
    head = content[:end] if end >= 0 else content
    if not head.isascii():
        return None
    headers = BytesParser(policy=email.policy.compat32).parsebytes(head, headersonly=True)
    if headers.defects:
        return None
    message_id, subject = headers.get("Message-ID"), headers.get("Subject")
    if message_id is not None and not (isinstance(message_id, str) and PLAIN_MESSAGE_ID.fullmatch(message_id)):
        return None
    if subject is not None and not (isinstance(subject, str) and subject.isprintable() and "=?" not in subject):
        return None
    return strip_message_id(message_id), subject


def read_headers(content: bytes) -> tuple[str | None, str | None]:
    """(Message-ID without angle brackets, decoded Subject); None for a header that is missing or unreadable."""
    plain = plain_headers(content)
    if plain is not None:
        return plain
    message_id = subject = None
    try:
        headers = BytesParser(policy=email.policy.default).parsebytes(content, headersonly=True)
    except Exception:  # noqa: BLE001 - the parser is lenient, but hostile input must never stop a delivery
        log.exception("could not parse the headers; delivering without Message-ID and Subject")
        return None, None
    try:
        value = headers.get("Message-ID")
        message_id = strip_message_id(str(value)) if value is not None else None
    except Exception:  # noqa: BLE001
        log.exception("unreadable Message-ID header")
    try:
        value = headers.get("Subject")
        subject = str(value) if value is not None else None
    except Exception:  # noqa: BLE001 - fall back to the older decoder of the email package
        try:
            raw = BytesParser(policy=email.policy.compat32).parsebytes(content, headersonly=True).get("Subject")
            subject = str(email.header.make_header(email.header.decode_header(raw))) if raw is not None else None
        except Exception:  # noqa: BLE001
            log.exception("unreadable Subject header")
    return (clean_text(message_id) if message_id is not None else None,
            clean_text(subject) if subject is not None else None)


class Mailbox:
    def __init__(self, root: Path) -> None:
        self.deliveries = root / "deliveries.jsonl"
        self.folder = root / "mailbox"
        self.folder.mkdir(parents=True, exist_ok=True)

    @staticmethod
    def file_name(message_id: str | None, content: bytes) -> str:
        key = message_id.encode("utf-8") if message_id is not None else content
        return hashlib.sha256(key).hexdigest() + ".eml"

    def store(self, name: str, content: bytes) -> bool:
        """Write the message under `name` unless a message of that name is there already; True when written."""
        target = self.folder / name
        if target.exists():
            return False
        # A hidden temp file in the same folder (never matched by *.eml), then a hard link: the .eml appears whole
        # or not at all, and a file that appeared meanwhile is never overwritten.
        fd, tmp = tempfile.mkstemp(prefix=".incoming-", suffix=".tmp", dir=self.folder)
        try:
            os.fchmod(fd, 0o644)  # mkstemp's 0600 would hide the mailbox from other local users' tools
            with os.fdopen(fd, "wb") as out:
                out.write(content)
            try:
                os.link(tmp, target)
            except FileExistsError:
                return False
            return True
        finally:
            os.unlink(tmp)

    def log_delivery(self, record: dict) -> None:
        line = json.dumps(record, ensure_ascii=False) + "\n"
        with open(self.deliveries, "a", encoding="utf-8") as out:
            out.write(line)


def session_name(session: Session) -> str:
    """The client's end of the connection ("127.0.0.1:40312"), which every message of one session shares."""
    peer = session.peer
    return ":".join(str(part) for part in peer[:2]) if isinstance(peer, tuple) else str(peer)


class CatchAll:
    """aiosmtpd handler: accepts any sender and recipient and keeps every message in the mailbox."""

    def __init__(self, mailbox: Mailbox) -> None:
        self.mailbox = mailbox

    async def handle_DATA(self, server: SMTP, session: Session, envelope: Envelope) -> str:
        content: bytes = envelope.original_content or b""
        try:
            message_id, subject = read_headers(content)
            name = Mailbox.file_name(message_id, content)
            stored = self.mailbox.store(name, content)
            record = {
                "messageId": message_id,
                "to": [clean_text(rcpt) for rcpt in envelope.rcpt_tos],
                "from": clean_text(envelope.mail_from or ""),
                "subject": subject,
                "receivedAt": datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z"),
                "file": name,
                "stored": stored,
                "session": session_name(session),
            }
            self.mailbox.log_delivery(record)
        except Exception:  # noqa: BLE001 - a disk problem: the sender may retry later
            log.exception("could not keep a message from %s", session.peer)
            return "451 4.3.0 Error: the message could not be stored"
        log.info("delivered %s bytes from=%s to=%s messageId=%s subject=%s %s", len(content),
                 quoted(record["from"]), quoted(record["to"]), quoted(message_id), quoted(subject),
                 f"stored as mailbox/{name}" if stored else f"duplicate of mailbox/{name}, not stored again")
        return "250 OK"

    async def handle_exception(self, error: Exception) -> str:
        log.error("SMTP session error: %s: %s", type(error).__name__, error)
        return "500 Error: the command could not be handled"


async def serve(host: str, port: int, folder: Path) -> None:
    loop = asyncio.get_running_loop()
    handler = CatchAll(Mailbox(folder))

    def protocol() -> SMTP:
        return SMTP(handler, data_size_limit=MAX_MESSAGE_BYTES, enable_SMTPUTF8=True, decode_data=False,
                    hostname="mailcatcher.localhost", ident="CabinetWorks mail catcher",
                    timeout=SESSION_TIMEOUT_SECONDS, loop=loop)

    server = await loop.create_server(protocol, host=host, port=port)
    stop = asyncio.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    log.info("listening on %s:%s, keeping mail in %s (limit %s bytes per message)", host, port, folder,
             MAX_MESSAGE_BYTES)
    await stop.wait()
    log.info("stopping")
    server.close()
    await server.wait_closed()


def main() -> int:
    parser = argparse.ArgumentParser(description="Local SMTP mail catcher: keeps every message in DIR.")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--dir", type=Path, required=True, help="where deliveries.jsonl and mailbox/ live")
    args = parser.parse_args()

    logging.Formatter.converter = time.gmtime
    logging.basicConfig(stream=sys.stdout, level=logging.INFO,
                        format="%(asctime)s.%(msecs)03dZ [mail] %(levelname)s %(message)s",
                        datefmt="%Y-%m-%dT%H:%M:%S")
    # aiosmtpd logs every command at INFO: keep its warnings and errors only.
    logging.getLogger("mail.log").setLevel(logging.WARNING)
    asyncio.run(serve(args.host, args.port, args.dir.resolve()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
