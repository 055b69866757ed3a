"""A list of 100,000 options as wizard and fzf each take it, on the same machine:

1. the filter mode, `wizard ask choose --options-from LIST --filter QUERY` beside
   `fzf --filter QUERY < LIST`, for each prefix of `new y` as it is typed: the CPU time
   (user and system) of the whole process, reading the list included, median of RUNS;
   fzf's figures only when fzf is installed (`apt-get install fzf`);
2. the memory: the peak RSS of the filter mode on the 100,000-option list, less that on a
   3-option one, less the list's bytes, per option (target <= 200 bytes);
3. the first frame of `wizard ask choose --options-from LIST` at a new pseudo-terminal,
   fork to the first output (target <= 50 ms), beside a 3-option list's: the wall time,
   and the CPU time wizard took to draw it (its /proc/PID/schedstat once the frame is
   read, the frame drawn and the process waiting for a key), which a loaded machine does
   not stretch.

The labels are words of syllables, two a label, as Benchmarks/InteractiveBenchmark makes
them, so that each letter typed leaves many matches to rank.

Usage: long_list_filter.py RUNS WIZARD SCRATCH_DIR
"""
import os
import pty
import resource
import select
import shutil
import statistics
import sys
import time

from spawning import end_pty_run

runs, wizard, scratch = int(sys.argv[1]), sys.argv[2], sys.argv[3]
environment = {"PATH": "/usr/bin:/bin", "HOME": scratch, "LANG": "C.UTF-8",
               "TERM": "xterm-256color"}
syllables = ["ka", "ne", "wo", "ri", "su", "ma", "to", "ye", "lu", "pa", "di", "go"]
seed = 12345


def word():
    global seed
    parts = []
    for _ in range(3):
        seed = (seed * 1103515245 + 12345) & 0xFFFFFFFF
        parts.append(syllables[(seed >> 16) % len(syllables)])
    return "".join(parts)


def write_list(count):
    path = os.path.join(scratch, f"options-{count}.txt")
    with open(path, "w") as file:
        for _ in range(count):
            file.write(f"{word()} {word()}\n")
    return path


def cpu_run(argv, stdin_path=None):
    """CPU seconds (user + system) and peak RSS (KiB) of one run of argv."""
    stdin = os.open(stdin_path or os.devnull, os.O_RDONLY)
    stdout = os.open(os.devnull, os.O_WRONLY)
    pid = os.posix_spawn(argv[0], argv, environment,
                         file_actions=[(os.POSIX_SPAWN_DUP2, stdin, 0),
                                       (os.POSIX_SPAWN_DUP2, stdout, 1)])
    _, status, usage = os.wait4(pid, 0)
    os.close(stdin)
    os.close(stdout)
    if os.waitstatus_to_exitcode(status) not in (0, 1):
        sys.exit(f"bench: {argv} failed with status {status}")
    return usage.ru_utime + usage.ru_stime, usage.ru_maxrss


def first_frame(options):
    """Wall and CPU milliseconds from fork to the first frame."""
    start = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:
        os.execve(wizard, [wizard, "ask", "choose", "--options-from", options], environment)
    if not select.select([fd], [], [], 10)[0]:
        sys.exit(f"bench: {wizard} drew nothing in 10 s")
    elapsed = time.perf_counter() - start
    with open(f"/proc/{pid}/schedstat") as file:
        cpu = int(file.read().split()[0]) / 1e6
    end_pty_run(fd, pid)
    return elapsed * 1000, cpu


long_list = write_list(100_000)
short_list = write_list(3)
fzf = shutil.which("fzf")
print(f"100,000 options ({os.path.getsize(long_list)} bytes), median of {runs} runs,"
      " CPU of the whole process (reading the list included)")
print("| query | wizard --filter ms | fzf --filter ms |")
print("|---|---|---|")
for length in range(1, len("new y") + 1):
    query = "new y"[:length]
    ours = statistics.median(
        cpu_run([wizard, "ask", "choose", "--options-from", long_list, "--filter", query])[0]
        for _ in range(runs)) * 1000
    theirs = "not installed"
    if fzf:
        theirs = "%.1f" % (statistics.median(
            cpu_run([fzf, "--filter", query], long_list)[0] for _ in range(runs)) * 1000)
    print(f"| `{query}` | {ours:.1f} | {theirs} |")

long_rss = min(cpu_run([wizard, "ask", "choose", "--options-from", long_list,
                        "--filter", "n"])[1] for _ in range(3))
short_rss = min(cpu_run([wizard, "ask", "choose", "--options-from", short_list,
                         "--filter", "n"])[1] for _ in range(3))
per_option = ((long_rss - short_rss) * 1024 - os.path.getsize(long_list)) / 100_000
print(f"memory: peak RSS {long_rss} KiB for 100,000 options, {short_rss} KiB for 3:"
      f" {per_option:.0f} bytes an option beyond the list's text (target <= 200)")

frames = {"3 options": [], "100,000 options": []}
for _ in range(runs):
    frames["3 options"].append(first_frame(short_list))
    frames["100,000 options"].append(first_frame(long_list))
print("first frame of `wizard ask choose --options-from`, fork to first output")
for name, values in frames.items():
    wall = statistics.median(value[0] for value in values)
    cpu = statistics.median(value[1] for value in values)
    print(f"  {name:16} median {wall:.1f} ms wall, {cpu:.1f} ms CPU")
print("target: <= 50 ms at 100,000 options")
