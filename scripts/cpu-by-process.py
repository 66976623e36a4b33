#!/usr/bin/env python3
"""Where a suite's CPU goes: samples every process's CPU time from /proc until stopped (SIGTERM or SIGINT), then
prints one line with the CPU-seconds each kind of process used, largest first, e.g.
    chromium 412s, postgres 160s, node (playwright) 95s, projects-service 40s, ...

Usage: scripts/cpu-by-process.py [--interval SECONDS] [--top N] [--out FILE]
A kind is named from the command line: an interpreter (python, node, java) by the script or module it runs, anything
else by its program name. Processes are sampled every --interval (0.5 s): one that starts and ends between two
samples is missed, and one that ends loses at most its last interval. On a machine of its own (CI) the line is what
the suite and the system under test used; elsewhere it includes other work, as the summary's CPU column does.
"""
import argparse
import os
import signal
import sys
import time

HZ = os.sysconf("SC_CLK_TCK")
INTERPRETERS = {"python", "python3", "node", "java", "bash", "sh"}


def kind_of(pid):
    """A short name for what a process is, from its command line (empty when it is gone or a kernel thread)."""
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            argv = [a.decode("utf-8", "replace") for a in f.read().split(b"\0") if a]
    except OSError:
        return ""
    if not argv:
        return ""
    program = os.path.basename(argv[0].split(" ")[0])
    if program.startswith("python"):
        program = "python"
    if program in ("chromium", "chrome", "headless_shell") or "chromium" in argv[0]:
        return "chromium"
    if program.startswith("postgres"):
        return "postgres"
    if program not in INTERPRETERS:
        return program
    if program == "java":
        return "kafka (java)" if any("kafka" in a for a in argv) else "java"
    for arg in argv[1:]:  # the first argument that is not an option: the script, or the module after -m
        if arg.startswith("-"):
            continue
        for marker in ("vitest", "playwright", "schemathesis", "pytest", "vite", "tsc", "eslint"):
            if marker in arg:
                return f"{program} ({marker})"
        return f"{program} ({os.path.basename(arg)})"
    return program


def sample(pid):
    """(command name, CPU ticks used so far) of a process, or None when it is gone."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            head, tail = f.read().rsplit(b")", 1)
    except (OSError, ValueError):
        return None
    fields = tail.split()
    return head.split(b"(", 1)[-1], int(fields[11]) + int(fields[12])  # utime + stime


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--interval", type=float, default=0.5)
    parser.add_argument("--top", type=int, default=8)
    parser.add_argument("--out", help="write the line here instead of standard output")
    args = parser.parse_args()

    stop = []
    signal.signal(signal.SIGTERM, lambda *_: stop.append(1))
    signal.signal(signal.SIGINT, lambda *_: stop.append(1))
    me = os.getpid()
    seen = {}  # pid -> (command name, kind, ticks at the last sample)
    used = {}  # kind -> ticks used since the start
    first = True
    while True:
        current = {}
        for entry in os.listdir("/proc"):
            if not entry.isdigit() or int(entry) == me:
                continue
            pid = int(entry)
            now = sample(pid)
            if now is None:
                continue
            comm, ticks = now
            known = seen.get(pid)
            if known and known[0] == comm:
                kind, before = known[1], known[2]
            else:  # new, or it ran another program since (the name it had before keeps what it used then)
                kind, before = kind_of(pid), (known[2] if known else (None if first else 0))
            if kind and before is not None and ticks >= before:
                used[kind] = used.get(kind, 0) + ticks - before
            current[pid] = (comm, kind, ticks)
        seen = current
        first = False
        if stop:
            break
        time.sleep(args.interval)

    ranked = sorted(used.items(), key=lambda item: -item[1])
    shown = [f"{kind} {ticks / HZ:.0f}s" for kind, ticks in ranked[: args.top] if ticks >= HZ]
    rest = sum(ticks for _, ticks in ranked[args.top:])
    if rest >= HZ:
        shown.append(f"others {rest / HZ:.0f}s")
    line = ", ".join(shown) or "nothing measurable"
    if args.out:
        with open(args.out, "w") as f:
            f.write(line + "\n")
    else:
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
