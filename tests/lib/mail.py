"""The e-mails the system sent, as the local mail catcher (scripts/mailcatcher.py) kept them in MAIL_DIR.

    message = wait_for_mail("ann@example.com", subject_contains="Welcome")
    assert "Sign in" in body_text(message)

deliveries.jsonl holds one record per accepted message (every resend too); mailbox/ holds each Message-ID once, the
way a mail client shows it. Every function reads MAIL_DIR (lib/config.py: default $MARKETPLACE_STATE_DIR/mail) unless
given `mail_dir`, which the catcher's own test uses for a catcher of its own.
"""
from __future__ import annotations

import email.policy
import email.utils
import json
from email.message import EmailMessage
from email.parser import BytesHeaderParser, BytesParser
from pathlib import Path

from lib.config import load_config
from lib.waiting import WaitTimeout, wait_until

POLL_SECONDS = 0.1


def _folder(mail_dir: Path | None) -> Path:
    return mail_dir if mail_dir is not None else load_config().mail_dir


def _address(value: str) -> str:
    return value.strip().strip("<>").strip().lower()


# What has been read of each catcher's folder, so that a poll costs what arrived since the last one, not the whole
# mailbox (thousands of messages after the contract suite): the delivery log is read from where the last read stopped,
# and a stored message, whose file name is the hash of its bytes, is parsed once.
_log_read: dict[Path, tuple[int, list[dict]]] = {}
_parsed: dict[tuple[Path, str], EmailMessage] = {}
_named: dict[tuple[Path, str], set[str]] = {}


def _delivery_log(folder: Path) -> list[dict]:
    """Every complete record of folder/deliveries.jsonl, read incrementally (from the start again if it shrank)."""
    path = folder / "deliveries.jsonl"
    offset, records = _log_read.get(folder, (0, []))
    try:
        with path.open("rb") as log:
            if log.seek(0, 2) < offset:
                offset, records = 0, []
            log.seek(offset)
            data = log.read()
    except FileNotFoundError:
        _log_read.pop(folder, None)
        return []
    complete = data[:data.rfind(b"\n") + 1]  # a line still being written waits for the next read
    records = records + [record for record in _records(complete)]
    _log_read[folder] = (offset + len(complete), records)
    return records


def _records(data: bytes):
    for line in data.decode("utf-8", errors="replace").splitlines():
        try:
            yield json.loads(line)
        except ValueError:
            continue


def deliveries(to: str | None = None, subject_contains: str | None = None, *,
               mail_dir: Path | None = None) -> list[dict]:
    """Delivery records, oldest first: {"messageId", "to", "from", "subject", "receivedAt", "file", "stored",
    "session"} ("session" names the SMTP connection it came on).

    `to` matches any envelope recipient (case-insensitively); `subject_contains` a part of the decoded subject.
    """
    records = []
    for record in _delivery_log(_folder(mail_dir)):
        if to is not None and _address(to) not in {_address(rcpt) for rcpt in record.get("to") or []}:
            continue
        if subject_contains is not None and subject_contains not in (record.get("subject") or ""):
            continue
        records.append(record)
    return records


def _named_in_headers(folder: Path, path: Path) -> set[str]:
    """The addresses the message's To, Cc and Bcc headers name, read once per message (the headers alone: fast enough
    for the thousands a first look at the mailbox meets)."""
    key = (folder, path.name)
    if key not in _named:
        with path.open("rb") as file:
            headers = BytesHeaderParser(policy=email.policy.compat32).parse(file)
        _named[key] = _header_recipients(headers)
    return _named[key]


def _message(folder: Path, path: Path) -> EmailMessage:
    """The stored message, parsed once."""
    key = (folder, path.name)
    if key not in _parsed:
        _parsed[key] = BytesParser(policy=email.policy.default).parsebytes(path.read_bytes())
    return _parsed[key]


def _header_recipients(message) -> set[str]:
    values = []
    for name in ("To", "Cc", "Bcc"):
        try:
            values += [str(value) for value in message.get_all(name, [])]
        except Exception:  # noqa: BLE001 - a malformed header names nobody
            continue
    return {_address(addr) for _, addr in email.utils.getaddresses(values) if addr}


def mailbox(to: str | None = None, *, mail_dir: Path | None = None) -> list[EmailMessage]:
    """The stored messages (each Message-ID once), in the order they first arrived.

    `to` matches an envelope recipient of any delivery of the message, or an address in its To, Cc or Bcc header.
    """
    folder = _folder(mail_dir)
    envelope_to: dict[str, set[str]] = {}
    for record in deliveries(mail_dir=folder):
        envelope_to.setdefault(record.get("file") or "", set()).update(_address(r) for r in record.get("to") or [])
    order = {name: index for index, name in enumerate(envelope_to)}
    files = list((folder / "mailbox").glob("*.eml"))
    # In the order of the delivery log; a file missing from it (not yet logged) goes last, by modification time.
    files.sort(key=lambda path: (order[path.name], 0) if path.name in order else (len(order), path.stat().st_mtime_ns))
    messages = []
    for path in files:
        if to is not None and _address(to) not in envelope_to.get(path.name, set()) and \
                _address(to) not in _named_in_headers(folder, path):
            continue
        messages.append(_message(folder, path))
    return messages


def _subject(message: EmailMessage) -> str:
    return str(message.get("Subject") or "")


def wait_for_mail(to: str, subject_contains: str | None = None, timeout: float = 15, *,
                  mail_dir: Path | None = None) -> EmailMessage:
    """The newest stored message to `to` (whose subject contains `subject_contains`), polled every 0.1 s.

    Raises AssertionError after `timeout` seconds, listing the deliveries that did arrive.
    """
    def matching() -> list[EmailMessage]:
        return [message for message in mailbox(to, mail_dir=mail_dir)
                if subject_contains is None or subject_contains in _subject(message)]

    wanted = f"mail to {to!r}" + (f" with a subject containing {subject_contains!r}" if subject_contains else "")
    try:
        return wait_until(matching, timeout=timeout, interval=POLL_SECONDS, what=wanted)[-1]
    except WaitTimeout:
        arrived = deliveries(mail_dir=mail_dir)
        shown = "\n".join(f"  {r.get('receivedAt')} to={r.get('to')} subject={r.get('subject')!r} "
                          f"messageId={r.get('messageId')!r}" for r in arrived[-20:]) or "  (none)"
        raise AssertionError(f"no {wanted} within {timeout:g}s in {_folder(mail_dir)}; "
                             f"{len(arrived)} deliveries arrived, the last ones:\n{shown}") from None


def body_text(message: EmailMessage) -> str:
    """The decoded text/plain body (of a multipart message: its text/plain part), with \n line ends (SMTP's CRLF
    is how the text travelled, not part of it)."""
    part = message.get_body(preferencelist=("plain",))
    if part is None:
        kinds = [p.get_content_type() for p in message.walk()]
        raise AssertionError(f"message {message.get('Message-ID')!r} has no text/plain body; its parts: {kinds}")
    return part.get_content().replace("\r\n", "\n")
