"""Times how long wizard takes, from fork, to draw its first frame at a pseudo-terminal.

Usage: first_frame.py RUNS WIZARD C_HELLO SCRATCH_DIR [BASELINE_WIZARD]

Each run starts `wizard setup` in a new pseudo-terminal (TERM=xterm-256color) and waits
for its first output: the first frame, which the screen writes whole in one write. Then it
presses Esc, and wizard quits without saving. A static C program that prints a line is
timed the same way, in the same rounds: the floor of this harness (fork, exec, the
pseudo-terminal). With BASELINE_WIZARD, its runs alternate with the others too. Prints the
median and the quartiles in milliseconds.
"""
import os
import pty
import random
import select
import statistics
import sys
import time

from spawning import end_pty_run

runs, wizard, c_hello, scratch = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4]
binaries = {"wizard": wizard, "C hello": c_hello}
if len(sys.argv) > 5:
    binaries["baseline"] = sys.argv[5]
environment = {"PATH": "/usr/bin:/bin", "HOME": scratch, "LANG": "C.UTF-8",
               "TERM": "xterm-256color"}


def first_frame(binary):
    store = os.path.join(scratch, "first-frame.json")
    start = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:
        os.execve(binary, [binary, "setup", "--store", store], environment)
    if not select.select([fd], [], [], 10)[0]:
        sys.exit(f"bench: {binary} drew nothing in 10 s")
    elapsed = time.perf_counter() - start
    end_pty_run(fd, pid)
    return elapsed * 1000


# Each round runs the binaries in an order of its own, drawn from a fixed seed: in a fixed
# order one wizard measured about 15% slower than the other whichever binary it was (what
# ran just before it matters), so neither may always follow the same one.
times = {name: [] for name in binaries}
order = list(binaries.items())
shuffler = random.Random(20261201)
for _ in range(runs):
    shuffler.shuffle(order)
    for name, binary in order:
        times[name].append(first_frame(binary))
for name, values in times.items():
    quartiles = statistics.quantiles(values, n=4)
    print(f"  first frame, {name:<9} {statistics.median(values):5.2f} ms "
          f"(quartiles {quartiles[0]:.2f}-{quartiles[2]:.2f} ms, {runs} runs)")
