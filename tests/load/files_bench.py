#!/usr/bin/env python3
"""Scenario (o) of make bench: project files through nginx at the disk's speed (issue 15 item 7).

    files_bench.py <gateway url> <state dir> <pg admin url> <preflight tool> <out.json>

1. The disk: 200 MB written to the files folder's filesystem and fdatasync'ed (what an upload must do), and the first
   read of another stored object of the same size, its pages dropped with posix_fadvise first: the baselines.
2. A client on the enterprise plan (bought with the test provider's card) uploads a 200 MB PDF through nginx with
   curl (streamed from its file, -T, which the client has just read: the client's own disk is not measured), then
   downloads it (to /dev/null, the stored object's pages dropped first), and again after the read-back object is read
   a second time (both then served from the VM host's cache). The projects service's resident memory is sampled
   every 20 ms during both.
3. The DXF preflight of a generated 10 MB drawing: cw-dxf-preflight alone, and a whole upload of it through nginx.
Only 127.0.0.1; everything it writes (the sample file, the user's project) stays in the bench's state folders.
"""
from __future__ import annotations

import hashlib
import json
import os
import resource
import subprocess
import sys
import threading
import time
from pathlib import Path

from bench import http_json, psql_rows, session_from_set_cookie

SIZE = int(os.environ.get("FILES_BENCH_MB", "200")) * 1024 * 1024  # the smoke (BENCH_SMOKE=1) sends 2 MB
ROUNDS = int(os.environ.get("FILES_BENCH_ROUNDS", "3"))
CHUNK = 8 * 1024 * 1024
CARD = {"number": "4242424242424242", "expMonth": 12, "expYear": 2034, "cvc": "123", "postalCode": "94107"}


def write_sample(path: Path) -> tuple[float, str]:
    """200 MB of a PDF (a header, then new incompressible bytes), written and fdatasync'ed: seconds, sha256."""
    digest = hashlib.sha256()
    block = os.urandom(CHUNK)
    started = time.perf_counter()
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    try:
        head = b"%PDF-1.7\n"
        os.write(fd, head)
        digest.update(head)
        written = len(head)
        while written < SIZE:
            part = block[: min(CHUNK, SIZE - written)]
            os.write(fd, part)
            digest.update(part)
            written += len(part)
        os.fdatasync(fd)
    finally:
        os.close(fd)
    return time.perf_counter() - started, digest.hexdigest()


def drop_cache(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fdatasync(fd)
        os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
    finally:
        os.close(fd)


def read_cold(path: Path) -> tuple[float, float]:
    """Seconds and CPU seconds of reading a file whose pages were dropped."""
    drop_cache(path)
    before = resource.getrusage(resource.RUSAGE_SELF)
    started = time.perf_counter()
    fd = os.open(path, os.O_RDONLY)
    try:
        while os.read(fd, CHUNK):
            pass
    finally:
        os.close(fd)
    seconds, after = time.perf_counter() - started, resource.getrusage(resource.RUSAGE_SELF)
    return seconds, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


class RssSampler:
    """The resident memory (KiB) of a process, every 20 ms, on a thread."""

    def __init__(self, pid: int):
        self.pid, self.samples, self._stop = pid, [], threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                for line in Path(f"/proc/{self.pid}/status").read_text().splitlines():
                    if line.startswith("VmRSS:"):
                        self.samples.append(int(line.split()[1]))
            except OSError:
                pass
            time.sleep(0.02)

    def __enter__(self) -> "RssSampler":
        self._thread.start()
        return self

    def __exit__(self, *_: object) -> None:
        self._stop.set()
        self._thread.join()


def on_cpu_seconds(pid: int) -> float:
    """The CPU time of every thread of a process and of its children (nginx: the workers and their thread pools)."""
    pids = [pid] + [int(p.name) for p in Path("/proc").iterdir() if p.name.isdigit() and _parent_of(p) == pid]
    total = 0
    for each in pids:
        for task in Path(f"/proc/{each}/task").glob("*"):
            try:
                total += int((task / "schedstat").read_text().split()[0])
            except (OSError, ValueError, IndexError):
                pass
    return total / 1e9


def _parent_of(proc: Path) -> int:
    try:
        return int((proc / "stat").read_text().rsplit(")", 1)[1].split()[1])
    except (OSError, ValueError, IndexError):
        return -1


def curl(*args: str) -> dict:
    """curl's own timing of one transfer, with the CPU seconds curl itself used."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = subprocess.run(["curl", "-sS", "-o", "/dev/null", "-w",
                          '{"code":%{http_code},"seconds":%{time_total},"up":%{size_upload},"down":%{size_download}}',
                          *args], capture_output=True, text=True, timeout=600, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return {**json.loads(out.stdout), "cpuSeconds": (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)}


def enterprise_client(gateway: str, pg_url: str) -> tuple[str, int]:
    suffix = f"{int(time.time())}{os.getpid()}"
    body = {"firstName": "Bench", "lastName": "Files", "username": f"bench_files_{suffix}",
            "email": f"bench_files_{suffix}@bench.invalid", "password": "bench-files-" + suffix + "-pw",
            "role": "client", "source": "loadtest"}
    status, user, cookies = http_json(gateway, "POST", "/api/register", body)
    if status != 201:
        sys.exit(f"(o) register: {status} {user}")
    cookie = "cw_session=" + session_from_set_cookie(cookies)
    status, intent, _ = http_json(gateway, "POST", "/api/get-or-create-subscription",
                                  {"plan": "enterprise", "billingCycle": "monthly"}, cookie)
    if status != 200:
        sys.exit(f"(o) subscribe: {status} {intent}")
    status, paid, _ = http_json(gateway, "POST", "/api/payments/confirm",
                                {"clientSecret": intent["clientSecret"], "card": CARD}, cookie)
    if status != 200:
        sys.exit(f"(o) confirm: {status} {paid}")
    user_id = int(user["id"] if "id" in user else user["user"]["id"])
    deadline = time.monotonic() + 60
    while psql_rows(pg_url, f"SELECT plan FROM projects.member_plans WHERE user_id = {user_id}") != ["enterprise"]:
        if time.monotonic() > deadline:
            sys.exit("(o) projects never learnt the enterprise plan")
        time.sleep(0.2)
    status, project, _ = http_json(gateway, "POST", "/api/projects", {
        "title": "Bench file transfer", "description": "A project whose files measure the transfer speed.",
        "cabinetType": "Kitchen Cabinets", "budgetRange": "$1,000 - $2,500", "timeline": "2-4 weeks",
        "materialType": "Plywood", "deliverables": ["CNC Files (DXF)"]}, cookie)
    if status != 201:
        sys.exit(f"(o) post project: {status} {project}")
    return cookie, int(project["id"])


def write_dxf(path: Path, size: int) -> int:
    """An ASCII DXF of closed 600 x 400 mm rectangles (four LINEs each) on layer CUT, about `size` bytes."""
    lines = ["0", "SECTION", "2", "HEADER", "9", "$INSUNITS", "70", "4", "0", "ENDSEC",
             "0", "SECTION", "2", "ENTITIES"]
    entities, handle, text = 0, 0x100, "\n".join(lines) + "\n"
    parts = [text]
    written = len(text)
    n = 0
    while written < size:
        x, y = (n % 40) * 700.0, (n // 40) * 500.0
        corners = [(x, y), (x + 600, y), (x + 600, y + 400), (x, y + 400)]
        for i in range(4):
            (x1, y1), (x2, y2) = corners[i], corners[(i + 1) % 4]
            entity = f"0\nLINE\n5\n{handle:X}\n8\nCUT\n10\n{x1}\n20\n{y1}\n30\n0.0\n11\n{x2}\n21\n{y2}\n31\n0.0\n"
            parts.append(entity)
            written += len(entity)
            handle += 1
            entities += 1
        n += 1
    parts.append("0\nENDSEC\n0\nEOF\n")
    path.write_text("".join(parts))
    return entities


def main() -> None:
    gateway, state, pg_url, tool, out = sys.argv[1:6]
    files_root = Path(state) / "project-files"
    work = files_root / "bench"
    work.mkdir(parents=True, exist_ok=True)
    sample = work / "sample.pdf"
    pid = int((Path(state) / "run" / "projects.pid").read_text())
    nginx_pid = int((Path(state) / "run" / "nginx.pid").read_text())

    cookie, project_id = enterprise_client(gateway, pg_url)
    base = f"{gateway}/api/projects/{project_id}/files"
    rss_before = RssSampler(pid)
    with rss_before:
        time.sleep(0.3)

    # Three rounds, each with new bytes (an object already stored is kept without a write), medians reported.
    # The disk read is the first read of a stored object, like the download: on this VM the first read after a write
    # goes to the device (about 1 GB/s) and a repeat is served from the host's cache (3+ GB/s), so each round stores
    # two new objects, reads one and downloads the other (which goes first alternates), then both again.
    rounds = []
    up_rss, down_rss = RssSampler(pid), RssSampler(pid)
    for round_number in range(ROUNDS):
        write_seconds, digest = write_sample(sample)
        with RssSampler(pid) as sampler:
            upload = curl("-X", "POST", "-T", str(sample), "-H", "Content-Type: application/octet-stream",
                          "-H", f"Cookie: {cookie}", f"{base}?name=sample.pdf")
        up_rss.samples += sampler.samples
        _, read_digest = write_sample(sample)
        curl("-X", "POST", "-T", str(sample), "-H", "Content-Type: application/octet-stream",
             "-H", f"Cookie: {cookie}", f"{base}?name=read-back.pdf")
        status, listing, _ = http_json(gateway, "GET", f"/api/projects/{project_id}/files", cookie=cookie)
        stored = next(f for f in listing["files"] if f["name"] == "sample.pdf" and f["sha256"] == digest)
        served = files_root / "objects" / digest[:2] / digest
        read_back = files_root / "objects" / read_digest[:2] / read_digest
        drop_cache(served)

        def download() -> dict:
            nginx_before = on_cpu_seconds(nginx_pid)
            with RssSampler(pid) as sampler:
                result = curl("-H", f"Cookie: {cookie}", f"{gateway}{stored['downloadUrl']}")
            down_rss.samples += sampler.samples
            return {**result, "nginxCpuSeconds": on_cpu_seconds(nginx_pid) - nginx_before}

        if round_number % 2 == 0:
            read_seconds, read_cpu = read_cold(read_back)
            first_download = download()
        else:
            first_download = download()
            read_seconds, read_cpu = read_cold(read_back)
        read_again, _ = read_cold(read_back)
        drop_cache(served)
        download_again = download()
        warm_download = download()
        rounds.append({"diskWriteSeconds": write_seconds, "diskReadSeconds": read_seconds, "diskReadCpuSeconds": read_cpu,
                       "diskReadAgainSeconds": read_again, "upload": upload, "download": first_download,
                       "downloadAgain": download_again, "warmDownload": warm_download,
                       "sha256Matches": stored["sizeBytes"] == SIZE and upload["code"] == 201})

    dxf = work / "bench-10mb.dxf"
    entities = write_dxf(dxf, int(os.environ.get("FILES_BENCH_DXF_MB", "10")) * 1024 * 1024)
    started = time.perf_counter()
    report = json.loads(subprocess.run([tool, str(dxf)], capture_output=True, text=True, timeout=60).stdout)
    tool_seconds = time.perf_counter() - started
    dxf_upload = curl("-X", "POST", "-T", str(dxf), "-H", "Content-Type: application/octet-stream",
                      "-H", f"Cookie: {cookie}", f"{base}?name=bench-10mb.dxf")

    def median(key, inner=None):
        values = sorted(r[key][inner] if inner else r[key] for r in rounds)
        return values[len(values) // 2]

    json.dump({
        "sizeBytes": SIZE, "rounds": rounds, "diskWriteSeconds": median("diskWriteSeconds"),
        "diskReadSeconds": median("diskReadSeconds"), "diskReadAgainSeconds": median("diskReadAgainSeconds"),
        "upload": {"seconds": median("upload", "seconds"), "code": max(r["upload"]["code"] for r in rounds)},
        "diskReadCpuSeconds": median("diskReadCpuSeconds"),
        "download": {"seconds": median("download", "seconds"), "code": max(r["download"]["code"] for r in rounds),
                     "down": min(r["download"]["down"] for r in rounds),
                     "curlCpuSeconds": median("download", "cpuSeconds"),
                     "nginxCpuSeconds": median("download", "nginxCpuSeconds")},
        "downloadAgain": {"seconds": median("downloadAgain", "seconds")},
        "warmDownload": {"seconds": median("warmDownload", "seconds")},
        "sha256Matches": all(r["sha256Matches"] for r in rounds),
        "rssKiB": {"before": max(rss_before.samples or [0]), "upload": [min(up_rss.samples or [0]),
                   max(up_rss.samples or [0])], "download": [min(down_rss.samples or [0]),
                   max(down_rss.samples or [0])]},
        "dxf": {"bytes": dxf.stat().st_size, "entities": entities, "toolSeconds": tool_seconds,
                "status": report.get("status"), "upload": dxf_upload},
    }, open(out, "w"), indent=2)
    sample.unlink()
    dxf.unlink()


if __name__ == "__main__":
    main()
